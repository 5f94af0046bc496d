import type { MessageDescriptor } from '@metafields/core';
import { useMessages, type MessageDefinitions } from '@metafields/design-system';
import { useCallback } from 'react';

/**
 * Formats what core hands back (a message descriptor, or a text it already holds, such as the
 * server's own sentence) in the user's language, from the catalogues `catalogue` merges. A key
 * the catalogue does not hold shows its English default. `catalogue` must be a module constant,
 * so that the formatter stays the same between renders.
 */
export function useDescriptorText(
  catalogue: MessageDefinitions,
): (text: MessageDescriptor | string) => string {
  const t = useMessages(catalogue);
  return useCallback(
    (text) => {
      if (typeof text === 'string') return text;
      return Object.hasOwn(catalogue, text.key) ? t(text.key, text.values) : text.defaultMessage;
    },
    [t, catalogue],
  );
}
