import { describe, expect, it } from 'vitest';
import { emptyCondition, type FilterCondition, type FilterRule } from './filterRule.js';
import {
  addCondition,
  addGroup,
  clearRule,
  dropUnavailableValues,
  duplicateGroup,
  removeCondition,
  setField,
  setFieldFilter,
  setModifier,
  setOperator,
  setValue,
  startRule,
} from './transitions.js';

const condition = (parts: Partial<FilterCondition>): FilterCondition => ({
  ...emptyCondition,
  ...parts,
});
const first = { group: 0, condition: 0 };
const at = (rule: FilterRule, group = 0, index = 0) => rule[group]?.[index];

describe('starting and clearing', () => {
  it('starts with one empty condition when the builder is shown', () => {
    expect(startRule()).toEqual([[emptyCondition]]);
    // A rule's conditions are its own, not the shared frozen emptyCondition.
    expect(Object.isFrozen(startRule()[0]?.[0])).toBe(false);
    expect(Object.isFrozen(addGroup([])[0]?.[0])).toBe(false);
  });

  it("'Remove all filters' leaves the empty rule", () => {
    expect(clearRule()).toEqual([]);
  });
});

describe('setField', () => {
  it('clears operator, field filter, value and modifier, then picks the first operator', () => {
    const rule = [
      [
        condition({
          field: 'name',
          operator: 'contains',
          value: 'Lee',
          field_filter: 'x',
          modifier: 'whole-words',
        }),
      ],
    ];
    expect(at(setField('customers', rule, first, 'date_created'))).toEqual(
      condition({ field: 'date_created', operator: '<date' }),
    );
  });

  it('keeps the condition when the same field is chosen again', () => {
    const rule = [[condition({ field: 'total', operator: '<', value: '50' })]];
    expect(setField('orders', rule, first, 'total')).toEqual(rule);
  });

  it('leaves a custom_fields operator empty until its custom field is chosen', () => {
    const rule = setField('products', startRule(), first, 'custom_fields');
    expect(at(rule)).toEqual(condition({ field: 'custom_fields' }));
    expect(at(setFieldFilter('products', rule, first, 'warranty'))).toEqual(
      condition({ field: 'custom_fields', field_filter: 'warranty', operator: 'contains' }),
    );
  });

  it('does not touch the original rule', () => {
    const rule = startRule();
    setField('orders', rule, first, 'total');
    expect(rule).toEqual([[emptyCondition]]);
  });

  it('returns the rule unchanged for a path that points nowhere', () => {
    const rule = startRule();
    expect(setField('orders', rule, { group: 3, condition: 0 }, 'total')).toBe(rule);
  });
});

describe('setOperator', () => {
  it('keeps the value when the input stays the same', () => {
    const rule = [[condition({ field: 'total', operator: '>', value: '100' })]];
    expect(at(setOperator('orders', rule, first, '<'))?.value).toBe('100');
  });

  it('clears the value when the input changes', () => {
    const rule = [[condition({ field: 'date_created', operator: '<date', value: '2026-03-01' })]];
    expect(at(setOperator('orders', rule, first, '<xdaysago'))).toEqual(
      condition({ field: 'date_created', operator: '<xdaysago' }),
    );
    const days = [[condition({ field: 'date_created', operator: '<xdaysago', value: '7' })]];
    expect(at(setOperator('orders', days, first, '!<xdaysago'))?.value).toBe('7');
  });

  it('clears the value when the operator needs none', () => {
    const rule = [
      [condition({ field: 'custom_fields', field_filter: 'size', operator: '==', value: 'XL' })],
    ];
    expect(at(setOperator('products', rule, first, '!null'))?.value).toBe('');
  });

  it('clears the value moving between a single and a multiple brand picker', () => {
    const rule = [[condition({ field: 'brand_id', operator: 'in', value: '3,4' })]];
    expect(at(setOperator('products', rule, first, '=='))?.value).toBe('');
  });

  it('sets an empty operator to the first available one', () => {
    const rule = [[condition({ field: 'total', operator: '<', value: '5' })]];
    expect(at(setOperator('orders', rule, first, ''))).toEqual(
      condition({ field: 'total', operator: '>', value: '5' }),
    );
  });

  it('keeps the contains modifier only for contains and !contains', () => {
    const rule = [
      [condition({ field: 'name', operator: 'contains', value: 'Oak', modifier: 'whole-words' })],
    ];
    expect(at(setOperator('categories', rule, first, '!contains'))?.modifier).toBe('whole-words');
    expect(at(setOperator('categories', rule, first, '^'))).toEqual(
      condition({ field: 'name', operator: '^', value: 'Oak' }),
    );
  });
});

