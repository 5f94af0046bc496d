import { describe, expect, it } from 'vitest';
import {
  customResourceValueRow,
  customResourceValuesHeader,
  parseCustomResourceValues,
  type CsvResourceField,
} from './customResourceValues.js';
import { csvMessage } from './messages.js';

// Given out of sort order on purpose.
const fields: CsvResourceField[] = [
  { meta_key: 'active', content_type: 'boolean', sort_order: 3 },
  { meta_key: 'name', content_type: 'text', sort_order: 1 },
  { meta_key: 'stock', content_type: 'integer', sort_order: 2 },
  { meta_key: 'price', content_type: 'decimal', sort_order: 4 },
  { meta_key: 'tags', content_type: 'select', sort_order: 5, options: { multiselect: true } },
  {
    meta_key: 'products',
    content_type: 'product',
    sort_order: 6,
    options: { entity_list_type: 'list' },
  },
  { meta_key: 'spec', content_type: 'json', sort_order: 7, options: null },
  { meta_key: 'notes', content_type: 'rich_text', sort_order: 8 },
];

const header = ['id', 'name', 'stock', 'active', 'price', 'tags', 'products', 'spec', 'notes'];

describe('custom resource values export', () => {
  it('has id, then one column per field meta_key in sort order', () => {
    expect(customResourceValuesHeader(fields)).toEqual(header);
  });

  it('writes scalars as text, booleans as true/false, lists and objects as JSON', () => {
    expect(
      customResourceValueRow(fields, {
        id: 5,
        name: 'Wool',
        stock: -3,
        active: 'true',
        price: 12.5,
        tags: ['a', 'b'],
        products: [{ id: 1 }],
        spec: { size: 'L' },
        notes: null,
      }),
    ).toEqual(['5', 'Wool', "'-3", 'true', '12.5', '["a","b"]', '[{"id":1}]', '{"size":"L"}', '']);
  });
});

describe('custom resource values import', () => {
  it('round-trips an exported value', () => {
    const value = {
      id: 5,
      name: '=not a formula',
      stock: -3,
      active: 'false',
      price: 12.5,
      tags: ['a'],
      products: [{ id: 1 }, { id: 2 }],
      spec: { size: 'L' },
      notes: '<p>[x]</p>',
    };
    const result = parseCustomResourceValues(
      [customResourceValuesHeader(fields), customResourceValueRow(fields, value)],
      fields,
    );
    const { id, ...values } = value;
    expect(result).toEqual({ rows: [{ row: 2, id, values }], errors: [] });
  });

  it('creates a value when id is empty and leaves empty cells out', () => {
    const result = parseCustomResourceValues(
      [
        ['id', 'name', 'stock', 'active', 'spec', 'notes'],
        ['', 'New', '', ' TRUE', '12', '{"kept": "as text"}'],
      ],
      fields,
    );
    expect(result.rows).toEqual([
      { row: 2, values: { name: 'New', active: 'true', spec: '12', notes: '{"kept": "as text"}' } },
    ]);
  });

  it('rejects cells that do not fit their field, in field order', () => {
    const result = parseCustomResourceValues(
      [
        ['id', 'active', 'stock', 'price', 'tags', 'products', 'spec'],
        ['1', 'yes', '1.5', '1,5', '"a"', 'nope', '{bad'],
      ],
      fields,
    );
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      { row: 2, column: 'stock', message: csvMessage('csv.cell.notInteger', { column: 'stock' }) },
      {
        row: 2,
        column: 'active',
        message: csvMessage('csv.cell.notBoolean', { column: 'active' }),
      },
      { row: 2, column: 'price', message: csvMessage('csv.cell.notNumber', { column: 'price' }) },
      { row: 2, column: 'tags', message: csvMessage('csv.cell.notJsonList', { column: 'tags' }) },
      {
        row: 2,
        column: 'products',
        message: csvMessage('csv.cell.notJson', { column: 'products' }),
      },
      { row: 2, column: 'spec', message: csvMessage('csv.cell.notJson', { column: 'spec' }) },
    ]);
  });

  it('needs id first, ignores unknown columns and reports repeated ids', () => {
    expect(
      parseCustomResourceValues(
        [
          ['name', 'id'],
          ['a', '1'],
        ],
        fields,
      ).errors,
    ).toEqual([{ row: 1, message: csvMessage('csv.header.firstColumn', { column: 'id' }) }]);
    const result = parseCustomResourceValues(
      [
        ['id', 'name', 'colour'],
        ['1', 'a', 'red'],
        ['', 'b', ''],
        ['', 'c', ''],
        ['1', 'd', ''],
      ],
      fields,
    );
    expect(result.rows.map((row) => row.values['name'])).toEqual(['a', 'b', 'c']);
    expect(result.errors).toEqual([
      {
        row: 1,
        column: 'colour',
        message: csvMessage('csv.header.unknownColumn', { column: 'colour' }),
      },
      { row: 5, message: csvMessage('csv.row.duplicate', { firstRow: 2 }) },
    ]);
  });
});
