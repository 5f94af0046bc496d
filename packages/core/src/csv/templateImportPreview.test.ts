import { describe, expect, it } from 'vitest';
import type { ImportPreviewRow } from '../entities/importPreview.js';
import type { TemplateDefinition } from './templateDefinitions.js';
import {
  importPreviewPageOf,
  templateImportChange,
  templateImportRefusal,
} from './templateImportPreview.js';

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
const { sort_order: _place, ...colourWithoutPlace } = colour;

describe('template import preview', () => {
  it('names a new template’s filled columns, the sort order only when the row gives one', () => {
    const created = templateImportChange(4, undefined, {
      ...colourWithoutPlace,
      description: null,
      options: null,
    });
    expect(created).toEqual({
      row: 4,
      outcome: 'create',
      record_id: null,
      namespace: 'shared',
      key: 'colour',
      old_value: null,
      new_value: 'name: Colour; content_type: select; use_on_storefront: false',
      reason: null,
    });
    expect(templateImportChange(4, undefined, colour).new_value).toContain('sort_order: 2');
  });

  it('gives the old and new cells of the columns that differ', () => {
    const updated = templateImportChange(2, colour, {
      ...colour,
      name: 'Color',
      use_on_storefront: true,
    });
    expect(updated).toMatchObject({
      outcome: 'update',
      old_value: 'name: Colour; use_on_storefront: false',
      new_value: 'name: Color; use_on_storefront: true',
    });
  });

  it('finds a row that changes nothing unchanged, its options in any key order', () => {
    const reordered = {
      ...colourWithoutPlace,
      options: { is_read_only: false, select_options: [{ value: 'Red', id: 1 }] },
    };
    expect(templateImportChange(3, colour, reordered)).toMatchObject({
      outcome: 'unchanged',
      old_value: null,
      new_value: null,
    });
  });

  it('reports a moved template by its sort order', () => {
    expect(templateImportChange(3, colour, { ...colour, sort_order: 1 })).toMatchObject({
      outcome: 'update',
      old_value: 'sort_order: 2',
      new_value: 'sort_order: 1',
    });
  });

  it('refuses a row with its error line', () => {
    expect(templateImportRefusal(5, 'Row 5, column key: key is required.')).toEqual({
      row: 5,
      outcome: 'refused',
      record_id: null,
      namespace: null,
      key: null,
      old_value: null,
      new_value: null,
      reason: 'Row 5, column key: key is required.',
    });
  });
});

describe('a preview’s page held whole', () => {
  const rows: ImportPreviewRow[] = [
    templateImportChange(2, undefined, colour),
    templateImportChange(3, colour, colour),
    templateImportRefusal(4, 'Row 4: name is required.'),
    templateImportChange(5, undefined, { ...colour, meta_key: 'size' }),
  ];

  it('counts every outcome whatever the filter', () => {
    const page = importPreviewPageOf(rows, { outcome: 'create', page: 1, limit: 1 });
    expect(page.meta).toEqual({
      total: 2,
      counts: { create: 2, update: 0, unchanged: 1, delete: 0, refused: 1 },
    });
    expect(page.data.map((row) => row.row)).toEqual([2]);
  });

  it('reads a later page in file order', () => {
    const page = importPreviewPageOf(rows, { page: 2, limit: 3 });
    expect(page.data.map((row) => row.row)).toEqual([5]);
    expect(page.meta.total).toBe(4);
  });
});
