import { platformDate } from '../../dates.js';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// prettier-ignore
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

/** A stored date as v2 resources write it: RFC 2822 in UTC, `Tue, 20 Nov 2012 00:00:00 +0000`. */
export function rfc2822(stored: string): string {
  const date = new Date(stored);
  return (
    `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ` +
    `${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:` +
    `${pad(date.getUTCSeconds())} +0000`
  );
}

const RFC_2822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+(?:([+-])(\d{2})(\d{2})|GMT|UT|UTC|Z)$/i;
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the calendar has this day (the Date parser would roll 31 February into March). */
function isCalendarDay(year: number, monthIndex: number, day: number): boolean {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return date.getUTCMonth() === monthIndex && date.getUTCDate() === day;
}

function valid(date: Date): string | undefined {
  return Number.isNaN(date.getTime()) ? undefined : platformDate(date);
}

function fromRfc2822(match: RegExpExecArray): string | undefined {
  const [, day, month, year, hours, minutes, seconds = '00', sign, offH, offM] = match;
  const monthIndex = MONTHS.findIndex((name) => name.toLowerCase() === month?.toLowerCase());
  if (!isCalendarDay(Number(year), monthIndex, Number(day))) return undefined;
  const utc = Date.UTC(
    Number(year),
    monthIndex,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  );
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM)) : 0;
  return valid(new Date(utc - offset * 60_000));
}

function fromIso8601(match: RegExpExecArray, text: string): string | undefined {
  const [, year, month, day, hours, , , zone] = match;
  if (!isCalendarDay(Number(year), Number(month) - 1, Number(day))) return undefined;
  // A date alone, or a date-time without a zone, is read in UTC: the zone v2 answers in.
  if (hours === undefined) return valid(new Date(`${year}-${month}-${day}T00:00:00Z`));
  const local = text.slice(0, text.length - (zone?.length ?? 0)).replace(' ', 'T');
  // `-0400` and `-04:00` are both ISO 8601; the Date parser wants the colon.
  const offset = zone === undefined ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  return valid(new Date(`${local}${offset}`));
}

/**
 * Reads a v2 date filter (`min_date_created` …), which the documents give "in RFC-2822 or
 * ISO-8601", as a stored date for comparison; undefined when it is neither.
 */
export function parseV2Date(text: string): string | undefined {
  const value = text.trim();
  const rfc = RFC_2822.exec(value);
  if (rfc) return fromRfc2822(rfc);
  const iso = ISO_8601.exec(value);
  return iso ? fromIso8601(iso, value) : undefined;
}
