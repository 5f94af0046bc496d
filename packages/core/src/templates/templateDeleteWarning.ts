import { templatesMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/**
 * The warning of the delete confirmation: with the template's metafield_count when known,
 * else the generic wording.
 */
export function templateDeleteWarning(metafieldCount?: number | null): MessageDescriptor {
  return metafieldCount === undefined || metafieldCount === null
    ? messageDescriptor(templatesMessages, 'templates.delete.warningWithoutCount')
    : messageDescriptor(templatesMessages, 'templates.delete.warning', { count: metafieldCount });
}
