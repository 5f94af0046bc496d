import { describe, expect, it } from 'vitest';
import { filterMessages } from './messages.js';
import { daysBadge, valueInputType } from './valueInput.js';

describe('value input type by field and operator (spec section 5)', () => {
  it('asks for no value with true, !true, null and !null', () => {
    expect(valueInputType('products', 'is_visible', 'true')).toBe('none');
    expect(valueInputType('products', 'is_visible', '!true')).toBe('none');
    expect(valueInputType('products', 'custom_fields', 'null')).toBe('none');
    expect(valueInputType('products', 'custom_fields', '!null')).toBe('none');
  });

  it('asks for a number of days with <xdaysago and !<xdaysago, a date with <date and !<date', () => {
    expect(valueInputType('orders', 'date_created', '<xdaysago')).toBe('days');
    expect(valueInputType('customers', 'date_modified', '!<xdaysago')).toBe('days');
    expect(valueInputType('orders', 'date_created', '<date')).toBe('date');
    expect(valueInputType('products', 'date_modified', '!<date')).toBe('date');
  });

  it('uses pickers for categories, brands and customer groups', () => {
    expect(valueInputType('products', 'categories', 'in')).toBe('categoryPicker');
    expect(valueInputType('categories', 'category_id', '!in')).toBe('categoryPicker');
    expect(valueInputType('customers', 'customer_group_id', 'in')).toBe('customerGroupPicker');
  });

  it('uses a single brand picker for Is and a multiple one for Is one of', () => {
    expect(valueInputType('products', 'brand_id', '==')).toBe('brandPicker');
    expect(valueInputType('variants', 'brand_id', 'in')).toBe('brandPickerMultiple');
  });

  it('uses a number input for number fields and for > and <', () => {
    expect(valueInputType('orders', 'total', '==')).toBe('number');
    expect(valueInputType('orders', 'id', '>')).toBe('number');
    expect(valueInputType('products', 'custom_fields', '<')).toBe('number');
  });

  it('uses select for a selection, multiselect for a list operator', () => {
    expect(valueInputType('orders', 'status_id', '==')).toBe('select');
    expect(valueInputType('products', 'availability', '==')).toBe('select');
    expect(valueInputType('categories', 'tree_id', 'in')).toBe('multiselect');
    expect(valueInputType('categories', 'tree_id', '==')).toBe('select');
    expect(valueInputType('orders', 'channel_id', 'in')).toBe('multiselect');
  });

  it('uses text for text fields and custom fields with text operators', () => {
    expect(valueInputType('customers', 'name', 'contains')).toBe('text');
    expect(valueInputType('categories', 'name', 'in')).toBe('text');
    expect(valueInputType('products', 'custom_fields', '^')).toBe('text');
    expect(valueInputType('products', 'constructor', '==')).toBe('text');
  });
});

describe('days badge', () => {
  it("is an ICU plural: 'day' for one, 'days ago' otherwise", () => {
    expect(daysBadge(7)).toEqual({
      key: 'filters.value.daysBadge',
      defaultMessage: '{count, plural, one {day} other {days ago}}',
      values: { count: 7 },
    });
    expect(filterMessages['filters.value.daysBadge']).toContain('one {day}');
    expect(filterMessages['filters.value.daysBadge']).toContain('other {days ago}');
    expect(daysBadge(1).values).toEqual({ count: 1 });
  });
});
