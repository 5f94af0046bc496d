export { MultiSelect, MultiSelectItem, MultiSelectSection } from './MultiSelect.js';
export type {
  MultiSelectItemProps,
  MultiSelectProps,
  MultiSelectSectionProps,
} from './MultiSelect.js';
