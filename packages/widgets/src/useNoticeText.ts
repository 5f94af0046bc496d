import {
  commonMessages,
  customResourceMessages,
  metafieldMessages,
  type NoticeText,
} from '@metafields/core';
import { useDescriptorText } from './useDescriptorText.js';

const noticeMessages = { ...metafieldMessages, ...customResourceMessages, ...commonMessages };

/**
 * Formats the texts core's notices give back (deletes of metafields and of custom resource
 * values, reassigning an owner): the server's own text as it came, our descriptors (the 403
 * naming the metafield, 'Items deleted.', 'An error occurred.') in the user's language.
 */
export function useNoticeText(): (text: NoticeText) => string {
  return useDescriptorText(noticeMessages);
}
