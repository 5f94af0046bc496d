/**
 * Calendar dates as the filter stores and sends them: 'YYYY-MM-DD'. Arithmetic is done in UTC on
 * the date alone, so neither the machine's timezone nor daylight saving can shift a day; the
 * caller decides which day "today" is (the store's, usually).
 */
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The date a number of days before a 'YYYY-MM-DD' date. Throws on a malformed date. */
export function subtractDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}
