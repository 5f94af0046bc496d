import { describe, expect, it } from 'vitest';
import { csvMessage } from './messages.js';
import {
  parseSharedLayout,
  sharedLayoutHeader,
  sharedLayoutRow,
  type CsvTemplate,
} from './sharedLayout.js';

// Given out of sort order on purpose.
const templates: CsvTemplate[] = [
  { namespace: 'shared', meta_key: 'material', sort_order: 2 },
  { namespace: 'shared', meta_key: 'colour', sort_order: 1 },
  { namespace: '-specs', meta_key: 'weight', sort_order: 3 },
];

describe('shared layout export', () => {
  it('has id, then one column per template in sort order, escaped', () => {
    expect(sharedLayoutHeader('product', templates)).toEqual([
      'id',
      'shared.colour',
      'shared.material',
      "'-specs.weight",
    ]);
  });

  it('adds product_id after id for variants', () => {
    expect(sharedLayoutHeader('variant', templates).slice(0, 3)).toEqual([
      'id',
      'product_id',
      'shared.colour',
    ]);
  });

  it('writes a record with its values in the columns, empty where it has none', () => {
    const row = sharedLayoutRow('product', templates, { id: 7 }, [
      { namespace: 'shared', key: 'material', value: 'wool' },
      { namespace: '-specs', key: 'weight', value: '-12.5' },
      { namespace: 'other', key: 'colour', value: 'ignored' },
    ]);
    expect(row).toEqual(['7', '', 'wool', "'-12.5"]);
  });

  it('writes a variant with its product id', () => {
    expect(sharedLayoutRow('variant', templates, { id: 70, product_id: 7 }, [])).toEqual([
      '70',
      '7',
      '',
      '',
      '',
    ]);
    expect(sharedLayoutRow('variant', [], { id: 70 }, [])).toEqual(['70', '']);
  });
});

describe('shared layout import', () => {
  it('reads each row into the values of its non-empty cells', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.colour', 'shared.material', "'-specs.weight"],
        ['7', 'red', '', "'-12.5"],
        ['8', '', '', ''],
      ],
      'product',
      templates,
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        resource_id: 7,
        values: [
          { resource_id: 7, namespace: 'shared', key: 'colour', value: 'red' },
          { resource_id: 7, namespace: '-specs', key: 'weight', value: '-12.5' },
        ],
      },
      { row: 3, resource_id: 8, values: [] },
    ]);
  });

  it('round-trips an exported file', () => {
    const metafields = [
      { namespace: 'shared', key: 'colour', value: '=HYPERLINK("x")' },
      { namespace: 'shared', key: 'material', value: "'quoted" },
    ];
    const table = [
      sharedLayoutHeader('variant', templates),
      sharedLayoutRow('variant', templates, { id: 70, product_id: 7 }, metafields),
    ];
    expect(parseSharedLayout(table, 'variant', templates).rows).toEqual([
      {
        row: 2,
        resource_id: 70,
        product_id: 7,
        values: metafields.map((metafield) => ({ resource_id: 70, product_id: 7, ...metafield })),
      },
    ]);
  });

  it('accepts a subset of the template columns, in any order', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.material'],
        ['7', 'wool'],
      ],
      'product',
      templates,
    );
    expect(result.rows[0]?.values).toEqual([
      { resource_id: 7, namespace: 'shared', key: 'material', value: 'wool' },
    ]);
  });

  it('needs id first', () => {
    const result = parseSharedLayout(
      [
        ['shared.colour', 'id'],
        ['red', '7'],
      ],
      'product',
      templates,
    );
    expect(result).toEqual({
      rows: [],
      errors: [{ row: 1, message: csvMessage('csv.header.firstColumn', { column: 'id' }) }],
    });
  });

  it('needs product_id for variants', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.colour'],
        ['70', 'red'],
      ],
      'variant',
      templates,
    );
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        row: 1,
        column: 'product_id',
        message: csvMessage('csv.header.missingColumn', { column: 'product_id' }),
      },
    ]);
  });

  it('rejects a variant row without its product id', () => {
    const result = parseSharedLayout(
      [
        ['id', 'product_id', 'shared.colour'],
        ['70', '', 'red'],
        ['71', '7', 'blue'],
      ],
      'variant',
      templates,
    );
    expect(result.rows.map((row) => [row.resource_id, row.product_id])).toEqual([[71, 7]]);
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'product_id',
        message: csvMessage('csv.cell.required', { column: 'product_id' }),
      },
    ]);
  });

  it('reports columns that are no template of the resource type and ignores them', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.size', 'shared.colour'],
        ['7', 'XL', 'red'],
      ],
      'product',
      templates,
    );
    expect(result.rows[0]?.values).toEqual([
      { resource_id: 7, namespace: 'shared', key: 'colour', value: 'red' },
    ]);
    expect(result.errors).toEqual([
      {
        row: 1,
        column: 'shared.size',
        message: csvMessage('csv.header.unknownColumn', { column: 'shared.size' }),
      },
    ]);
  });

  it('rejects a whole row for a bad id or a value over 65535 characters', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.colour', 'shared.material'],
        ['abc', 'red', ''],
        ['0', 'red', ''],
        ['', 'red', ''],
        ['9', 'red', 'x'.repeat(65536)],
        ['10', 'x'.repeat(65535), ''],
      ],
      'product',
      templates,
    );
    expect(result.rows.map((row) => row.resource_id)).toEqual([10]);
    expect(result.errors).toEqual([
      { row: 2, column: 'id', message: csvMessage('csv.cell.notId', { column: 'id' }) },
      { row: 3, column: 'id', message: csvMessage('csv.cell.notId', { column: 'id' }) },
      { row: 4, column: 'id', message: csvMessage('csv.cell.required', { column: 'id' }) },
      {
        row: 5,
        column: 'shared.material',
        message: csvMessage('csv.cell.tooLong', { column: 'shared.material', max: 65535 }),
      },
    ]);
  });

  it('reports a record listed twice on the later row', () => {
    const result = parseSharedLayout(
      [
        ['id', 'shared.colour'],
        ['7', 'red'],
        ['7', 'blue'],
      ],
      'product',
      templates,
    );
    expect(result.rows.map((row) => row.values[0]?.value)).toEqual(['red']);
    expect(result.errors).toEqual([
      { row: 3, message: csvMessage('csv.row.duplicate', { firstRow: 2 }) },
    ]);
  });
});
