import { describe, expect, it } from 'vitest';
import { filterRuleSchema } from './filterRule.js';

const condition = (field: string, operator: string, value: string) => ({
  field,
  operator,
  value,
  field_filter: '',
  modifier: '',
});

describe('filterRuleSchema', () => {
  it('reads groups of conditions, all text', () => {
    const rule = [
      [condition('status_id', '==', '11'), condition('total', '>', '100')],
      [{ ...condition('name', 'contains', 'mug'), modifier: 'whole-words' }],
    ];
    expect(filterRuleSchema.parse(rule)).toEqual(rule);
    expect(filterRuleSchema.parse([])).toEqual([]);
  });

  it('names the wrong part of a condition', () => {
    const { modifier: _modifier, ...partial } = condition('id', '==', '1');
    expect(filterRuleSchema.safeParse([[partial]]).error?.issues[0]?.path).toEqual([
      0,
      0,
      'modifier',
    ]);
    expect(
      filterRuleSchema.safeParse([
        [condition('id', '==', '1')],
        [{ ...condition('id', '>', ''), value: 5 }],
      ]).error?.issues[0]?.path,
    ).toEqual([1, 0, 'value']);
  });
});
