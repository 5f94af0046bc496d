import type { SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Icon } from '../Icon/Icon.js';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import type { FieldErrorMessage } from '../Field/private.js';
import { searchFieldMessages } from './messages.js';
import {
  ClearButton,
  SearchFieldGroup,
  SearchFieldInput,
  StyledSearchField,
} from './SearchField.styles.js';

export interface SearchFieldProps extends Omit<
  RACSearchFieldProps,
  'children' | 'className' | 'style'
> {
  /** The visible label. Search boxes often have none: then give an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the input as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid: `isInvalid` is set, or validation fails. */
  errorMessage?: FieldErrorMessage;
  /** Example input; never a substitute for the label. */
  placeholder?: string;
  /** Quiet time, in milliseconds after the last keystroke, before `onDebouncedChange`. @default 300 */
  debounce?: number;
  /**
   * The value once typing pauses for `debounce` ms: query here, not in `onChange`, which fires
   * on every keystroke. Clearing (Escape or the clear button) and Enter report at once. A value
   * equal to the last one reported is not reported again.
   */
  onDebouncedChange?: (value: string) => void;
  className?: string;
  style?: CSSProperties;
}

/** Calls `callback` with the latest value once calls stop for `delay` ms, or at once on `flush`. */
function useDebouncedValueCallback(
  callback: ((value: string) => void) | undefined,
  delay: number,
  initialValue: string,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestCallback = useRef(callback);
  const lastReported = useRef(initialValue);

  useEffect(() => {
    latestCallback.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  function report(value: string) {
    clearTimeout(timer.current);
    if (value === lastReported.current) return;
    lastReported.current = value;
    latestCallback.current?.(value);
  }

  return {
    schedule(value: string) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => report(value), delay);
    },
    flush: report,
  };
}

/**
 * A search box (react-aria's `SearchField`, `type="search"`): a magnifier, the input and a
 * "Clear search" button that shows once there is text. Escape clears it too; Enter submits.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  debounce = 300,
  onDebouncedChange,
  onChange,
  onClear,
  onSubmit,
  ...props
}: SearchFieldProps) {
  const t = useMessages(searchFieldMessages);
  const debounced = useDebouncedValueCallback(
    onDebouncedChange,
    debounce,
    props.value ?? props.defaultValue ?? '',
  );

  return (
    <StyledSearchField
      {...props}
      onChange={(value) => {
        onChange?.(value);
        debounced.schedule(value);
      }}
      onClear={() => {
        onClear?.();
        debounced.flush('');
      }}
      onSubmit={(value) => {
        debounced.flush(value);
        onSubmit?.(value);
      }}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <SearchFieldGroup role="presentation">
        <Icon name="search" size="small" />
        <SearchFieldInput placeholder={placeholder} />
        <ClearButton aria-label={t('searchField.clear')}>
          <Icon name="close" size="small" />
        </ClearButton>
      </SearchFieldGroup>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledSearchField>
  );
}
