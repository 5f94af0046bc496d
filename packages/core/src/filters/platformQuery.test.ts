import { describe, expect, it } from 'vitest';
import { emptyCondition, type FilterCondition } from './filterRule.js';
import { fieldParams } from './platformParams.js';
import { conditionToQueryParts, groupToPlatformQuery, toPlatformQuery } from './platformQuery.js';

const today = '2026-03-10';
const options = { today };
const condition = (
  field: string,
  operator: string,
  value = '',
  parts: Partial<FilterCondition> = {},
) => ({
  ...emptyCondition,
  field,
  operator,
  value,
  ...parts,
});

describe('dates to bounds', () => {
  it("'more than 7 days ago' from 2026-03-10 gives max 2026-03-03", () => {
    expect(
      toPlatformQuery('orders', [[condition('date_created', '<xdaysago', '7')]], options),
    ).toEqual({
      queries: [{ max_date_created: '2026-03-03' }],
      unsupported: [],
    });
  });

  it("'less than 30 days ago' gives a min bound", () => {
    expect(
      toPlatformQuery('customers', [[condition('date_modified', '!<xdaysago', '30')]], options)
        .queries,
    ).toEqual([{ 'date_modified:min': '2026-02-08' }]);
  });

  it("'Before' gives a max bound and 'On or after' a min bound, with the date as given", () => {
    const rule = [
      [
        condition('date_modified', '<date', '2026-03-01'),
        condition('date_modified', '!<date', '2026-01-15'),
      ],
    ];
    expect(toPlatformQuery('products', rule, options).queries).toEqual([
      { 'date_modified:max': '2026-03-01', 'date_modified:min': '2026-01-15' },
    ]);
    expect(
      toPlatformQuery('orders', [[condition('date_modified', '!<date', '2026-02-01')]], options)
        .queries,
    ).toEqual([{ min_date_modified: '2026-02-01' }]);
    expect(
      toPlatformQuery('customers', [[condition('date_created', '<date', '2026-02-01')]], options)
        .queries,
    ).toEqual([{ 'date_created:max': '2026-02-01' }]);
  });

  it('keeps the tighter bound when two conditions bound the same date', () => {
    const rule = [
      [
        condition('date_created', '<xdaysago', '7'),
        condition('date_created', '<date', '2026-03-05'),
        condition('date_created', '!<date', '2026-01-01'),
        condition('date_created', '!<xdaysago', '60'),
      ],
    ];
    expect(toPlatformQuery('orders', rule, options).queries).toEqual([
      { max_date_created: '2026-03-03', min_date_created: '2026-01-09' },
    ]);
  });

  it('leaves out a malformed date or number of days', () => {
    const bad = [
      condition('date_created', '<date', '03/01/2026'),
      condition('date_created', '<xdaysago', 'a week'),
    ];
    expect(toPlatformQuery('orders', [bad], options)).toEqual({ queries: [{}], unsupported: bad });
  });

  it('needs today as a YYYY-MM-DD date', () => {
    expect(() => toPlatformQuery('orders', [], { today: '2026-03-10T08:00:00Z' })).toThrow(
      RangeError,
    );
  });
});

describe('numbers to bounds', () => {
  it('maps order totals: > to min, == to both, < to max, inclusive', () => {
    expect(toPlatformQuery('orders', [[condition('total', '>', '100')]], options).queries).toEqual([
      { min_total: '100' },
    ]);
    expect(
      toPlatformQuery('orders', [[condition('total', '==', '12.50')]], options).queries,
    ).toEqual([{ min_total: '12.5', max_total: '12.5' }]);
    expect(toPlatformQuery('orders', [[condition('total', '<', '20')]], options).queries).toEqual([
      { max_total: '20' },
    ]);
  });

  it('makes > and < exact on whole-number ids by moving the inclusive bound', () => {
    expect(toPlatformQuery('orders', [[condition('id', '>', '100')]], options).queries).toEqual([
      { min_id: '101' },
    ]);
    expect(toPlatformQuery('orders', [[condition('id', '<', '100')]], options).queries).toEqual([
      { max_id: '99' },
    ]);
    expect(toPlatformQuery('orders', [[condition('id', '==', '100')]], options).queries).toEqual([
      { min_id: '100', max_id: '100' },
    ]);
    expect(toPlatformQuery('products', [[condition('id', '>', '4.5')]], options).queries).toEqual([
      { 'id:min': '5' },
    ]);
    expect(toPlatformQuery('variants', [[condition('id', '<', '4.5')]], options).queries).toEqual([
      { 'id:max': '4' },
    ]);
  });

  it('asks for an empty range for a fractional id', () => {
    expect(toPlatformQuery('products', [[condition('id', '==', '4.5')]], options).queries).toEqual([
      { 'id:min': '5', 'id:max': '4' },
    ]);
  });

  it('combines bounds of one group', () => {
    const rule = [
      [
        condition('total', '>', '10'),
        condition('total', '>', '25'),
        condition('total', '<', '99.5'),
        condition('total', '<', '200'),
      ],
    ];
    expect(toPlatformQuery('orders', rule, options).queries).toEqual([
      { min_total: '25', max_total: '99.5' },
    ]);
  });

  it('leaves out a value that is not a number', () => {
    const bad = condition('total', '>', 'lots');
    expect(toPlatformQuery('orders', [[bad]], options)).toEqual({
      queries: [{}],
      unsupported: [bad],
    });
  });
});

