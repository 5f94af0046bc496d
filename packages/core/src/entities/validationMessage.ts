import type { MessageDescriptor } from '../messages/defineMessages.js';
import { validationMessages, type ValidationMessageKey } from './messages.js';

const keys = Object.keys(validationMessages) as ValidationMessageKey[];
const maxLengthKey: ValidationMessageKey = 'validation.maxLength';
const [beforeMax = '', afterMax = ''] = validationMessages[maxLengthKey].split('{max}');

/**
 * The declared message behind an error text of the input schemas (a zod issue's message, or a
 * form error's), for the UI to show translated; the too-long message gets its `max` back.
 * Undefined for a text these schemas did not word (zod's own English, a server's sentence):
 * callers then show the text as it is.
 */
export function validationMessage(text: string): MessageDescriptor | undefined {
  const max =
    text.startsWith(beforeMax) && text.endsWith(afterMax)
      ? text.slice(beforeMax.length, text.length - afterMax.length)
      : '';
  // Digits only, so the check stays linear; the schemas' texts are short and ours.
  if (/^\d{1,9}$/.test(max)) {
    return {
      key: maxLengthKey,
      defaultMessage: validationMessages[maxLengthKey],
      values: { max: Number(max) },
    };
  }
  const key = keys.find((candidate) => validationMessages[candidate] === text);
  return key && { key, defaultMessage: validationMessages[key] };
}
