import { describe, expect, it } from 'vitest';
import { newFieldValues } from './fieldForm.js';
import { customResourceFormSchema, fieldFormSchema } from './formSchemas.js';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path, issue.message]);

describe('fieldFormSchema (spec section 5)', () => {
  const check = (name: string) =>
    issuesOf(fieldFormSchema.safeParse({ ...newFieldValues(0), name }));

  it('requires a name, and a name of spaces is none', () => {
    expect(check('')).toEqual([[['name'], 'This field is required']]);
    expect(check('   ')).toEqual([[['name'], 'This field is required']]);
    expect(check('Release Notes')).toBeUndefined();
  });

  it('caps the name at 255 characters', () => {
    expect(check('n'.repeat(256))).toEqual([[['name'], 'Use at most 255 characters']]);
  });
});

describe('customResourceFormSchema (spec section 5)', () => {
  const check = (name: string) => issuesOf(customResourceFormSchema.safeParse({ name }));

  it('requires a name, and a name of spaces is none', () => {
    expect(check('')).toEqual([[['name'], 'This field is required']]);
    expect(check(' ')).toEqual([[['name'], 'This field is required']]);
    expect(check('Recipe')).toBeUndefined();
  });

  it('caps the name at 255 characters', () => {
    expect(check('r'.repeat(256))).toEqual([[['name'], 'Use at most 255 characters']]);
  });
});