describe('setValue, setModifier, setFieldFilter', () => {
  it('set their part only', () => {
    const rule = [[condition({ field: 'name', operator: 'contains' })]];
    expect(at(setValue(rule, first, 'Lee'))).toEqual(
      condition({ field: 'name', operator: 'contains', value: 'Lee' }),
    );
    expect(at(setModifier(rule, first, 'whole-words'))?.modifier).toBe('whole-words');
  });

  it('changes only the condition at the path, in any group', () => {
    const other = condition({ field: 'id', operator: '>', value: '1' });
    const rule = [[other], [other, condition({ field: 'total', operator: '<' })]];
    expect(setValue(rule, { group: 1, condition: 1 }, '9')).toEqual([
      [other],
      [other, condition({ field: 'total', operator: '<', value: '9' })],
    ]);
  });

  it('keeps a chosen operator when the custom field changes', () => {
    const rule = [[condition({ field: 'custom_fields', field_filter: 'a', operator: '>' })]];
    expect(at(setFieldFilter('products', rule, first, 'b'))?.operator).toBe('>');
  });
});

describe('dropUnavailableValues', () => {
  it('drops selected list items that are not among the options', () => {
    const rule = [[condition({ field: 'tree_id', operator: 'in', value: '1,2,9' })]];
    expect(at(dropUnavailableValues(rule, first, ['1', '2', '3']))?.value).toBe('1,2');
  });

  it('clears a single value that is not among the options', () => {
    const rule = [[condition({ field: 'status_id', operator: '==', value: '12' })]];
    expect(at(dropUnavailableValues(rule, first, ['1', '2']))?.value).toBe('');
    expect(dropUnavailableValues(rule, first, ['12'])).toEqual(rule);
  });
});

describe('conditions and groups', () => {
  const a = condition({ field: 'total', operator: '>', value: '10' });
  const b = condition({ field: 'id', operator: '<', value: '500' });
  const c = condition({ field: 'status_id', operator: '==', value: '11' });

  it("'Filter further' adds an empty condition to a group", () => {
    expect(addCondition([[a], [b]], 1)).toEqual([[a], [b, emptyCondition]]);
    const rule = [[a]];
    expect(addCondition(rule, 2)).toBe(rule);
  });

  it("'Add another rule' appends a group with one empty condition", () => {
    expect(addGroup([[a]])).toEqual([[a], [emptyCondition]]);
  });

  it("'Duplicate rule' copies a group right after it", () => {
    const rule = [[a, b], [c]];
    const duplicated = duplicateGroup(rule, 0);
    expect(duplicated).toEqual([[a, b], [a, b], [c]]);
    expect(duplicated[1]?.[0]).not.toBe(a);
    expect(duplicateGroup(rule, 5)).toBe(rule);
  });

  it('removes a condition from its group', () => {
    expect(removeCondition([[a, b], [c]], { group: 0, condition: 0 })).toEqual([[b], [c]]);
  });

  it('removes the group with its last condition', () => {
    expect(removeCondition([[a, b], [c]], { group: 1, condition: 0 })).toEqual([[a, b]]);
  });

  it('removes the whole rule with the last condition of the only group', () => {
    expect(removeCondition([[a]], first)).toEqual([]);
  });

  it('ignores a path that points nowhere', () => {
    const rule = [[a]];
    expect(removeCondition(rule, { group: 0, condition: 1 })).toBe(rule);
  });
});
