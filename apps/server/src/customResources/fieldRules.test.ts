import { customObjectFieldInputSchema } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { fieldWrite, type FieldRuleContext } from './fieldRules.js';

const context: FieldRuleContext = {
  resources: [{ id: 7, name: 'Chef', plural_name: 'Chefs', slug: 'chef' }],
  idOfKey: () => undefined,
};

const write = (input: object, rules: Partial<FieldRuleContext> = {}) =>
  fieldWrite(customObjectFieldInputSchema.parse(input), { ...context, ...rules });

function errorsOf(input: object, rules: Partial<FieldRuleContext> = {}) {
  try {
    write(input, rules);
  } catch (error) {
    if (error instanceof HttpError) return error.errors;
  }
  throw new Error('expected a 422');
}

describe('field rules', () => {
  it('checks date bounds as dates and in order', () => {
    expect(
      write({ name: 'D', content_type: 'date', options: { min: '2024-01-01' } }).options,
    ).toEqual({ min: '2024-01-01' });
    expect(
      errorsOf({
        name: 'D',
        content_type: 'date',
        options: { min: '2024-02-01', max: '2024-01-01' },
      }),
    ).toEqual({ 'options.min': ['The minimum must not be greater than the maximum.'] });
    expect(errorsOf({ name: 'D', content_type: 'datetime', options: { max: 'soon' } })).toEqual({
      'options.max': ['Enter a date as YYYY-MM-DD.'],
    });
  });

  it('refuses negative text lengths and decimal steps are allowed for decimals', () => {
    expect(errorsOf({ name: 'T', content_type: 'text', options: { min: -1, max: 5 } })).toEqual({
      'options.min': ['Enter 0 or more.'],
    });
    expect(write({ name: 'P', content_type: 'decimal', options: { min: 0.5 } }).options).toEqual({
      min: 0.5,
    });
  });

  it('keeps saved select option ids and numbers new ones after them', () => {
    const options = write(
      {
        name: 'S',
        content_type: 'select',
        options: {
          select_options: [{ id: 4, value: 'a' }, { id: 99, value: 'b' }, { value: 'c' }],
        },
      },
      { savedSelectOptions: [{ id: 4, value: 'a' }] },
    ).options;
    expect(options.select_options).toEqual([
      { id: 4, value: 'a' },
      { id: 5, value: 'b' },
      { id: 6, value: 'c' },
    ]);
    expect(errorsOf({ name: 'S', content_type: 'select' })).toEqual({
      'options.select_options': ['Add at least one option.'],
    });
  });

  it('refuses a malformed key and lets a field keep its own', () => {
    expect(errorsOf({ name: 'A', meta_key: 'Not A Slug', content_type: 'text' })).toEqual({
      meta_key: ['Use lowercase letters, numbers and hyphens only.'],
    });
    expect(
      write({ name: 'A', content_type: 'text' }, { idOfKey: () => 3, fieldId: 3 }).meta_key,
    ).toBe('a');
  });
});