describe('selections, lists, text and booleans', () => {
  it('sends order status and channel as equality', () => {
    expect(
      toPlatformQuery(
        'orders',
        [[condition('status_id', '==', '11'), condition('channel_id', '==', '1')]],
        options,
      ).queries,
    ).toEqual([{ status_id: '11', channel_id: '1' }]);
  });

  it('sends products brand, availability and condition as equality', () => {
    const rule = [
      [
        condition('brand_id', '==', '38'),
        condition('availability', '==', 'preorder'),
        condition('condition', '==', 'used'),
      ],
    ];
    expect(toPlatformQuery('products', rule, options).queries).toEqual([
      { brand_id: '38', availability: 'preorder', condition: 'used' },
    ]);
  });

  it('sends a multi-selection as an :in list joined by commas', () => {
    expect(
      toPlatformQuery('products', [[condition('categories', 'in', '18, 23')]], options).queries,
    ).toEqual([{ 'categories:in': '18,23' }]);
    expect(
      toPlatformQuery('customers', [[condition('customer_group_id', 'in', '1,2')]], options)
        .queries,
    ).toEqual([{ 'customer_group_id:in': '1,2' }]);
    expect(
      toPlatformQuery(
        'categories',
        [[condition('tree_id', 'in', '1,2'), condition('category_id', '!in', '5')]],
        options,
      ).queries,
    ).toEqual([{ 'tree_id:in': '1,2', 'category_id:not_in': '5' }]);
  });

  it('intersects two :in lists of a group and unites two :not_in lists', () => {
    const rule = [
      [
        condition('category_id', 'in', '1,2,3'),
        condition('category_id', 'in', '2,3,4'),
        condition('tree_id', '!in', '7'),
        condition('tree_id', '!in', '8,7'),
      ],
    ];
    expect(toPlatformQuery('categories', rule, options).queries).toEqual([
      { 'category_id:in': '2,3', 'tree_id:not_in': '7,8' },
    ]);
  });

  it('sends names as :like', () => {
    expect(
      toPlatformQuery('customers', [[condition('name', 'contains', 'Moriarty')]], options).queries,
    ).toEqual([{ 'name:like': 'Moriarty' }]);
    expect(
      toPlatformQuery('categories', [[condition('name', 'contains', 'stick')]], options).queries,
    ).toEqual([{ 'name:like': 'stick' }]);
  });

  it('sends text equality where the platform has it', () => {
    expect(
      toPlatformQuery('categories', [[condition('name', '==', 'Bath')]], options).queries,
    ).toEqual([{ name: 'Bath' }]);
    expect(
      toPlatformQuery('products', [[condition('keyword', 'contains', 'mug')]], options).queries,
    ).toEqual([{ keyword: 'mug' }]);
    expect(
      toPlatformQuery('customers', [[condition('company', 'contains', 'Acme, Inc.')]], options)
        .queries,
    ).toEqual([{ 'company:in': 'Acme, Inc.' }]);
  });

  it("sends a bool as 'true' or 'false'", () => {
    expect(
      toPlatformQuery('products', [[condition('is_visible', 'true')]], options).queries,
    ).toEqual([{ is_visible: 'true' }]);
    expect(
      toPlatformQuery('variants', [[condition('is_visible', '!true')]], options).queries,
    ).toEqual([{ is_visible: 'false' }]);
  });

  it('leaves out operators a date or number field cannot send', () => {
    const onDate = condition('date_created', '==', '2026-03-01');
    const notTotal = condition('total', '!=', '5');
    expect(toPlatformQuery('orders', [[onDate, notTotal]], options)).toEqual({
      queries: [{}],
      unsupported: [onDate, notTotal],
    });
  });

  it('reports what the platform cannot express and leaves it out', () => {
    const startsWith = condition('name', '^', 'Ba');
    const notIn = condition('categories', '!in', '4');
    const custom = condition('custom_fields', 'null', '', { field_filter: 'size' });
    const notStatus = condition('status_id', '!=', '3');
    const notTrue = condition('is_visible', '==', 'yes');
    expect(
      toPlatformQuery('categories', [[startsWith, condition('tree_id', 'in', '1')]], options),
    ).toEqual({
      queries: [{ 'tree_id:in': '1' }],
      unsupported: [startsWith],
    });
    expect(toPlatformQuery('products', [[notIn, custom, notTrue]], options).unsupported).toEqual([
      notIn,
      custom,
      notTrue,
    ]);
    expect(toPlatformQuery('orders', [[notStatus]], options).unsupported).toEqual([notStatus]);
    expect(
      toPlatformQuery('customers', [[condition('name', '==', 'Lee')]], options).unsupported,
    ).toHaveLength(1);
  });

  it('keeps the first of two different contains on one parameter and reports the second', () => {
    const second = condition('name', 'contains', 'Holmes');
    expect(
      toPlatformQuery('customers', [[condition('name', 'contains', 'Sherlock'), second]], options),
    ).toEqual({
      queries: [{ 'name:like': 'Sherlock' }],
      unsupported: [second],
    });
    expect(
      toPlatformQuery(
        'customers',
        [[condition('name', 'contains', 'Lee'), condition('name', 'contains', 'Lee')]],
        options,
      ),
    ).toEqual({ queries: [{ 'name:like': 'Lee' }], unsupported: [] });
  });
});

