import type { LabelProps, ValidationResult } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import {
  RequiredMark,
  StyledFieldDescription,
  StyledFieldError,
  StyledFieldLabel,
} from './Field.styles.js';

/** What a field shows when invalid: fixed text, or a function of the validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldLabelProps extends Omit<LabelProps, 'className' | 'style'> {
  /** Adds the required mark: an asterisk, so the cue is a shape and not only a colour. */
  isRequired?: boolean;
}

/**
 * A field's visible label. react-aria links it to the control (or group) it sits in; the mark is
 * hidden from assistive technology, which already announces the control as required.
 */
export function FieldLabel({ isRequired, children, ...props }: FieldLabelProps) {
  return (
    <StyledFieldLabel {...props}>
      {children}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </StyledFieldLabel>
  );
}

/** Help text under a control, linked to it as its accessible description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledFieldDescription slot="description">{children}</StyledFieldDescription>;
}

/**
 * The inline error of a field, shown only while the field is invalid and linked to the control
 * as a description. Without a message of its own it shows the browser's validation message.
 */
export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return (
    <StyledFieldError>
      {(validation) => {
        const message =
          typeof children === 'function'
            ? children(validation)
            : (children ?? validation.validationErrors.join(' '));
        if (message == null || message === '' || message === false) return null;
        return (
          <>
            <Icon name="error" size="small" />
            <span>{message}</span>
          </>
        );
      }}
    </StyledFieldError>
  );
}
