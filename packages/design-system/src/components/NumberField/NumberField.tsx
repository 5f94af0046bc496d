import type { NumberFieldProps as RACNumberFieldProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import {
  NumberFieldGroup,
  NumberFieldInput,
  StepperButton,
  StyledNumberField,
} from './NumberField.styles.js';

export interface NumberFieldProps extends Omit<
  RACNumberFieldProps,
  'children' | 'className' | 'style'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or `isRequired` or `validate` fails
   * after a change or a form submit.
   */
  errorMessage?: FieldErrorMessage;
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  /**
   * Hides the − and + buttons, for values nobody steps through (prices, weights). The arrow
   * keys still step.
   */
  hideStepper?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled number input (react-aria's `NumberField`). It formats and parses in the provider's
 * locale (`formatOptions` for currency, percent and decimals), steps by `step` with the arrow
 * keys and the − and + buttons, and clamps to `min` and `max` when the value is committed on
 * blur or Enter. The buttons' names ("Increase …", "Decrease …") come translated from
 * react-aria, with the field's label.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideStepper = false,
  ...props
}: NumberFieldProps) {
  return (
    <StyledNumberField {...props}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <NumberFieldGroup>
        <NumberFieldInput placeholder={placeholder} />
        {!hideStepper && (
          <>
            <StepperButton slot="decrement">
              <Icon name="minus" size="small" />
            </StepperButton>
            <StepperButton slot="increment">
              <Icon name="add" size="small" />
            </StepperButton>
          </>
        )}
      </NumberFieldGroup>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledNumberField>
  );
}
