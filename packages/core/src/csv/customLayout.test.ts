import { describe, expect, it } from 'vitest';
import { customLayoutHeader, customLayoutRow, parseCustomLayout } from './customLayout.js';
import { csvMessage } from './messages.js';

const header = ['resource_id', 'namespace', 'key', 'value', 'permission_set', 'description'];

describe('custom layout export', () => {
  it('has the six columns, with product_id after resource_id for variants', () => {
    expect(customLayoutHeader('product')).toEqual(header);
    expect(customLayoutHeader('variant')).toEqual([
      'resource_id',
      'product_id',
      'namespace',
      'key',
      'value',
      'permission_set',
      'description',
    ]);
  });

  it('writes one metafield a row, escaped', () => {
    expect(
      customLayoutRow(
        'order',
        { id: 100 },
        {
          namespace: 'ops',
          key: 'gift',
          value: '-5',
          permission_set: 'read',
          description: '@team',
        },
      ),
    ).toEqual(['100', 'ops', 'gift', "'-5", 'read', "'@team"]);
    expect(
      customLayoutRow('variant', { id: 70 }, { namespace: 'n', key: 'k', value: 'v' }),
    ).toEqual(['70', '', 'n', 'k', 'v', '', '']);
  });
});

describe('custom layout import', () => {
  it('reads good rows, omitting an empty permission set and description', () => {
    const result = parseCustomLayout(
      [
        header,
        ['100', 'ops', 'gift', "'-5", 'READ_AND_SF_ACCESS ', 'Gift note'],
        ['101', 'ops', 'gift', ' spaced ', '', ''],
      ],
      'order',
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        resource_id: 100,
        namespace: 'ops',
        key: 'gift',
        value: '-5',
        permission_set: 'read_and_sf_access',
        description: 'Gift note',
      },
      { row: 3, resource_id: 101, namespace: 'ops', key: 'gift', value: ' spaced ' },
    ]);
  });

  it('round-trips an exported variant file', () => {
    const metafield = {
      namespace: 'n',
      key: 'k',
      value: '+44 20',
      permission_set: 'write_and_sf_access' as const,
      description: '=d',
    };
    const table = [
      customLayoutHeader('variant'),
      customLayoutRow('variant', { id: 70, product_id: 7 }, metafield),
    ];
    expect(parseCustomLayout(table, 'variant')).toEqual({
      rows: [{ row: 2, resource_id: 70, product_id: 7, ...metafield }],
      errors: [],
    });
  });

  it('takes the columns in any order and without the optional ones', () => {
    const result = parseCustomLayout(
      [
        ['value', 'key', 'namespace', 'resource_id'],
        ['v', 'k', 'n', '5'],
      ],
      'brand',
    );
    expect(result.rows).toEqual([{ row: 2, resource_id: 5, namespace: 'n', key: 'k', value: 'v' }]);
  });

  it('needs resource_id, namespace, key and value columns, and product_id for variants', () => {
    const result = parseCustomLayout(
      [
        ['resource_id', 'namespace', 'value'],
        ['1', 'n', 'v'],
      ],
      'variant',
    );
    expect(result.rows).toEqual([]);
    expect(result.errors.map((error) => error.column)).toEqual(['product_id', 'key']);
  });

  it('checks each row against the metafield limits', () => {
    const ok = ['1', 'n'.repeat(64), 'k'.repeat(64), 'v', 'write', 'd'.repeat(255)];
    const result = parseCustomLayout(
      [
        header,
        ok,
        ['2', '', '', '', '', ''],
        ['3', 'n'.repeat(65), 'k'.repeat(65), 'v'.repeat(65536), 'admin', 'd'.repeat(256)],
        ['x', 'n', 'k', 'v', '', ''],
      ],
      'product',
    );
    expect(result.rows.map((row) => row.resource_id)).toEqual([1]);
    const allowed = 'app_only, read, write, read_and_sf_access, write_and_sf_access';
    expect(result.errors).toEqual([
      {
        row: 3,
        column: 'namespace',
        message: csvMessage('csv.cell.required', { column: 'namespace' }),
      },
      { row: 3, column: 'key', message: csvMessage('csv.cell.required', { column: 'key' }) },
      { row: 3, column: 'value', message: csvMessage('csv.cell.required', { column: 'value' }) },
      {
        row: 4,
        column: 'namespace',
        message: csvMessage('csv.cell.tooLong', { column: 'namespace', max: 64 }),
      },
      {
        row: 4,
        column: 'key',
        message: csvMessage('csv.cell.tooLong', { column: 'key', max: 64 }),
      },
      {
        row: 4,
        column: 'value',
        message: csvMessage('csv.cell.tooLong', { column: 'value', max: 65535 }),
      },
      {
        row: 4,
        column: 'permission_set',
        message: csvMessage('csv.cell.notPermissionSet', { column: 'permission_set', allowed }),
      },
      {
        row: 4,
        column: 'description',
        message: csvMessage('csv.cell.tooLong', { column: 'description', max: 255 }),
      },
      {
        row: 5,
        column: 'resource_id',
        message: csvMessage('csv.cell.notId', { column: 'resource_id' }),
      },
    ]);
  });

  it('rejects a variant row with a bad product id', () => {
    const result = parseCustomLayout(
      [customLayoutHeader('variant'), ['70', '-7', 'n', 'k', 'v', '', '']],
      'variant',
    );
    expect(result).toEqual({
      rows: [],
      errors: [
        {
          row: 2,
          column: 'product_id',
          message: csvMessage('csv.cell.notId', { column: 'product_id' }),
        },
      ],
    });
  });

  it('reports the same resource, namespace and key twice on the later row', () => {
    const result = parseCustomLayout(
      [
        header,
        ['1', 'n', 'k', 'a', '', ''],
        ['1', 'n', 'other', 'b', '', ''],
        ['1', 'n', 'k', 'c', '', ''],
      ],
      'product',
    );
    expect(result.rows.map((row) => row.value)).toEqual(['a', 'b']);
    expect(result.errors).toEqual([
      { row: 4, message: csvMessage('csv.row.duplicate', { firstRow: 2 }) },
    ]);
  });

  it('reads a mode column: delete removes, needing no value; empty creates or updates', () => {
    const result = parseCustomLayout(
      [
        [...header, 'mode'],
        ['1', 'n', 'gone', '', '', '', 'DELETE '],
        ['1', 'n', 'kept', 'v', '', '', ''],
        ['2', 'n', 'k', 'v', '', '', 'remove'],
        ['3', '', 'k', '', '', '', 'delete'],
      ],
      'product',
    );
    expect(result.rows).toEqual([
      { row: 2, resource_id: 1, namespace: 'n', key: 'gone', value: '', mode: 'delete' },
      { row: 3, resource_id: 1, namespace: 'n', key: 'kept', value: 'v' },
    ]);
    expect(result.errors).toEqual([
      {
        row: 4,
        column: 'mode',
        message: csvMessage('csv.cell.notMode', { column: 'mode', mode: 'delete' }),
      },
      {
        row: 5,
        column: 'namespace',
        message: csvMessage('csv.cell.required', { column: 'namespace' }),
      },
    ]);
  });
});
