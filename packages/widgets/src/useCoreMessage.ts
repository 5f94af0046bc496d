import {
  contentTypeMessages,
  templatesMessages,
  validationMessages,
  type MessageDescriptor,
} from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { useCallback } from 'react';

// The core catalogues whose descriptors the widgets' forms show: content type names, the
// single/list labels, the delete warning and the validation messages.
const coreMessages = { ...contentTypeMessages, ...templatesMessages, ...validationMessages };
type CoreMessageKey = keyof typeof coreMessages;

function isCoreMessageKey(key: string): key is CoreMessageKey {
  return Object.hasOwn(coreMessages, key);
}

/** Formats a descriptor core hands back (or a text it already holds) in the user's language. */
export function useCoreMessage(): (message: MessageDescriptor | string) => string {
  const t = useMessages(coreMessages);
  return useCallback(
    (message) => {
      if (typeof message === 'string') return message;
      return isCoreMessageKey(message.key)
        ? t(message.key, message.values)
        : message.defaultMessage;
    },
    [t],
  );
}
