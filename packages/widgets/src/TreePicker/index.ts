export { TreePicker } from './TreePicker.js';
export type { TreePickerNode, TreePickerProps } from './TreePicker.js';
