import { useCallback } from 'react';
import { useLocale } from '@metafields/design-system';

/** Formats integer cents in a currency, in the person's locale. */
export function useMoney(): (cents: number, currency: string) => string {
  const { locale } = useLocale();
  return useCallback(
    (cents, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    [locale],
  );
}
