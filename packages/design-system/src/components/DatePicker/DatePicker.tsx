import type {
  DatePickerProps as RACDatePickerProps,
  DateValue,
  ValidationResult,
} from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/private.js';
import { Icon } from '../Icon/Icon.js';
import { CalendarPopover } from './CalendarPopover.js';
import {
  CalendarButton,
  DateGroup,
  Segment,
  StyledDateInput,
  StyledDatePicker,
} from './DatePicker.styles.js';

export interface DatePickerProps<T extends DateValue = DateValue> extends Omit<
  RACDatePickerProps<T>,
  'children' | 'className' | 'style'
> {
  /** The visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked to the date's segments as their description. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid: `isInvalid` is set, or validation (`isRequired`,
   * `minValue`/`maxValue`, `isDateUnavailable`, `validate`) fails. A function receives the
   * validation result, to word each failure; without one, react-aria's translated message shows.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  className?: string;
  style?: CSSProperties;
}

/**
 * A date typed part by part, or picked from a calendar (react-aria's `DatePicker`). Values are
 * `@internationalized/date` objects (`CalendarDate`; `CalendarDateTime` or `ZonedDateTime` with a
 * time `granularity`), shown in the locale's order and calendar. Each part is a spin button: type
 * digits, or step with the arrow keys. `minValue`, `maxValue` and `isDateUnavailable` limit both
 * the typing and the calendar.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DatePickerProps<T>) {
  return (
    <StyledDatePicker {...props}>
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <DateGroup>
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        {!props.isReadOnly && (
          <CalendarButton>
            <Icon name="calendar" size="small" />
          </CalendarButton>
        )}
      </DateGroup>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <CalendarPopover />
    </StyledDatePicker>
  );
}
