import { useState } from 'react';

type ServerErrors = Readonly<Record<string, readonly string[]>>;

// One object for "no errors", so that a render without errors is not taken for new errors.
const noErrors: ServerErrors = {};

/**
 * The first message of each server error (spec section 5: only the first is shown), until the
 * user edits the field it is about: a stale server error must not block the next submit.
 */
export function useServerErrors(serverErrors: ServerErrors = noErrors) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [shownErrors, setShownErrors] = useState(serverErrors);
  if (serverErrors !== shownErrors) {
    setShownErrors(serverErrors);
    setEdited(new Set());
  }
  /** The first message of the first of `keys` that has one and was not edited since. */
  const errorOf = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const message = edited.has(key) ? undefined : serverErrors[key]?.[0];
      if (message !== undefined) return message;
    }
    return undefined;
  };
  /** Forgets the errors of `keys`: the user changed what they were about. */
  const dismiss = (...keys: string[]) => {
    if (keys.every((key) => edited.has(key) || serverErrors[key] === undefined)) return;
    setEdited((previous) => new Set([...previous, ...keys]));
  };
  return { errorOf, dismiss };
}

/** The invalid state and message a field gets from an error, or nothing. */
export function invalidWith(message: string | undefined) {
  return message === undefined ? {} : { isInvalid: true, errorMessage: message };
}
