export { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox.js';
export type { ComboBoxItemProps, ComboBoxProps, ComboBoxSectionProps } from './ComboBox.js';
