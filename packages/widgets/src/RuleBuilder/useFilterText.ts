import {
  commonMessages,
  filterMessages,
  resourceListMessages,
  ruleSummaryMessages,
  type MessageDescriptor,
} from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { useCallback } from 'react';

// The core catalogues the rule builder and its summary show: fields, operators, enumerations,
// actions, markers, validation, the summary's sentences, the 'Filter orders' buttons and the
// enterprise-plan note of gated channels.
const coreMessages = {
  ...filterMessages,
  ...ruleSummaryMessages,
  ...resourceListMessages,
  ...commonMessages,
};
type CoreMessageKey = keyof typeof coreMessages;

function isCoreMessageKey(key: string): key is CoreMessageKey {
  return Object.hasOwn(coreMessages, key);
}

/** Formats the filter rules' message descriptors in the user's language. */
export function useFilterText(): (message: MessageDescriptor) => string {
  const t = useMessages(coreMessages);
  return useCallback(
    (message) =>
      isCoreMessageKey(message.key) ? t(message.key, message.values) : message.defaultMessage,
    [t],
  );
}
