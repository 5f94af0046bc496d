import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/**
 * A day from text that starts with one in ISO form ('2026-03-14', or a date and time whose day is
 * taken). Anything else, such as the numeric min and max a text template defaults to, is none.
 */
export function calendarDateOf(text: unknown): CalendarDate | null {
  if (typeof text !== 'string' || !isoDate.test(text)) return null;
  try {
    return parseDate(text.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * A date field's value, typed part by part or picked from the calendar, reported as
 * 'YYYY-MM-DD'. The field's min and max, when they are dates, bound both; a date typed outside
 * them shows react-aria's translated message once focus leaves the field.
 */
export function DateEditor({
  field,
  value,
  onChange,
  isReadOnly = false,
  isDisabled,
  name,
  onBlur,
  ref,
  errorMessage,
}: ValueEditorProps<string>) {
  return (
    <ValueEditorFrame name={name} value={value} onBlur={onBlur} ref={ref}>
      <DatePicker<CalendarDate>
        label={field.label}
        description={field.description}
        value={calendarDateOf(value)}
        onChange={(date) => onChange(date ? date.toString() : null)}
        minValue={calendarDateOf(field.options?.min)}
        maxValue={calendarDateOf(field.options?.max)}
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        isInvalid={errorMessage != null || undefined}
        errorMessage={errorMessage}
      />
    </ValueEditorFrame>
  );
}
