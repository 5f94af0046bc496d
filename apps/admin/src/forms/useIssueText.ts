import { useCallback } from 'react';
import { validationMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';

const keys = Object.keys(validationMessages) as (keyof typeof validationMessages)[];

/**
 * A form error in the user's language. Core's schemas speak English (the server answers with
 * the same words), so the message is found back by its text; any other passes through.
 */
export function useIssueText(): (message: string | undefined) => string | undefined {
  const t = useMessages(validationMessages);
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = keys.find((candidate) => validationMessages[candidate] === message);
      return key ? t(key) : message;
    },
    [t],
  );
}
