import { describe, expect, it } from 'vitest';
import {
  availabilityOptions,
  conditionOptions,
  containsModifierOptions,
  fixedOptions,
  inventoryTrackingOptions,
  productTypeOptions,
} from './enumerations.js';
import { filterMessages } from './messages.js';

const labelled = (options: readonly { value: string; label: keyof typeof filterMessages }[]) =>
  options.map(({ value, label }) => [value, filterMessages[label]]);

describe('enumerations (spec section 3)', () => {
  it('labels availability with the spec words', () => {
    expect(labelled(availabilityOptions)).toEqual([
      ['available', 'Can be purchased'],
      ['preorder', 'Can be pre-ordered'],
      ['disabled', 'Cannot be purchased'],
    ]);
  });

  it('lists condition, inventory tracking and product type values', () => {
    expect(conditionOptions.map(({ value }) => value)).toEqual(['new', 'used', 'refurbished']);
    expect(inventoryTrackingOptions.map(({ value }) => value)).toEqual([
      'none',
      'product',
      'variant',
    ]);
    expect(productTypeOptions.map(({ value }) => value)).toEqual(['physical', 'digital']);
    expect(labelled(conditionOptions)[2]).toEqual(['refurbished', 'Refurbished']);
  });

  it('has the contains modifier: empty is anywhere, whole-words is as whole word', () => {
    expect(labelled(containsModifierOptions)).toEqual([
      ['', 'anywhere'],
      ['whole-words', 'as whole word'],
    ]);
  });

  it('gives fixed options to product and variant availability and condition only', () => {
    expect(fixedOptions('products', 'availability')).toBe(availabilityOptions);
    expect(fixedOptions('variants', 'condition')).toBe(conditionOptions);
    expect(fixedOptions('products', 'brand_id')).toBeUndefined();
    expect(fixedOptions('orders', 'status_id')).toBeUndefined();
  });
});
