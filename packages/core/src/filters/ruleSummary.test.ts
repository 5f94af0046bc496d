import { describe, expect, it } from 'vitest';
import { renderText } from '../catalogue/testing/renderText.js';
import { emptyCondition, type FilterCondition, type FilterRule } from './filterRule.js';
import { formatRuleSummary, summarizeRule, type RuleSummaryFormat } from './ruleSummary.js';
import type { FilterResource } from './filterRule.js';

const condition = (parts: Partial<FilterCondition>): FilterCondition => ({
  ...emptyCondition,
  ...parts,
});

const statuses: Record<string, string> = { '2': 'Shipped', '11': 'Awaiting fulfillment' };
const brands: Record<string, string> = { '5': 'Acme', '6': 'Globex' };

const english: RuleSummaryFormat = {
  format: (message) => renderText(message) ?? '',
  locale: 'en-US',
  optionName: (field, id) => (field === 'status_id' ? statuses : brands)[id],
};

const read = (resource: FilterResource, rule: FilterRule | null, options = english) =>
  formatRuleSummary(summarizeRule(resource, rule), options);

describe('summarizeRule and formatRuleSummary', () => {
  it("reads the issue's example: conditions joined by 'and'", () => {
    const rule = [
      [
        condition({ field: 'total', operator: '>', value: '100' }),
        condition({ field: 'status_id', operator: '==', value: '2' }),
      ],
    ];
    expect(read('orders', rule)).toBe('Grand total is more than 100 and Status is Shipped');
  });

  it("joins groups with 'or', bracketing groups of several conditions", () => {
    const rule = [
      [
        condition({ field: 'total', operator: '>', value: '1000' }),
        condition({ field: 'status_id', operator: '==', value: '2' }),
      ],
      [condition({ field: 'id', operator: '<', value: '50' })],
    ];
    expect(read('orders', rule)).toBe(
      '(Grand total is more than 1,000 and Status is Shipped) or ID is less than 50',
    );
  });

  it('says when a rule filters nothing: none, empty, or a group with no usable condition', () => {
    expect(read('orders', null)).toBe('No filter');
    expect(read('orders', [])).toBe('No filter');
    expect(read('orders', [[emptyCondition]])).toBe('No filter');
    // A group of ignored conditions matches everything, so the 'or' makes the whole rule open.
    expect(
      read('orders', [
        [condition({ field: 'total', operator: '>', value: '100' })],
        [condition({ field: 'total', operator: '>', value: '' })],
      ]),
    ).toBe('No filter');
  });

  it('leaves out conditions that are incomplete or invalid, as the query does', () => {
    const rule = [
      [
        condition({ field: 'total', operator: '>', value: 'lots' }),
        condition({ field: 'status_id', operator: '==', value: '' }),
        condition({ field: 'id', operator: '==', value: '7' }),
      ],
    ];
    expect(read('orders', rule)).toBe('ID is 7');
  });

  it('reads dates, days with their plural, and valueless operators', () => {
    const rule = [
      [
        condition({ field: 'date_created', operator: '<date', value: '2024-03-05' }),
        condition({ field: 'date_modified', operator: '!<date', value: '2024-01-31' }),
        condition({ field: 'date_created', operator: '<xdaysago', value: '1' }),
        condition({ field: 'date_modified', operator: '!<xdaysago', value: '3' }),
      ],
    ];
    expect(read('orders', rule)).toBe(
      'Date created is before Mar 5, 2024 and Date modified is on or after Jan 31, 2024 and ' +
        'Date created is more than 1 day ago and Date modified is less than 3 days ago',
    );
    expect(
      read('products', [[condition({ field: 'is_visible', operator: '!true', value: 'x' })]]),
    ).toBe('Visible on storefront is false');
  });

  it("quotes typed text and reads the 'as whole word' modifier", () => {
    const rule = [
      [
        condition({ field: 'keyword', operator: 'contains', value: 'linen apron' }),
        condition({
          field: 'keyword',
          operator: 'contains',
          value: 'sage',
          modifier: 'whole-words',
        }),
      ],
    ];
    expect(read('products', rule)).toBe(
      'Keyword contains “linen apron” and Keyword contains “sage” as a whole word',
    );
  });

  it("names chosen options: the spec's enumerations, the caller's names, else the id", () => {
    const rule = [
      [
        condition({ field: 'availability', operator: '==', value: 'preorder' }),
        condition({ field: 'brand_id', operator: '==', value: '5' }),
        condition({ field: 'categories', operator: 'in', value: '21,22' }),
      ],
    ];
    expect(read('products', rule)).toBe(
      'Purchasability is Can be pre-ordered and Brand is Acme and Categories is one of 21, 22',
    );
    expect(
      read('customers', [[condition({ field: 'customer_group_id', operator: 'in', value: '1' })]]),
    ).toBe('Customer group is one of 1');
  });

  it('names a custom field by the name the store gave it', () => {
    const rule = [
      [
        condition({
          field: 'custom_fields',
          field_filter: 'Material',
          operator: '!null',
        }),
      ],
    ];
    expect(read('products', rule)).toBe('Material exists');
  });

  it('keeps where each condition sits and its parts typed', () => {
    const summary = summarizeRule('orders', [
      [emptyCondition, condition({ field: 'total', operator: '>', value: '100' })],
    ]);
    expect(summary).toEqual([
      [
        {
          path: { group: 0, condition: 1 },
          field: { key: 'filters.field.grandTotal', defaultMessage: 'Grand total' },
          sentence: {
            key: 'filters.summary.operator.moreThan',
            defaultMessage: '{field} is more than {value}',
          },
          value: { kind: 'number', number: 100 },
        },
      ],
    ]);
  });

  it("formats numbers and lists in the reader's locale", () => {
    const rule = [[condition({ field: 'total', operator: '>', value: '1234.5' })]];
    expect(read('orders', rule, { ...english, locale: 'de-DE' })).toBe(
      'Grand total is more than 1.234,5',
    );
  });
});
