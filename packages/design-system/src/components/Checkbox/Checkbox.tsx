import type { CheckboxFieldProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { FieldDescription, FieldErrorText, RequiredMark } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { CheckboxBox, StyledCheckboxButton, StyledCheckboxField } from './Checkbox.styles.js';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'children' | 'className' | 'style'
> {
  /** The label, beside the box. Clicking it toggles the checkbox too. */
  children?: ReactNode;
  /** Help text under the label, linked to the checkbox as its description. */
  description?: ReactNode;
  /**
   * Shown when the checkbox is invalid: `isInvalid` is set, or `isRequired` fails on a form
   * submit. Inside a `CheckboxGroup` the group shows the error instead.
   */
  errorMessage?: FieldErrorMessage;
  className?: string;
  style?: CSSProperties;
}

/**
 * A checkbox with its label, help text and error (react-aria's `CheckboxField`). Space toggles
 * it. `isIndeterminate` shows a dash for "some of these", as a "select all" does; the value it
 * reports is still `isSelected`. Inside a `CheckboxGroup`, give it a `value`.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <StyledCheckboxField {...props}>
      <StyledCheckboxButton>
        {({ isIndeterminate, isRequired }) => (
          <>
            <CheckboxBox>
              <Icon name={isIndeterminate ? 'minus' : 'check'} />
            </CheckboxBox>
            {children != null && (
              <span>
                {children}
                {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
              </span>
            )}
          </>
        )}
      </StyledCheckboxButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledCheckboxField>
  );
}
