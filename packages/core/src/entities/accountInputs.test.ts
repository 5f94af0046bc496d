import { describe, expect, it } from 'vitest';
import { loginInputSchema, passwordResetInputSchema } from './accountInputs.js';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginInputSchema', () => {
  it('needs an email address and a non-empty password', () => {
    const login = { email: 'demo@example.com', password: 'x' };
    expect(loginInputSchema.parse(login)).toEqual(login);
    expect(issuesOf(loginInputSchema.safeParse({ email: 'not-an-email', password: '' }))).toEqual([
      ['email', 'Enter an email address such as name@example.com.'],
      ['password', 'This field is required'],
    ]);
  });
});

describe('passwordResetInputSchema', () => {
  const reset = {
    email: 'demo@example.com',
    token: 'f3a9c1',
    password: 'correct horse',
    password_confirmation: 'correct horse',
  };

  it('accepts a complete reset', () => {
    expect(passwordResetInputSchema.parse(reset)).toEqual(reset);
  });

  it('requires all four fields', () => {
    expect(issuesOf(passwordResetInputSchema.safeParse({}))).toEqual([
      ['email', 'This field is required'],
      ['token', 'This field is required'],
      ['password', 'This field is required'],
      ['password_confirmation', 'This field is required'],
    ]);
  });

  it('needs the confirmation to match the password', () => {
    expect(
      issuesOf(passwordResetInputSchema.safeParse({ ...reset, password_confirmation: 'correct' })),
    ).toEqual([['password_confirmation', 'The passwords do not match']]);
  });
});
