import { describe, expect, it } from 'vitest';
import { csvMessage } from './messages.js';
import { parseTemplateDefinitions } from './templateDefinitions.js';
import { templateImportResult } from './templateImportResult.js';

const parsed = parseTemplateDefinitions([
  ['name', 'content_type', 'colour'],
  ['Colour', 'text'],
  ['Size', 'text'],
  ['Weight', 'decimal'],
  ['Bad', 'nope'],
  ['', ''],
  ['Colour', 'text'],
]);

describe('template import result', () => {
  it('counts new templates as created and existing ones as updated', () => {
    const result = templateImportResult(parsed, new Set(['shared.size', 'other.weight']));
    expect(result.created).toBe(2);
    expect(result.updated).toBe(1);
  });

  it('keys errors by namespace.key, else by row and column, keeping the first of each', () => {
    expect(templateImportResult(parsed, new Set()).errors).toEqual({
      'row 1, colour': csvMessage('csv.header.unknownColumn', { column: 'colour' }),
      'shared.bad': csvMessage('csv.cell.unknownContentType', {
        column: 'content_type',
        value: 'nope',
      }),
      'shared.colour': csvMessage('csv.row.duplicate', { firstRow: 2 }),
    });
    expect(
      templateImportResult(
        { rows: [], errors: [{ row: 9, message: csvMessage('csv.row.tooManyCells') }] },
        new Set(),
      ).errors,
    ).toEqual({ 'row 9': csvMessage('csv.row.tooManyCells') });
  });

  it('leaves rows that failed to save out of the counts and reports them by namespace.key', () => {
    const failure = { key: 'server.conflict', defaultMessage: 'Already exists' };
    const result = templateImportResult(parsed, new Set(['shared.size']), [
      { row: 3, message: failure },
    ]);
    expect(result.created).toBe(2);
    expect(result.updated).toBe(0);
    expect(result.errors['shared.size']).toEqual(failure);
  });
});
