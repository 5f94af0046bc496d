export { Box } from './Box.js';
export type {
  BoxBackground,
  BoxBorderColor,
  BoxProps,
  BoxRadius,
  BoxShadow,
  LayoutElement,
  SpaceScale,
} from './Box.js';
