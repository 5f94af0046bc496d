import type {
  ColorFieldProps as RACColorFieldProps,
  ValidationResult,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import {
  ColorInput,
  ColorInputFrame,
  EmptySwatch,
  FieldSwatch,
  StyledColorField,
} from './ColorField.styles.js';

export interface ColorFieldProps extends Omit<
  RACColorFieldProps,
  'children' | 'className' | 'style' | 'channel' | 'colorSpace'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `validate`) fails. A function receives the validation result, to word each failure.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A colour typed as a hex code (react-aria's `ColorField`), with a swatch of the colour in the
 * input. It accepts `#3c64f4`, `3c64f4` or `#36f`, and settles the value on Enter or blur, as
 * `#3C64F4`; ↑ and ↓ step it. `value`/`onChange` carry a `Color` (or `null` when emptied);
 * `value` also takes a string such as `'#3C64F4'`.
 */
export function ColorField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: ColorFieldProps) {
  return (
    <StyledColorField {...props}>
      {({ state }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <ColorInputFrame>
            {/* The swatch previews what the input says; the input itself is the value. */}
            {state.colorValue ? (
              <FieldSwatch color={state.colorValue} aria-hidden="true" />
            ) : (
              <EmptySwatch />
            )}
            <ColorInput placeholder={placeholder} />
          </ColorInputFrame>
          {description != null && <FieldDescription>{description}</FieldDescription>}
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </>
      )}
    </StyledColorField>
  );
}
