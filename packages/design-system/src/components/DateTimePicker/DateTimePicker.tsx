import type { DateValue } from 'react-aria-components';
import { DatePicker } from '../DatePicker/DatePicker.js';
import type { DatePickerProps } from '../DatePicker/DatePicker.js';

export interface DateTimePickerProps<T extends DateValue = DateValue> extends Omit<
  DatePickerProps<T>,
  'granularity'
> {
  /** The smallest part to enter. @default 'minute' */
  granularity?: 'hour' | 'minute' | 'second';
}

/**
 * A date and a time of day in one field: the date's parts, then the time's, with the calendar
 * for the date. Values are `CalendarDateTime` (a wall-clock time) or `ZonedDateTime` (a moment
 * in a time zone, whose zone shows unless `hideTimeZone`) from `@internationalized/date`. The
 * hour follows the locale's 12- or 24-hour clock unless `hourCycle` says otherwise. Picking a
 * day in the calendar keeps the time already entered.
 */
export function DateTimePicker<T extends DateValue>({
  granularity = 'minute',
  ...props
}: DateTimePickerProps<T>) {
  return <DatePicker {...props} granularity={granularity} />;
}
