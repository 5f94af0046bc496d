import { describe, expect, it } from 'vitest';
import { csvMessage } from './messages.js';
import {
  parseTemplateDefinitions,
  templateDefinitionRow,
  templateDefinitionsHeader,
  type TemplateDefinition,
} from './templateDefinitions.js';

const header = [
  'name',
  'namespace',
  'key',
  'description',
  'content_type',
  'options',
  'use_on_storefront',
  'sort_order',
];

const colour: TemplateDefinition = {
  name: 'Colour',
  namespace: 'shared',
  meta_key: 'colour',
  description: 'Main colour',
  content_type: 'select',
  options: { select_options: [{ id: 1, value: 'Red' }], is_read_only: false },
  use_on_storefront: false,
  sort_order: 2,
};

describe('template definitions export', () => {
  it('has the eight columns', () => {
    expect(templateDefinitionsHeader()).toEqual(header);
  });

  it('writes options as JSON and booleans as true/false', () => {
    expect(templateDefinitionRow(colour)).toEqual([
      'Colour',
      'shared',
      'colour',
      'Main colour',
      'select',
      '{"select_options":[{"id":1,"value":"Red"}],"is_read_only":false}',
      'false',
      '2',
    ]);
    expect(
      templateDefinitionRow({ ...colour, description: null, options: null, name: '-Sale' }),
    ).toEqual(["'-Sale", 'shared', 'colour', '', 'select', '', 'false', '2']);
  });

  it('round-trips through import', () => {
    const result = parseTemplateDefinitions([
      templateDefinitionsHeader(),
      templateDefinitionRow(colour),
    ]);
    expect(result).toEqual({ rows: [{ row: 2, ...colour }], errors: [] });
  });
});

describe('template definitions import', () => {
  it('applies the template defaults to empty cells and missing columns', () => {
    const result = parseTemplateDefinitions([
      ['name', 'content_type'],
      ['Care Instructions', 'rich_text'],
    ]);
    expect(result).toEqual({
      rows: [
        {
          row: 2,
          name: 'Care Instructions',
          namespace: 'shared',
          meta_key: 'care-instructions',
          content_type: 'rich_text',
          use_on_storefront: true,
        },
      ],
      errors: [],
    });
  });

  it('reads use_on_storefront as true or false in any case', () => {
    const result = parseTemplateDefinitions([
      ['name', 'content_type', 'use_on_storefront'],
      ['A', 'text', ' TRUE '],
      ['B', 'text', 'False'],
    ]);
    expect(result.rows.map((row) => row.use_on_storefront)).toEqual([true, false]);
  });

  it('accepts custom resource slugs as content types', () => {
    const table = [
      ['name', 'content_type'],
      ['Designer', 'designers'],
    ];
    expect(parseTemplateDefinitions(table, ['designers']).rows[0]?.content_type).toBe('designers');
    expect(parseTemplateDefinitions(table).errors).toEqual([
      {
        row: 2,
        column: 'content_type',
        subject: 'shared.designer',
        message: csvMessage('csv.cell.unknownContentType', {
          column: 'content_type',
          value: 'designers',
        }),
      },
    ]);
  });

  it('reports each bad cell with the row and its namespace.key', () => {
    const result = parseTemplateDefinitions([
      header,
      ['', 'ns', 'k', '', '', '', '', ''],
      ['!!!', 'ns', '', '', 'text', '', '', ''],
      ['A', 'n'.repeat(65), 'k'.repeat(65), 'd'.repeat(256), 'text', '[1]', 'yes', '0'],
      ['B', 'ns', 'b', '', 'text', '{oops', '', ''],
      ['C'.repeat(70), 'ns', '', '', 'text', '', '', ''],
    ]);
    expect(result.rows).toEqual([]);
    const nsA = `${'n'.repeat(65)}.${'k'.repeat(65)}`;
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'name',
        subject: 'ns.k',
        message: csvMessage('csv.cell.required', { column: 'name' }),
      },
      {
        row: 2,
        column: 'content_type',
        subject: 'ns.k',
        message: csvMessage('csv.cell.required', { column: 'content_type' }),
      },
      { row: 3, column: 'key', message: csvMessage('csv.cell.required', { column: 'key' }) },
      {
        row: 4,
        column: 'namespace',
        subject: nsA,
        message: csvMessage('csv.cell.tooLong', { column: 'namespace', max: 64 }),
      },
      {
        row: 4,
        column: 'key',
        subject: nsA,
        message: csvMessage('csv.cell.tooLong', { column: 'key', max: 64 }),
      },
      {
        row: 4,
        column: 'description',
        subject: nsA,
        message: csvMessage('csv.cell.tooLong', { column: 'description', max: 255 }),
      },
      {
        row: 4,
        column: 'options',
        subject: nsA,
        message: csvMessage('csv.cell.notJsonObject', { column: 'options' }),
      },
      {
        row: 4,
        column: 'use_on_storefront',
        subject: nsA,
        message: csvMessage('csv.cell.notBoolean', { column: 'use_on_storefront' }),
      },
      {
        row: 4,
        column: 'sort_order',
        subject: nsA,
        message: csvMessage('csv.cell.notId', { column: 'sort_order' }),
      },
      {
        row: 5,
        column: 'options',
        subject: 'ns.b',
        message: csvMessage('csv.cell.notJson', { column: 'options' }),
      },
      {
        row: 6,
        column: 'key',
        subject: `ns.${'c'.repeat(70)}`,
        message: csvMessage('csv.cell.tooLong', { column: 'key', max: 64 }),
      },
    ]);
  });

  it('checks the known options and drops unknown ones', () => {
    const result = parseTemplateDefinitions([
      ['name', 'content_type', 'options'],
      ['Brands', 'brand', '{"entity_list_type":"list","legacy":1}'],
      ['Maker', 'brand', '{"entity_list_type":"many"}'],
      ['Size', 'text', '{"min":1,"max":"x","is_read_only":"no"}'],
    ]);
    expect(result.rows.map((row) => row.options)).toEqual([{ entity_list_type: 'list' }]);
    expect(result.errors).toEqual([
      {
        row: 3,
        column: 'options',
        subject: 'shared.maker',
        message: csvMessage('csv.cell.invalidOption', {
          column: 'options',
          option: 'entity_list_type',
        }),
      },
      {
        row: 4,
        column: 'options',
        subject: 'shared.size',
        message: csvMessage('csv.cell.invalidOption', {
          column: 'options',
          option: 'is_read_only',
        }),
      },
    ]);
  });

  it('reports the same namespace.key twice on the later row', () => {
    const result = parseTemplateDefinitions([
      ['name', 'content_type', 'key'],
      ['Size', 'text', ''],
      ['Size', 'integer', 'size'],
    ]);
    expect(result.rows.map((row) => row.content_type)).toEqual(['text']);
    expect(result.errors).toEqual([
      { row: 3, subject: 'shared.size', message: csvMessage('csv.row.duplicate', { firstRow: 2 }) },
    ]);
  });
});
