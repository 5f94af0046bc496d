// The combo box's input frame, shared with MultiSelect; not in the public barrel.
export { ComboBoxButton, ComboBoxGroup, ComboBoxInput } from './ComboBox.styles.js';
