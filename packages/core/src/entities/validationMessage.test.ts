import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiTokenCreateInputSchema } from './apiToken.js';
import { emailAddress, maxLength, requiredText } from './inputFields.js';
import { validationMessages } from './messages.js';
import { metafieldInputSchema } from './metafieldInput.js';
import { validationMessage } from './validationMessage.js';

const firstIssue = (schema: z.ZodMiniType, input: unknown) => {
  const issue = schema.safeParse(input).error?.issues[0];
  if (!issue) throw new Error('expected a failure');
  return issue;
};

describe('validation messages', () => {
  it('declares the texts the spec gives, word for word', () => {
    expect(validationMessages['validation.required']).toBe('This field is required');
    expect(validationMessages['apiToken.name.required']).toBe('Token name is required');
    expect(validationMessages['apiToken.id.required']).toBe('Token ID is required');
    expect(validationMessages['validation.maxLength']).toBe('Use at most {max} characters');
  });

  it('fills the limit into the too-long message that zod carries', () => {
    expect(maxLength(64)).toEqual({ error: 'Use at most 64 characters' });
    expect(maxLength(65535)).toEqual({ error: 'Use at most 65535 characters' });
  });

  it('reads a missing and an empty required text alike', () => {
    expect(firstIssue(requiredText(), undefined).message).toBe('This field is required');
    expect(firstIssue(requiredText(), '').message).toBe('This field is required');
    expect(firstIssue(requiredText('Pick one'), '').message).toBe('Pick one');
  });

  it('tells a missing email address from a malformed one', () => {
    expect(firstIssue(emailAddress(), undefined).message).toBe('This field is required');
    expect(firstIssue(emailAddress(), '').message).toBe('This field is required');
    expect(firstIssue(emailAddress(), 'bob').message).toBe(
      'Enter an email address such as name@example.com.',
    );
    expect(emailAddress().parse('bob@example.com')).toBe('bob@example.com');
  });
});

describe('validationMessage', () => {
  it('gives back the too-long message with its placeholder and limit', () => {
    const issue = firstIssue(metafieldInputSchema, {
      namespace: 'n'.repeat(65),
      key: 'k',
      value: 'v',
    });
    expect(validationMessage(issue.message)).toEqual({
      key: 'validation.maxLength',
      defaultMessage: 'Use at most {max} characters',
      values: { max: 64 },
    });
  });

  it('finds the key of a message without placeholders', () => {
    const required = firstIssue(metafieldInputSchema, { namespace: 'n', key: 'k', value: '' });
    expect(validationMessage(required.message)).toEqual({
      key: 'validation.required',
      defaultMessage: 'This field is required',
    });
    const tokenName = firstIssue(apiTokenCreateInputSchema, { name: ' ' });
    expect(validationMessage(tokenName.message)?.key).toBe('apiToken.name.required');
  });

  it('leaves issues worded by zod itself to the caller', () => {
    const zodMaxLength = firstIssue(z.string().check(z.maxLength(3)), 'abcd');
    expect(validationMessage(zodMaxLength.message)).toBeUndefined();
    expect(validationMessage(firstIssue(z.number(), 'x').message)).toBeUndefined();
    expect(validationMessage('The name has already been taken.')).toBeUndefined();
    expect(validationMessage('Use at most many characters')).toBeUndefined();
  });
});
