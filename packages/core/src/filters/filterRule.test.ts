import { describe, expect, it } from 'vitest';
import { emptyCondition, parseListValue, serializeListValue } from './filterRule.js';

describe('filter rule model', () => {
  it('has an empty condition with all five parts empty text', () => {
    expect(emptyCondition).toEqual({
      field: '',
      operator: '',
      value: '',
      field_filter: '',
      modifier: '',
    });
    expect(Object.isFrozen(emptyCondition)).toBe(true);
  });

  it('keeps list values as comma-separated items', () => {
    expect(parseListValue('5, 6,,7 ')).toEqual(['5', '6', '7']);
    expect(parseListValue('')).toEqual([]);
    expect(serializeListValue([' 5', '', '6'])).toBe('5,6');
  });
});
