import { IntlMessageFormat } from 'intl-messageformat';
import type { NoticeText } from '../notices.js';

/**
 * The English a person would read: a descriptor formatted as the UI formats it (ICU, so quotes,
 * plurals and selects are checked too), a server string as is. Tests only.
 */
export function renderText(text: NoticeText | undefined): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return String(new IntlMessageFormat(text.defaultMessage, 'en').format(text.values));
}
