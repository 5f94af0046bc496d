import { describe, expect, it } from 'vitest';
import { decodeRuleParam } from '@metafields/core';
import { activeRule, localToday, searchWithRule } from './listRule.js';

const group = {
  field: 'customer_group_id',
  operator: 'in',
  value: '2',
  field_filter: '',
  modifier: '',
};
const unfinished = { ...group, value: '' };

describe('listRule', () => {
  it('keeps only the conditions that filter', () => {
    expect(activeRule([[group, unfinished], [unfinished]])).toEqual([[group]]);
    expect(activeRule(null)).toEqual([]);
  });

  it('writes the rule, keeps the other parameters and goes back to the first page', () => {
    const next = searchWithRule(new URLSearchParams('page=3&tab=list'), [[group]]);
    expect(next?.get('page')).toBeNull();
    expect(next?.get('tab')).toBe('list');
    expect(decodeRuleParam(next?.get('rule'))).toEqual([[group]]);
  });

  it('answers null when the filtering part is unchanged (a condition still being written)', () => {
    const search = searchWithRule(new URLSearchParams(), [[group]]);
    expect(search).not.toBeNull();
    expect(searchWithRule(search ?? new URLSearchParams(), [[group, unfinished]])).toBeNull();
    expect(searchWithRule(new URLSearchParams(), [[unfinished]])).toBeNull();
  });

  it('removes the parameter when no condition filters', () => {
    const search = searchWithRule(new URLSearchParams(), [[group]]) ?? new URLSearchParams();
    expect(searchWithRule(search, null)?.has('rule')).toBe(false);
  });

  it('formats the local day', () => {
    expect(localToday(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
