import { describe, expect, it } from 'vitest';
import type { FilterCondition, FilterRule } from '@metafields/core';
import { normalizeFilterRule, normalizeFilterRuleWithDrops } from './normalizeFilterRule.js';

const condition = (parts: Partial<FilterCondition>): FilterCondition => ({
  field: '',
  operator: '',
  value: '',
  field_filter: '',
  modifier: '',
  ...parts,
});

const channels = [
  { id: '1', name: 'Default channel' },
  { id: '2', name: 'Outlet' },
];

describe('normalizeFilterRule', () => {
  it('returns the rule itself when nothing needs fixing', () => {
    const rule: FilterRule = [[condition({ field: 'total', operator: '>', value: '100' })]];
    expect(normalizeFilterRule('orders', rule)).toBe(rule);
    expect(normalizeFilterRule('orders', [])).toEqual([]);
  });

  it("gives a field without an operator the field's first one", () => {
    const rule: FilterRule = [[condition({ field: 'status_id' })]];
    expect(normalizeFilterRule('orders', rule)).toEqual([
      [condition({ field: 'status_id', operator: '==' })],
    ]);
  });

  it('leaves a condition without a field as it is', () => {
    const rule: FilterRule = [[condition({})]];
    expect(normalizeFilterRule('orders', rule)).toBe(rule);
  });

  it('drops a channel the plan gates without multistore, and says which condition', () => {
    const rule: FilterRule = [
      [condition({ field: 'total', operator: '>', value: '1' })],
      [
        condition({ field: 'total', operator: '>', value: '1' }),
        condition({ field: 'channel_id', operator: '==', value: '2' }),
      ],
    ];
    const options = { selectOptions: { channel_id: channels } };
    const { rule: next, dropped } = normalizeFilterRuleWithDrops('orders', rule, options);
    expect(next[1]?.[1]).toEqual(condition({ field: 'channel_id', operator: '==' }));
    expect(next[0]).toBe(rule[0]);
    expect(dropped).toEqual([{ group: 1, condition: 1 }]);
    expect(normalizeFilterRule('orders', rule, { ...options, multistore: true })).toBe(rule);
  });

  it('drops nothing while the store options are not known', () => {
    const rule: FilterRule = [[condition({ field: 'status_id', operator: '==', value: '99' })]];
    expect(normalizeFilterRule('orders', rule)).toBe(rule);
    expect(normalizeFilterRule('orders', rule, { selectOptions: { status_id: channels } })).toEqual(
      [[condition({ field: 'status_id', operator: '==' })]],
    );
  });
});
