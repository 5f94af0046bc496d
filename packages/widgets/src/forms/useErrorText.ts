import { validationMessage } from '@metafields/core';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useCoreMessage } from '../useCoreMessage.js';

/**
 * A form error's text in the user's language: a message of core's schemas is translated, any
 * other (a server's own sentence) shows as it is.
 */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const coreMessage = useCoreMessage();
  return useCallback(
    (error) => {
      const text = error?.message;
      return text === undefined ? undefined : coreMessage(validationMessage(text) ?? text);
    },
    [coreMessage],
  );
}

/** The invalid state and message a field gets from an error, or nothing. */
export function invalidWith(message: string | undefined) {
  return message === undefined ? {} : { isInvalid: true, errorMessage: message };
}
