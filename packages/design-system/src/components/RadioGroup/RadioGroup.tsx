import type { RadioGroupProps as RACRadioGroupProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { RadioGroupOptions, StyledRadioGroup } from './RadioGroup.styles.js';

export interface RadioGroupProps extends Omit<
  RACRadioGroupProps,
  'children' | 'className' | 'style'
> {
  /** The group's visible label. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options, linked to the group as its description. */
  description?: ReactNode;
  /**
   * Shown when the group is invalid: `isInvalid` is set, or `isRequired` or `validate` fails on
   * a form submit.
   */
  errorMessage?: FieldErrorMessage;
  /** The `Radio` options. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled set of mutually exclusive options (react-aria's `RadioGroup`). Tab enters the group
 * at the chosen option; the arrow keys move the choice, following the reading direction.
 * `orientation="horizontal"` lays the options in a row.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <RadioGroupOptions>{children}</RadioGroupOptions>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledRadioGroup>
  );
}
