/** The platform's timestamp format: ISO 8601 in UTC, whole seconds, `+00:00` offset. */
export function platformDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/**
 * Reads a date filter value. The documents say a date without a time takes the current time
 * of the request (`date_modified:min`, `date_modified:max`), so `now` supplies it.
 */
export function parseFilterDate(value: string, now: Date): string | undefined {
  const text = isDateOnly(value) ? `${value}T${now.toISOString().slice(11)}` : value;
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : platformDate(parsed);
}
