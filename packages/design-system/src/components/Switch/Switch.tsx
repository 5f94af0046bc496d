import type { SwitchFieldProps } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, RequiredMark } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { StyledSwitchButton, StyledSwitchField, SwitchTrack } from './Switch.styles.js';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The label, beside the track: name the setting, such as "Available on storefront". */
  children?: ReactNode;
  /** Help text under the label, linked to the switch as its description. */
  description?: ReactNode;
  /** Shown when the switch is invalid: `isInvalid` is set, or `isRequired` fails on submit. */
  errorMessage?: FieldErrorMessage;
  className?: string;
  style?: CSSProperties;
}

/**
 * An on/off setting that takes effect at once (react-aria's `SwitchField`, `role="switch"`).
 * Space toggles it. For a choice that applies only when a form is saved, use a `Checkbox`.
 */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  return (
    <StyledSwitchField {...props}>
      <StyledSwitchButton>
        <SwitchTrack />
        {children != null && (
          <span>
            {children}
            {props.isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
          </span>
        )}
      </StyledSwitchButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledSwitchField>
  );
}
