import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { FieldInput, StyledTextField } from './TextField.styles.js';

export interface TextFieldProps extends Omit<
  RACTextFieldProps,
  'children' | 'className' | 'style'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`, `type`,
   * `pattern`, `validate`) fails after a change or a form submit. A function receives the
   * validation result, to word each failure. Without one, the browser's message is shown.
   */
  errorMessage?: FieldErrorMessage;
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled single-line text input (react-aria's `TextField`), with a description and an
 * error message wired to the input for assistive technology.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <StyledTextField {...props}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <FieldInput placeholder={placeholder} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextField>
  );
}
