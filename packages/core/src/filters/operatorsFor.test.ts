import { describe, expect, it } from 'vitest';
import { defaultOperator, operatorsFor, operatorsForType } from './operatorsFor.js';

describe('operators offered per field (spec section 5)', () => {
  it('offers orders channel and status only Is', () => {
    expect(operatorsFor('orders', 'channel_id')).toEqual(['==']);
    expect(operatorsFor('orders', 'status_id')).toEqual(['==']);
  });

  it('offers customers name and company only Contains, customer group only Is one of', () => {
    expect(operatorsFor('customers', 'name')).toEqual(['contains']);
    expect(operatorsFor('customers', 'company')).toEqual(['contains']);
    expect(operatorsFor('customers', 'customer_group_id')).toEqual(['in']);
  });

  it.each(['products', 'variants'] as const)(
    'restricts %s: multi-selection Is one of, selection Is, text Contains',
    (resource) => {
      expect(operatorsFor(resource, 'categories')).toEqual(['in']);
      expect(operatorsFor(resource, 'brand_id')).toEqual(['==']);
      expect(operatorsFor(resource, 'availability')).toEqual(['==']);
      expect(operatorsFor(resource, 'condition')).toEqual(['==']);
      expect(operatorsFor(resource, 'keyword')).toEqual(['contains']);
    },
  );

  it('leaves other fields with the defaults of their type', () => {
    expect(operatorsFor('orders', 'total')).toEqual(['>', '==', '<']);
    expect(operatorsFor('orders', 'date_created')).toEqual([
      '<date',
      '!<date',
      '<xdaysago',
      '!<xdaysago',
    ]);
    expect(operatorsFor('customers', 'date_modified')).toEqual([
      '<date',
      '!<date',
      '<xdaysago',
      '!<xdaysago',
    ]);
    expect(operatorsFor('products', 'id')).toEqual(['>', '==', '<']);
    expect(operatorsFor('products', 'is_visible')).toEqual(['true', '!true']);
    expect(operatorsFor('categories', 'tree_id')).toEqual(['in', '!in']);
    expect(operatorsFor('categories', 'name')).toEqual([
      'contains',
      '!contains',
      '==',
      '!=',
      '^',
      '!^',
      '$',
      '!$',
      'in',
      '!in',
    ]);
  });

  it('gives the type defaults, mixed being text, number and date', () => {
    expect(operatorsForType('selection')).toEqual(['==', '!=']);
    expect(operatorsForType('multi-selection')).toEqual(['in', '!in']);
    expect(operatorsForType('mixed')).toEqual([
      'contains',
      '!contains',
      '==',
      '!=',
      '^',
      '!^',
      '$',
      '!$',
      'in',
      '!in',
      '>',
      '<',
      '<date',
      '!<date',
      '<xdaysago',
      '!<xdaysago',
    ]);
  });

  it('offers a custom field everything except the Select group, including Exists', () => {
    const offered = operatorsFor('products', 'custom_fields');
    expect(offered).toHaveLength(20);
    expect(offered).toContain('null');
    expect(offered).toContain('true');
  });

  it('offers nothing for a field the resource does not have', () => {
    expect(operatorsFor('orders', 'keyword')).toEqual([]);
    expect(defaultOperator('orders', 'keyword')).toBe('');
  });

  it('defaults to the first operator offered', () => {
    expect(defaultOperator('orders', 'date_created')).toBe('<date');
    expect(defaultOperator('orders', 'total')).toBe('>');
    expect(defaultOperator('customers', 'customer_group_id')).toBe('in');
    expect(defaultOperator('categories', 'name')).toBe('contains');
  });
});
