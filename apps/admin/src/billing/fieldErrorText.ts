import { validationMessages, type ValidationMessageKey } from '@metafields/core';
import type { Translate } from '@metafields/design-system';

const keys = Object.keys(validationMessages) as ValidationMessageKey[];
const tooLong = new RegExp(
  `^${validationMessages['validation.maxLength'].replace('{max}', '(\\d+)')}$`,
);

/**
 * A form field's error in the person's language: the schemas' declared messages (the client's
 * and the server's, which share them) translated, the limit put back into the too-long one; any
 * other sentence, such as the server's country message, shown as it came.
 */
export function fieldErrorText(
  t: Translate<typeof validationMessages>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const max = tooLong.exec(message)?.[1];
  if (max !== undefined) return t('validation.maxLength', { max: Number(max) });
  const key = keys.find((candidate) => validationMessages[candidate] === message);
  return key ? t(key) : message;
}
