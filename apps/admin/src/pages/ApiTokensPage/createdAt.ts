/**
 * When a token was made, as the spec's 'iii, MMM d' plus the time, in the store's time zone
 * and the reader's language: "Tue, Mar 4, 10:15 AM" in English.
 */
export function tokenCreatedAtFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    // A zone name this browser does not know: the reader's own zone rather than no date.
    return new Intl.DateTimeFormat(locale, options);
  }
}
