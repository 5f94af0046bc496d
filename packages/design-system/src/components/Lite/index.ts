export { LiteDateField } from './LiteDateField.js';
export type { LiteDateFieldProps } from './LiteDateField.js';
export { LiteSelect } from './LiteSelect.js';
export type { LiteSelectItem, LiteSelectProps } from './LiteSelect.js';
export { LiteTextField } from './LiteTextField.js';
export type { LiteTextFieldProps } from './LiteTextField.js';
export { LiteButton, LiteIconButton } from './LiteButton.js';
export type { LiteButtonProps, LiteIconButtonProps } from './LiteButton.js';
