import { useLocale } from '@metafields/design-system';
import { useMemo } from 'react';

/** 'Nov 28, 2026, 10:04 AM EST': a date and time as the histories show them. */
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A formatter of dates and times in the store's time zone (an IANA name) and the person's
 * locale, with the zone's short name, so that a time is never read in the wrong zone.
 */
export function useStoreDateTime(timeZone: string): Intl.DateTimeFormat {
  const { locale } = useLocale();
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone }),
    [locale, timeZone],
  );
}
