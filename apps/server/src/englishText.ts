import type { MessageDescriptor } from '@metafields/core';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Formatters by message text. Core's catalogue is a few hundred messages, so this stays small;
 * the bound guards against a caller that builds its text. Parsing a message is most of the cost
 * of formatting it, and an import formats one line per refused row: thousands of times.
 */
const formatters = new Map<string, IntlMessageFormat>();
const MOST_FORMATTERS = 1000;

function formatterOf(text: string): IntlMessageFormat {
  let formatter = formatters.get(text);
  if (!formatter) {
    if (formatters.size >= MOST_FORMATTERS) formatters.clear();
    formatter = new IntlMessageFormat(text, 'en');
    formatters.set(text, formatter);
  }
  return formatter;
}

/**
 * The English text of one of core's messages, for answers that carry sentences rather than
 * descriptors (the server speaks English; the admin translates what it shows by key). The
 * server has no bundle budget, so it formats with the full ICU library the catalogues are
 * checked against.
 */
export function englishText(message: MessageDescriptor): string {
  return String(formatterOf(message.defaultMessage).format(message.values));
}
