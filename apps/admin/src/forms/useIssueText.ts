import { useCallback } from 'react';
import { validationMessage, validationMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';

type ValidationMessageKey = keyof typeof validationMessages;

/**
 * A form error in the user's language. Core's schemas speak English (the server answers with
 * the same words), so core's `validationMessage` finds the message back by its text, the
 * too-long message with its limit; any other passes through.
 */
export function useIssueText(): (message: string | undefined) => string | undefined {
  const t = useMessages(validationMessages);
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const descriptor = validationMessage(message);
      return descriptor ? t(descriptor.key as ValidationMessageKey, descriptor.values) : message;
    },
    [t],
  );
}
