import type { CheckboxGroupProps as RACCheckboxGroupProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { CheckboxGroupOptions, StyledCheckboxGroup } from './CheckboxGroup.styles.js';

export interface CheckboxGroupProps extends Omit<
  RACCheckboxGroupProps,
  'children' | 'className' | 'style'
> {
  /** The group's visible label. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options, linked to the group as its description. */
  description?: ReactNode;
  /**
   * Shown when the group is invalid: `isInvalid` is set, or `isRequired` (at least one option)
   * or `validate` fails on a form submit.
   */
  errorMessage?: FieldErrorMessage;
  /** Options stacked, or in a row that wraps. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled set of checkboxes whose value is the list of checked options' values (react-aria's
 * `CheckboxGroup`). Tab moves from checkbox to checkbox; Space toggles one.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <CheckboxGroupOptions data-orientation={orientation}>{children}</CheckboxGroupOptions>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledCheckboxGroup>
  );
}
