import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useLocale } from '@metafields/design-system';
import { currentStoreAtom } from '../atoms/stores.js';

/**
 * Formats a billing date (a period's start or end, an invoice's date) as a medium date in the
 * store's timezone: the day the store's own records give it, wherever the person is.
 */
export function useStoreDate(): (iso: string) => string {
  const { locale } = useLocale();
  const timeZone = useAtomValue(currentStoreAtom)?.timezone_name;
  return useCallback(
    (iso) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    [locale, timeZone],
  );
}
