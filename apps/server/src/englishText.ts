import type { MessageDescriptor } from '@metafields/core';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The English text of one of core's messages, for answers that carry sentences rather than
 * descriptors (the server speaks English; the admin translates what it shows by key). The
 * server has no bundle budget, so it formats with the full ICU library the catalogues are
 * checked against.
 */
export function englishText(message: MessageDescriptor): string {
  const formatted = new IntlMessageFormat(message.defaultMessage, 'en').format(message.values);
  return String(formatted);
}
