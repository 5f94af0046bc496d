import { describe, expect, it } from 'vitest';
import { metafieldInputSchema } from './metafieldInput.js';

const valid = { namespace: 'Sales Department', key: 'Staff Name', value: 'Ronaldo' };
const issues = (input: unknown) =>
  metafieldInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('metafieldInputSchema', () => {
  it('accepts a new metafield and makes it writable by default', () => {
    expect(metafieldInputSchema.parse(valid)).toEqual({ ...valid, permission_set: 'write' });
  });

  it('keeps a chosen permission set and rejects an unknown one', () => {
    const input = { ...valid, permission_set: 'read_and_sf_access' };
    expect(metafieldInputSchema.parse(input).permission_set).toBe('read_and_sf_access');
    expect(issues({ ...valid, permission_set: 'admin' })?.[0]?.[0]).toBe('permission_set');
  });

  it('requires namespace, key and value with the same message', () => {
    expect(issues({})).toEqual([
      ['namespace', 'This field is required'],
      ['key', 'This field is required'],
      ['value', 'This field is required'],
    ]);
    expect(issues({ namespace: '', key: '', value: '' })).toEqual([
      ['namespace', 'This field is required'],
      ['key', 'This field is required'],
      ['value', 'This field is required'],
    ]);
  });

  it('allows 64 characters of namespace and key, not 65', () => {
    const at = { ...valid, namespace: 'n'.repeat(64), key: 'k'.repeat(64) };
    expect(metafieldInputSchema.safeParse(at).success).toBe(true);
    expect(issues({ ...valid, namespace: 'n'.repeat(65), key: 'k'.repeat(65) })).toEqual([
      ['namespace', 'Use at most 64 characters'],
      ['key', 'Use at most 64 characters'],
    ]);
  });

  it('allows a description of 255 characters, not 256, and no description', () => {
    expect(
      metafieldInputSchema.parse({ ...valid, description: 'd'.repeat(255) }).description,
    ).toHaveLength(255);
    expect(issues({ ...valid, description: 'd'.repeat(256) })).toEqual([
      ['description', 'Use at most 255 characters'],
    ]);
    expect(metafieldInputSchema.parse({ ...valid, description: '' }).description).toBe('');
  });

  it('allows a value of 65535 characters, not 65536', () => {
    expect(metafieldInputSchema.safeParse({ ...valid, value: 'v'.repeat(65535) }).success).toBe(
      true,
    );
    expect(issues({ ...valid, value: 'v'.repeat(65536) })).toEqual([
      ['value', 'Use at most 65535 characters'],
    ]);
  });
});
