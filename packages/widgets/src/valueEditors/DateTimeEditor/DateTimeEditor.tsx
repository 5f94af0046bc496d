import {
  parseAbsolute,
  parseDate,
  parseDateTime,
  toCalendarDateTime,
  toZoned,
  today,
  type ZonedDateTime,
} from '@internationalized/date';
import { DateTimePicker } from '@metafields/design-system';
import type { ValueEditorProps } from '../types.js';
import { ValueEditorFrame } from '../ValueEditorFrame.js';

/*
 * The editor shows and reports times in UTC, and says so: the zone ('UTC') shows after the time.
 * A value is a moment, so it needs one zone that everybody editing it shares. The editor is given
 * no store time zone (the props carry none), and the browser's own zone would show the same
 * value differently to each person and make the stories depend on the machine; the spec already
 * shows metafield times in UTC. A value written with another offset is shown as the same moment
 * in UTC, and reported in UTC once edited.
 */
const timeZone = 'UTC';

const withOffset = /(Z|[+-]\d{2}:?\d{2})$/;
const bareDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment from ISO 8601 text: with an offset or 'Z' it is that instant; without, a wall-clock
 * time taken as UTC; a bare date is its start (or its end, for a max bound).
 */
function momentOf(text: unknown, bareDateAt: 'start' | 'end' = 'start'): ZonedDateTime | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const iso = text.trim().replace(' ', 'T').toUpperCase();
  try {
    if (bareDate.test(iso)) {
      const day = parseDate(iso);
      const time = bareDateAt === 'start' ? 'T00:00:00' : 'T23:59:59.999';
      return toZoned(parseDateTime(`${day.toString()}${time}`), timeZone);
    }
    if (withOffset.test(iso)) return parseAbsolute(iso, timeZone);
    return toZoned(parseDateTime(iso), timeZone);
  } catch {
    return null;
  }
}

/** ISO 8601 in UTC with a 'Z', as the server's examples write it: '2026-01-31T09:30:00Z'. */
function isoText(moment: ZonedDateTime): string {
  return `${toCalendarDateTime(moment).toString()}Z`;
}

/**
 * A datetime field's value: date, hour and minute, typed part by part or the day picked from the
 * calendar, in UTC. Reported as ISO 8601 text. The field's min and max, when they are dates or
 * dates and times, bound it; a bare-date max includes its whole day, as the server reads it.
 */
export function DateTimeEditor({
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
      <DateTimePicker<ZonedDateTime>
        label={field.label}
        description={field.description}
        value={momentOf(value)}
        // A zoned placeholder makes a value typed into the empty field a moment in UTC too.
        placeholderValue={toZoned(toCalendarDateTime(today(timeZone)), timeZone)}
        onChange={(moment) => onChange(moment ? isoText(moment) : null)}
        minValue={momentOf(field.options?.min, 'start')}
        maxValue={momentOf(field.options?.max, 'end')}
        granularity="minute"
        isReadOnly={isReadOnly}
        isDisabled={isDisabled}
        isInvalid={errorMessage != null || undefined}
        errorMessage={errorMessage}
      />
    </ValueEditorFrame>
  );
}
