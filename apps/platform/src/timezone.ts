/** The v2 store profile's `timezone` object (`Timezone` in store_information.v2.yml). */
export interface TimezoneInfo {
  name: string;
  raw_offset: number;
  dst_offset: number;
  dst_correction: boolean;
  date_format: { display: string; export: string; extended_display: string };
}

/** Offset from UTC, in seconds, of `timeZone` at `instant`. */
function offsetSeconds(timeZone: string, instant: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0; // "GMT" alone: UTC itself
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

/**
 * Derived from the IANA database rather than stored, so a store's offsets follow its zone's
 * rules. The smaller of the January and July offsets is standard time in either hemisphere.
 */
export function timezoneInfo(name: string, now: Date = new Date()): TimezoneInfo {
  const year = now.getUTCFullYear();
  const january = offsetSeconds(name, new Date(Date.UTC(year, 0, 1)));
  const july = offsetSeconds(name, new Date(Date.UTC(year, 6, 1)));
  return {
    name,
    raw_offset: Math.min(january, july),
    dst_offset: Math.max(january, july),
    dst_correction: january !== july,
    date_format: { display: 'M jS Y', export: 'M jS Y', extended_display: 'M jS Y @ g:i A' },
  };
}

/** Whether `name` is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
