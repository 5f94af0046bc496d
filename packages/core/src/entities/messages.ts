import { defineMessages } from '../messages/defineMessages.js';

/**
 * The validation messages of the input schemas, declared once: the schemas use these texts as
 * their zod messages, and `validationMessage` turns an issue back into a translatable message.
 * The spec gives 'This field is required', 'Token name is required' and 'Token ID is required';
 * it gives no text for too-long, malformed-email or mismatched-confirmation errors, so those
 * are ours.
 */
export const validationMessages = defineMessages({
  'validation.required': 'This field is required',
  'validation.maxLength': 'Use at most {max} characters',
  'validation.email': 'Enter an email address such as name@example.com.',
  'validation.passwordConfirmation.mismatch': 'The passwords do not match',
  'apiToken.name.required': 'Token name is required',
  'apiToken.id.required': 'Token ID is required',
});

export type ValidationMessageKey = keyof typeof validationMessages;
