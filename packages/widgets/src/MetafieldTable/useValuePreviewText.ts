import {
  commonMessages,
  metafieldValuePreview,
  type MetafieldValuePreviewItem,
} from '@metafields/core';
import { useLocale, useMessages } from '@metafields/design-system';
import { useMemo } from 'react';
import { metafieldTableMessages } from './messages.js';

/**
 * Formats core's preview of a value in the person's language: numbers and dates through `Intl`
 * (dates in UTC, as the list's 'Last updated (UTC)'), true and false as Yes and No, a list as its
 * first item and how many more follow. Keeps its identity while the language does.
 */
export function useValuePreviewText(): (value: string) => string {
  const t = useMessages(metafieldTableMessages);
  const tCommon = useMessages(commonMessages);
  const { locale } = useLocale();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    const itemText = (item: MetafieldValuePreviewItem): string => {
      switch (item.kind) {
        case 'empty':
          return t('metafieldTable.value.empty');
        case 'text':
          return item.text;
        case 'number':
          return number.format(item.value);
        case 'boolean':
          return tCommon(item.value ? 'common.answer.yes' : 'common.answer.no');
        case 'date':
          return date.format(new Date(`${item.date}T00:00:00Z`));
        case 'dateTime':
          return dateTime.format(new Date(item.dateTime));
        case 'file':
          return item.name;
      }
    };
    return (value: string) => {
      const preview = metafieldValuePreview(value);
      if (preview.kind !== 'list') return itemText(preview);
      const first = itemText(preview.first);
      return preview.more === 0
        ? first
        : t('metafieldTable.value.list', { first, more: preview.more });
    };
  }, [t, tCommon, locale]);
}
