import type * as z from 'zod/mini';
import type { MessageDescriptor } from '../messages/defineMessages.js';
import { maxLength } from './inputFields.js';
import { validationMessages, type ValidationMessageKey } from './messages.js';

const keys = Object.keys(validationMessages) as ValidationMessageKey[];

/**
 * The declared message behind an issue of an input schema, for the UI to show translated; the
 * too-long message gets its `max` back. Undefined for an issue these schemas did not word
 * (zod's own English): callers then fall back to `issue.message`.
 */
export function validationMessage(issue: z.core.$ZodIssue): MessageDescriptor | undefined {
  if (
    issue.code === 'too_big' &&
    issue.origin === 'string' &&
    issue.message === maxLength(Number(issue.maximum)).error
  ) {
    const key: ValidationMessageKey = 'validation.maxLength';
    return {
      key,
      defaultMessage: validationMessages[key],
      values: { max: Number(issue.maximum) },
    };
  }
  const key = keys.find((candidate) => validationMessages[candidate] === issue.message);
  return key && { key, defaultMessage: validationMessages[key] };
}
