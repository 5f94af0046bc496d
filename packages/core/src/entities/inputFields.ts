import * as z from 'zod/mini';
import { validationMessages } from './messages.js';

const required = validationMessages['validation.required'];

/** A text the user must fill in: missing and empty both read 'This field is required'. */
export const requiredText = (message: string = required) =>
  z.string({ error: message }).check(z.minLength(1, { error: message }));

/**
 * The too-long message with its limit filled in, so that a server answering with the zod message
 * (422 errors by field) shows readable English; `validationMessage` recovers the placeholder.
 */
export const maxLength = (max: number) => ({
  error: validationMessages['validation.maxLength'].replace('{max}', String(max)),
});

/** An email address; an empty one is missing rather than malformed. */
export const emailAddress = () =>
  z.email({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? required
        : validationMessages['validation.email'],
  });
