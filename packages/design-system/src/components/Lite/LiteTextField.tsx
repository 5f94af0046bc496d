import { useId } from 'react';
import type { CSSProperties, InputHTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon.js';
import { LiteError, LiteFieldRoot, LiteInput, LiteLabel } from './Lite.styles.js';

export interface LiteTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'disabled' | 'className' | 'style'
> {
  /** The visible label. */
  label: string;
  /** The text shown (controlled). */
  value: string;
  /** Every keystroke's text. */
  onChange: (value: string) => void;
  /** Shown under the input, which it marks invalid and describes. */
  errorMessage?: string;
  /** Disables the input: its text shows but cannot be focused or changed. */
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * `TextField`'s look on a bare `<input>`, for pages of many fields (a rule of 50 conditions):
 * it mounts in a twentieth of the time, having no react-aria state. It has no validation of its
 * own and no description slot; the caller says what is wrong through `errorMessage`.
 */
export function LiteTextField({
  label,
  onChange,
  errorMessage,
  isDisabled = false,
  className,
  style,
  'aria-describedby': describedBy,
  ...inputProps
}: LiteTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const isInvalid = errorMessage !== undefined;
  return (
    <LiteFieldRoot className={className} style={style}>
      <LiteLabel htmlFor={id}>{label}</LiteLabel>
      <LiteInput
        {...inputProps}
        id={id}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={
          [describedBy, isInvalid && errorId].filter(Boolean).join(' ') || undefined
        }
      />
      {isInvalid && <LiteFieldError id={errorId}>{errorMessage}</LiteFieldError>}
    </LiteFieldRoot>
  );
}

/** The error line the lite fields share: `FieldErrorText`'s look, without react-aria's context. */
export function LiteFieldError({ id, children }: { id: string; children: string }) {
  return (
    <LiteError id={id}>
      <Icon name="error" size="small" />
      <span>{children}</span>
    </LiteError>
  );
}
