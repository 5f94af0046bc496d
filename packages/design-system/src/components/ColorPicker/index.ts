export { ColorPicker } from './ColorPicker.js';
export type { ColorPickerProps } from './ColorPicker.js';
