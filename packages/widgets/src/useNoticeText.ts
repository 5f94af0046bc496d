import {
  commonMessages,
  customResourceMessages,
  metafieldMessages,
  type NoticeText,
} from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { useCallback } from 'react';

const noticeMessages = { ...metafieldMessages, ...customResourceMessages, ...commonMessages };
type NoticeMessageKey = keyof typeof noticeMessages;

function isNoticeMessageKey(key: string): key is NoticeMessageKey {
  return Object.hasOwn(noticeMessages, key);
}

/**
 * Formats the texts core's notices give back (deletes of metafields and of custom resource
 * values, reassigning an owner): the server's own text as it came, our descriptors (the 403
 * naming the metafield, 'Items deleted.', 'An error occurred.') in the user's language.
 */
export function useNoticeText(): (text: NoticeText) => string {
  const t = useMessages(noticeMessages);
  return useCallback(
    (text) => {
      if (typeof text === 'string') return text;
      return isNoticeMessageKey(text.key) ? t(text.key, text.values) : text.defaultMessage;
    },
    [t],
  );
}
