import { describe, expect, it } from 'vitest';
import { csvErrorLine, dataRowNumber, headerRowNumber } from './csvResult.js';
import { csvMessage, csvMessages } from './messages.js';
import { parseTable } from './table.js';

const layout = { first: 'id', required: ['id', 'name'], optional: ['note'] };
const readRow = (context: { row: number; cell(column: string): string }) => ({
  row: context.row,
  id: context.cell('id'),
  name: context.cell('name'),
  note: context.cell('note'),
});

describe('row numbers', () => {
  it('count the header as row 1', () => {
    expect(headerRowNumber).toBe(1);
    expect(dataRowNumber(0)).toBe(2);
    expect(dataRowNumber(9)).toBe(11);
  });
});

describe('parseTable', () => {
  it('reports a missing header', () => {
    for (const table of [[], [['', ' ']]]) {
      expect(parseTable(table, layout, readRow)).toEqual({
        rows: [],
        errors: [{ row: 1, message: csvMessage('csv.header.missing') }],
      });
    }
  });

  it('reads no row when the first column is wrong or a required one is missing', () => {
    expect(
      parseTable(
        [
          ['name', 'id'],
          ['a', '1'],
        ],
        layout,
        readRow,
      ),
    ).toEqual({
      rows: [],
      errors: [{ row: 1, message: csvMessage('csv.header.firstColumn', { column: 'id' }) }],
    });
    expect(
      parseTable(
        [
          ['id', 'note'],
          ['1', 'x'],
        ],
        layout,
        readRow,
      ),
    ).toEqual({
      rows: [],
      errors: [
        {
          row: 1,
          column: 'name',
          message: csvMessage('csv.header.missingColumn', { column: 'name' }),
        },
      ],
    });
  });

  it('reports unknown and repeated columns and reads the rest', () => {
    const result = parseTable(
      [
        [' id ', 'name', 'colour', 'name', ''],
        ['1', 'first', 'red', 'second', ''],
      ],
      layout,
      readRow,
    );
    expect(result.rows).toEqual([{ row: 2, id: '1', name: 'first', note: '' }]);
    expect(result.errors).toEqual([
      {
        row: 1,
        column: 'colour',
        message: csvMessage('csv.header.unknownColumn', { column: 'colour' }),
      },
      {
        row: 1,
        column: 'name',
        message: csvMessage('csv.header.duplicateColumn', { column: 'name' }),
      },
    ]);
  });

  it('trims header names, byte order mark included', () => {
    const result = parseTable(
      [
        ['\uFEFFid', ' name '],
        ['1', 'a'],
      ],
      layout,
      readRow,
    );
    expect(result).toEqual({ rows: [{ row: 2, id: '1', name: 'a', note: '' }], errors: [] });
  });

  it('unescapes header and data cells', () => {
    const result = parseTable(
      [
        ['id', 'name'],
        ["'-1", "'=x"],
      ],
      layout,
      readRow,
    );
    expect(result.rows).toEqual([{ row: 2, id: '-1', name: '=x', note: '' }]);
  });

  it('skips blank rows but counts them, and reads short rows as empty cells', () => {
    const result = parseTable(
      [['id', 'name', 'note'], [''], ['', ' ', ''], ['3', 'c']],
      layout,
      readRow,
    );
    expect(result).toEqual({ rows: [{ row: 4, id: '3', name: 'c', note: '' }], errors: [] });
  });

  it('rejects a row with more filled cells than the header, but not trailing empty ones', () => {
    const result = parseTable(
      [
        ['id', 'name'],
        ['1', 'a', 'extra'],
        ['2', 'b', '', ' '],
      ],
      layout,
      readRow,
    );
    expect(result.rows).toEqual([{ row: 3, id: '2', name: 'b', note: '' }]);
    expect(result.errors).toEqual([{ row: 2, message: csvMessage('csv.row.tooManyCells') }]);
  });

  it('keeps a rejected row out and reports its errors with their subject', () => {
    const result = parseTable(
      [
        ['id', 'name'],
        ['1', ''],
        ['2', 'b'],
      ],
      layout,
      (context) => {
        context.setSubject(`record ${context.cell('id')}`);
        if (context.cell('name') === '')
          context.reject(csvMessage('csv.cell.required', { column: 'name' }), 'name');
        return context.cell('id');
      },
    );
    expect(result.rows).toEqual(['2']);
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'name',
        subject: 'record 1',
        message: csvMessage('csv.cell.required', { column: 'name' }),
      },
    ]);
  });

  it('reports a repeated identity on the later row and keeps the first', () => {
    const result = parseTable(
      [
        ['id', 'name'],
        ['1', 'a'],
        ['2', 'b'],
        ['1', 'c'],
        ['', 'd'],
        ['', 'e'],
      ],
      layout,
      readRow,
      { identity: (row) => (row.id === '' ? undefined : row.id) },
    );
    expect(result.rows.map((row) => row.name)).toEqual(['a', 'b', 'd', 'e']);
    expect(result.errors).toEqual([
      { row: 4, message: csvMessage('csv.row.duplicate', { firstRow: 2 }) },
    ]);
  });
});

describe('csv messages', () => {
  it('are keyed under csv.', () => {
    expect(Object.keys(csvMessages).every((key) => key.startsWith('csv.'))).toBe(true);
  });

  it('describe a message with and without values', () => {
    expect(csvMessage('csv.header.missing')).toEqual({
      key: 'csv.header.missing',
      defaultMessage: 'The file has no header row.',
    });
    expect(csvMessage('csv.cell.tooLong', { column: 'key', max: 64 })).toEqual({
      key: 'csv.cell.tooLong',
      defaultMessage: '{column} must be at most {max, number} characters.',
      values: { column: 'key', max: 64 },
    });
  });

  it('put the row, and the column when there is one, in front of a formatted error', () => {
    const message = csvMessage('csv.row.tooManyCells');
    expect(csvErrorLine({ row: 4, message }, 'Too many.')).toEqual({
      key: 'csv.error.row',
      defaultMessage: 'Row {row}: {message}',
      values: { row: 4, message: 'Too many.' },
    });
    expect(csvErrorLine({ row: 5, column: 'key', message }, 'key is required.')).toEqual({
      key: 'csv.error.cell',
      defaultMessage: 'Row {row}, column {column}: {message}',
      values: { row: 5, column: 'key', message: 'key is required.' },
    });
  });
});
