// Private to the package: the multiselect selector and the reference editor share this dialog.
export { PickerDialog } from './PickerDialog.js';
export type { PickerDialogProps } from './PickerDialog.js';
export type {
  LoadPickerPage,
  PickerDialogTexts,
  PickerItem,
  PickerPage,
  PickerPageSizes,
  PickerQuery,
} from './types.js';
