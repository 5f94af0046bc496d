export { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup.js';
export type {
  ToggleButtonGroupProps,
  ToggleButtonProps,
  ToggleButtonSize,
} from './ToggleButtonGroup.js';
