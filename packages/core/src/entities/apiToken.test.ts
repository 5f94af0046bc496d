import { describe, expect, it } from 'vitest';
import {
  apiTokenCreateInputSchema,
  apiTokenDeleteInputSchema,
  apiTokenSchema,
  createdApiTokenSchema,
} from './apiToken.js';

const token = {
  id: 4,
  name: 'Deploy key',
  scopes: ['read'],
  created_at: '2025-03-04T09:15:00Z',
};
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('apiTokenSchema', () => {
  it('reads a token with its scopes and names the wrong field', () => {
    expect(apiTokenSchema.parse(token)).toEqual(token);
    expect(
      apiTokenSchema.safeParse({ ...token, scopes: ['admin'] }).error?.issues[0]?.path,
    ).toEqual(['scopes', 0]);
    expect(
      apiTokenSchema.safeParse({ ...token, created_at: 'today' }).error?.issues[0]?.path,
    ).toEqual(['created_at']);
  });

  it('reads the plain token returned once on creation', () => {
    const created = { ...token, token: 'mf_5e2b1c' };
    expect(createdApiTokenSchema.parse(created)).toEqual(created);
    expect(createdApiTokenSchema.parse({ token: 'mf_5e2b1c' })).toEqual({ token: 'mf_5e2b1c' });
    expect(createdApiTokenSchema.safeParse(token).error?.issues[0]?.path).toEqual(['token']);
  });
});

describe('apiTokenCreateInputSchema', () => {
  it('trims the name', () => {
    expect(apiTokenCreateInputSchema.parse({ name: '  Deploy key  ' })).toMatchObject({
      name: 'Deploy key',
    });
  });

  it('reads only unless write is chosen; a token that writes reads too', () => {
    const scopesOf = (input: object) =>
      apiTokenCreateInputSchema.parse({ name: 'Key', ...input }).scopes;
    expect(scopesOf({})).toEqual(['read']);
    expect(scopesOf({ scopes: ['read'] })).toEqual(['read']);
    expect(scopesOf({ scopes: ['write'] })).toEqual(['read', 'write']);
    expect(scopesOf({ scopes: ['write', 'read'] })).toEqual(['read', 'write']);
    for (const scopes of [[], ['admin'], 'read', ['read', 'write', 'read']]) {
      const issues = apiTokenCreateInputSchema.safeParse({ name: 'Key', scopes }).error?.issues;
      expect(issues?.[0]?.path[0], JSON.stringify(scopes)).toBe('scopes');
    }
  });

  it('needs a name that is not blank', () => {
    for (const input of [{}, { name: '' }, { name: '   ' }]) {
      expect(messages(apiTokenCreateInputSchema.safeParse(input))).toEqual([
        ['name', 'Token name is required'],
      ]);
    }
  });
});

describe('apiTokenDeleteInputSchema', () => {
  it('needs the id of the token', () => {
    expect(apiTokenDeleteInputSchema.parse({ id: 4 })).toEqual({ id: 4 });
    for (const input of [{}, { id: 0 }, { id: '4' }, { id: 1.5 }]) {
      expect(messages(apiTokenDeleteInputSchema.safeParse(input))).toEqual([
        ['id', 'Token ID is required'],
      ]);
    }
  });
});
