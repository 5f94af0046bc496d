import { describe, expect, it } from 'vitest';
import { filterFields, findFilterField } from './fields.js';
import { filterMessages } from './messages.js';

const names = (fields: { field: string }[]) => fields.map(({ field }) => field);
const store = { multistore: false };

describe('selectable filter fields (spec section 3)', () => {
  it('lists the orders fields with their types', () => {
    expect(filterFields('orders', store).map(({ field, type }) => [field, type])).toEqual([
      ['date_created', 'date'],
      ['date_modified', 'date'],
      ['status_id', 'selection'],
      ['total', 'number'],
      ['channel_id', 'selection'],
      ['id', 'number'],
    ]);
  });

  it('labels total Grand total', () => {
    expect(filterMessages[findFilterField('orders', 'total')!.label]).toBe('Grand total');
  });

  it('lists the customers fields', () => {
    expect(filterFields('customers', store).map(({ field, type }) => [field, type])).toEqual([
      ['date_created', 'date'],
      ['date_modified', 'date'],
      ['company', 'text'],
      ['customer_group_id', 'multi-selection'],
      ['name', 'text'],
    ]);
  });

  it('gives products and variants the same fields, availability labelled Purchasability', () => {
    const expected = [
      ['id', 'number'],
      ['brand_id', 'selection'],
      ['categories', 'multi-selection'],
      ['availability', 'selection'],
      ['condition', 'selection'],
      ['is_visible', 'bool'],
      ['keyword', 'text'],
      ['date_modified', 'date'],
    ];
    expect(filterFields('products', store).map(({ field, type }) => [field, type])).toEqual(
      expected,
    );
    expect(filterFields('variants', store).map(({ field, type }) => [field, type])).toEqual(
      expected,
    );
    expect(filterMessages[findFilterField('variants', 'availability')!.label]).toBe(
      'Purchasability',
    );
  });

  it('offers the categories Channel (tree_id) only with multistore', () => {
    expect(names(filterFields('categories', { multistore: false }))).toEqual([
      'category_id',
      'name',
    ]);
    expect(names(filterFields('categories', { multistore: true }))).toEqual([
      'tree_id',
      'category_id',
      'name',
    ]);
    const channel = findFilterField('categories', 'tree_id')!;
    expect(channel.type).toBe('multi-selection');
    expect(filterMessages[channel.label]).toBe('Channel');
  });

  it('does not hide other resources fields without multistore', () => {
    expect(filterFields('orders', { multistore: true })).toHaveLength(6);
    expect(names(filterFields('orders', { multistore: false }))).toContain('channel_id');
  });

  it('finds no field a resource does not have', () => {
    expect(findFilterField('customers', 'total')).toBeUndefined();
  });
});
