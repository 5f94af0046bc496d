import { describe, expect, it } from 'vitest';
import { emptyCondition } from './filterRule.js';
import type { FilterRule } from './filterRule.js';
import { decodeRuleParam, encodeRuleParam, maxRuleParamLength } from './ruleParam.js';

const rule: FilterRule = [
  [
    { ...emptyCondition, field: 'date_created', operator: '<', value: '2024-03-01' },
    { ...emptyCondition, field: 'customer_group_id', operator: 'in', value: '1,2' },
  ],
  [
    {
      ...emptyCondition,
      field: 'name',
      operator: 'contains',
      value: 'shirt',
      modifier: 'whole-words',
    },
  ],
];

describe('rule as a URL parameter', () => {
  it('round-trips a rule', () => {
    expect(decodeRuleParam(encodeRuleParam(rule))).toEqual(rule);
  });

  it('leaves trailing empty parts out', () => {
    expect(encodeRuleParam([[{ ...emptyCondition, field: 'id', operator: '>', value: '5' }]])).toBe(
      '[[["id",">","5"]]]',
    );
    expect(encodeRuleParam([[{ ...emptyCondition }]])).toBe('[[[]]]');
    expect(decodeRuleParam('[[[]]]')).toEqual([[emptyCondition]]);
  });

  it('writes nothing for an empty rule', () => {
    expect(encodeRuleParam([])).toBe('');
    expect(encodeRuleParam([[]])).toBe('');
  });

  it('ignores absent, malformed, oversized or wrongly shaped values', () => {
    expect(decodeRuleParam(null)).toEqual([]);
    expect(decodeRuleParam('')).toEqual([]);
    expect(decodeRuleParam('[[[')).toEqual([]);
    expect(decodeRuleParam('{"a":1}')).toEqual([]);
    expect(decodeRuleParam('[[[1,2]]]')).toEqual([]);
    expect(decodeRuleParam('[[["a","b","c","d","e","f"]]]')).toEqual([]);
    const long = `[[["name","contains","${'x'.repeat(maxRuleParamLength)}"]]]`;
    expect(decodeRuleParam(long)).toEqual([]);
  });

  it('drops empty groups', () => {
    expect(decodeRuleParam('[[],[["id"]]]')).toEqual([[{ ...emptyCondition, field: 'id' }]]);
  });
});
