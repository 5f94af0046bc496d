import { describe, expect, it } from 'vitest';
import { emptyCondition, type FilterCondition } from './filterRule.js';
import {
  hasValue,
  isConditionActive,
  isOperatorShown,
  validateCondition,
  validateRule,
} from './validation.js';

const condition = (parts: Partial<FilterCondition>): FilterCondition => ({
  ...emptyCondition,
  ...parts,
});

const messagesOf = (problems: ReturnType<typeof validateCondition>) =>
  problems.map(({ part, message }) => [part, message.defaultMessage]);

describe('validateCondition (spec section 5)', () => {
  it('requires a field first', () => {
    expect(validateCondition('orders', emptyCondition)).toEqual([
      {
        part: 'field',
        message: { key: 'filters.validation.fieldRequired', defaultMessage: 'Choose a field' },
      },
    ]);
  });

  it('refuses a field the resource does not offer', () => {
    expect(messagesOf(validateCondition('customers', condition({ field: 'total' })))).toEqual([
      ['field', 'This field cannot be filtered on'],
    ]);
  });

  it('requires an operator', () => {
    expect(messagesOf(validateCondition('orders', condition({ field: 'total' })))).toEqual([
      ['operator', 'Choose an operator'],
    ]);
  });

  it('refuses an operator the field does not offer', () => {
    const problems = validateCondition(
      'orders',
      condition({ field: 'status_id', operator: '!=', value: '5' }),
    );
    expect(messagesOf(problems)).toEqual([
      ['operator', 'This operator is not available for this field'],
    ]);
  });

  it('requires a value', () => {
    expect(
      messagesOf(validateCondition('orders', condition({ field: 'total', operator: '>' }))),
    ).toEqual([['value', 'Enter a value']]);
    expect(
      messagesOf(
        validateCondition(
          'customers',
          condition({ field: 'customer_group_id', operator: 'in', value: ' , ' }),
        ),
      ),
    ).toEqual([['value', 'Enter a value']]);
  });

  it('needs no value for true, !true, null and !null', () => {
    expect(
      validateCondition('products', condition({ field: 'is_visible', operator: 'true' })),
    ).toEqual([]);
    expect(
      validateCondition('products', condition({ field: 'is_visible', operator: '!true' })),
    ).toEqual([]);
    const custom = { field: 'custom_fields', field_filter: 'warranty' };
    expect(validateCondition('products', condition({ ...custom, operator: 'null' }))).toEqual([]);
    expect(validateCondition('products', condition({ ...custom, operator: '!null' }))).toEqual([]);
  });

  it('requires a custom field before the operator of a custom_fields condition', () => {
    expect(
      messagesOf(
        validateCondition('products', condition({ field: 'custom_fields', operator: 'null' })),
      ),
    ).toEqual([['field_filter', 'Choose a custom field']]);
  });

  it('checks numbers, days and dates', () => {
    const check = (field: string, operator: string, value: string) =>
      messagesOf(validateCondition('orders', condition({ field, operator, value })));
    expect(check('total', '>', 'ten')).toEqual([['value', 'Enter a number']]);
    expect(check('total', '>', '10.5')).toEqual([]);
    expect(check('date_created', '<xdaysago', '1.5')).toEqual([
      ['value', 'Enter a whole number of days'],
    ]);
    expect(check('date_created', '<xdaysago', '7')).toEqual([]);
    expect(check('date_created', '<date', '2026-02-30')).toEqual([
      ['value', 'Enter a date as YYYY-MM-DD'],
    ]);
    expect(check('date_created', '!<date', '2026-02-28')).toEqual([]);
    expect(check('status_id', '==', '11')).toEqual([]);
  });
});

describe('validateRule', () => {
  it('reports each condition with problems at its path', () => {
    const rule = [
      [condition({ field: 'total', operator: '>', value: '10' }), emptyCondition],
      [condition({ field: 'id', operator: '<' })],
    ];
    expect(
      validateRule('orders', rule).map(({ path, problems }) => [path, messagesOf(problems)]),
    ).toEqual([
      [{ group: 0, condition: 1 }, [['field', 'Choose a field']]],
      [{ group: 1, condition: 0 }, [['value', 'Enter a value']]],
    ]);
  });

  it('reports nothing for a complete rule', () => {
    expect(
      validateRule('customers', [
        [condition({ field: 'name', operator: 'contains', value: 'Lee' })],
      ]),
    ).toEqual([]);
  });
});

describe('active conditions (empty values are ignored)', () => {
  it('ignores a condition without value unless its operator needs none', () => {
    expect(isConditionActive(condition({ field: 'total', operator: '>', value: '  ' }))).toBe(
      false,
    );
    expect(isConditionActive(condition({ field: 'total', operator: '>', value: '0' }))).toBe(true);
    expect(isConditionActive(condition({ field: 'is_visible', operator: 'true' }))).toBe(true);
    expect(isConditionActive(condition({ field: 'total', value: '3' }))).toBe(false);
    expect(isConditionActive(condition({ operator: 'null' }))).toBe(false);
  });

  it('counts a list value by its items', () => {
    expect(hasValue(condition({ operator: 'in', value: ',' }))).toBe(false);
    expect(hasValue(condition({ operator: 'in', value: '4,' }))).toBe(true);
  });
});

describe('isOperatorShown', () => {
  it('shows the operator once a field, and for custom_fields a custom field, is chosen', () => {
    expect(isOperatorShown(emptyCondition)).toBe(false);
    expect(isOperatorShown(condition({ field: 'total' }))).toBe(true);
    expect(isOperatorShown(condition({ field: 'custom_fields' }))).toBe(false);
    expect(isOperatorShown(condition({ field: 'custom_fields', field_filter: 'size' }))).toBe(true);
  });
});