describe('empty values and contradictions', () => {
  it('drops conditions with an empty value', () => {
    const rule = [
      [
        condition('total', '>', ''),
        condition('categories', 'in', ' , '),
        condition('status_id', '==', '2'),
      ],
    ];
    expect(toPlatformQuery('orders', rule, options).queries).toEqual([{ status_id: '2' }]);
  });

  it('treats an empty rule, and an empty first condition, as no filter', () => {
    expect(toPlatformQuery('orders', [], options)).toEqual({ queries: [{}], unsupported: [] });
    expect(toPlatformQuery('orders', [[emptyCondition]], options)).toEqual({
      queries: [{}],
      unsupported: [],
    });
  });

  it('finds that contradicting equalities or disjoint lists match nothing', () => {
    expect(
      groupToPlatformQuery(
        'orders',
        [condition('status_id', '==', '2'), condition('status_id', '==', '3')],
        options,
      ),
    ).toEqual({
      params: null,
      unsupported: [],
    });
    expect(
      groupToPlatformQuery(
        'products',
        [condition('categories', 'in', '1'), condition('categories', 'in', '2')],
        options,
      ).params,
    ).toBeNull();
    expect(
      groupToPlatformQuery(
        'products',
        [condition('is_visible', 'true'), condition('is_visible', 'true')],
        options,
      ).params,
    ).toEqual({ is_visible: 'true' });
  });
});

describe('several groups (OR): one query per group', () => {
  it('gives one query per group for the caller to unite', () => {
    const rule = [
      [condition('status_id', '==', '11')],
      [condition('total', '>', '500'), condition('channel_id', '==', '2')],
    ];
    expect(toPlatformQuery('orders', rule, options)).toEqual({
      queries: [{ status_id: '11' }, { min_total: '500', channel_id: '2' }],
      unsupported: [],
    });
  });

  it('drops a group that matches nothing and a duplicated group', () => {
    const impossible = [condition('status_id', '==', '1'), condition('status_id', '==', '2')];
    const group = [condition('status_id', '==', '5')];
    expect(toPlatformQuery('orders', [impossible, group, [...group]], options).queries).toEqual([
      { status_id: '5' },
    ]);
    expect(toPlatformQuery('orders', [impossible], options).queries).toEqual([]);
  });

  it('needs no filter when any group matches everything', () => {
    const rule = [
      [condition('status_id', '==', '5')],
      [condition('total', '>', '')],
      [condition('id', '<', '3')],
    ];
    expect(toPlatformQuery('orders', rule, options).queries).toEqual([{}]);
  });

  it('collects unsupported conditions of every group', () => {
    const a = condition('name', '$', 'ware');
    const b = condition('name', '!^', 'Old');
    expect(
      toPlatformQuery('categories', [[a, condition('name', '==', 'Kitchenware')], [b]], options),
    ).toEqual({
      queries: [{}],
      unsupported: [a, b],
    });
  });
});

describe('parameter names of the platform documents', () => {
  it('names the orders v2 parameters', () => {
    expect(fieldParams('orders', 'date_created')).toEqual({
      kind: 'dateRange',
      min: 'min_date_created',
      max: 'max_date_created',
    });
    expect(fieldParams('orders', 'id')).toMatchObject({
      min: 'min_id',
      max: 'max_id',
      integer: true,
    });
    expect(fieldParams('orders', 'total')).toMatchObject({
      min: 'min_total',
      max: 'max_total',
      integer: false,
    });
  });

  it('knows no parameter for fields outside the catalogue', () => {
    expect(fieldParams('orders', 'keyword')).toBeUndefined();
    expect(fieldParams('orders', 'constructor')).toBeUndefined();
    expect(
      conditionToQueryParts('orders', condition('keyword', 'contains', 'x'), options),
    ).toBeUndefined();
  });

  it('gives each part the way it combines', () => {
    expect(
      conditionToQueryParts('customers', condition('customer_group_id', 'in', '3'), options),
    ).toEqual([{ param: 'customer_group_id:in', value: '3', merge: 'intersect' }]);
  });
});
