export { Select, SelectItem, SelectSection } from './Select.js';
export type { SelectItemProps, SelectProps, SelectSectionProps } from './Select.js';
