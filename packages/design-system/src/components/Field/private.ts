// The parts every field shares, so their labels, help text and errors look and behave alike.
// Package-only: partners use the finished fields, not these parts.
export { FieldDescription, FieldErrorText, FieldLabel } from './Field.js';
export type { FieldErrorMessage, FieldLabelProps } from './Field.js';
export {
  RequiredMark,
  fieldErrorStyles,
  fieldIconButtonStyles,
  fieldLabelStyles,
  fieldStackStyles,
  inputFocusStyles,
  inputFrameStyles,
  inputTextStyles,
  toggleFocusRingStyles,
  toggleIndicatorStyles,
  toggleLabelStyles,
} from './Field.styles.js';
