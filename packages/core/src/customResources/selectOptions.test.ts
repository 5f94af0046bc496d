import { describe, expect, it } from 'vitest';
import {
  addSelectOption,
  appendPastedSelectOptions,
  canRemoveSelectOption,
  defaultSelectOptionDelimiter,
  moveSelectOption,
  parsePastedSelectOptions,
  removeSelectOption,
  selectOptionDelimiterLabels,
  selectOptionDelimiters,
  selectOptionRows,
} from './selectOptions.js';
import { customResourcesMessages } from './messages.js';

const rows = (...values: string[]) => values.map((value) => ({ value }));

describe('pasted select options (spec section 2)', () => {
  it('offers comma (default), semicolon, tab, space, pipe and new line', () => {
    expect(defaultSelectOptionDelimiter).toBe('comma');
    expect(Object.values(selectOptionDelimiters)).toEqual([',', ';', '\t', ' ', '|', '\n']);
    expect(
      Object.values(selectOptionDelimiterLabels).map((key) => customResourcesMessages[key]),
    ).toEqual(['Comma', 'Semicolon', 'Tab', 'Space', 'Pipe', 'New line']);
  });

  it('splits on commas by default, trims, strips double quotes and drops empty items', () => {
    expect(parsePastedSelectOptions(' Red, "Green" ,,  Blue ,"" ')).toEqual([
      'Red',
      'Green',
      'Blue',
    ]);
  });

  it('splits on each delimiter', () => {
    expect(parsePastedSelectOptions('S;M; L', 'semicolon')).toEqual(['S', 'M', 'L']);
    expect(parsePastedSelectOptions('S\tM\t\tL', 'tab')).toEqual(['S', 'M', 'L']);
    expect(parsePastedSelectOptions('S  M L', 'space')).toEqual(['S', 'M', 'L']);
    expect(parsePastedSelectOptions('S|M|L', 'pipe')).toEqual(['S', 'M', 'L']);
    expect(parsePastedSelectOptions('S\r\nM\n\nL\n', 'newLine')).toEqual(['S', 'M', 'L']);
  });

  it('keeps other delimiters inside items', () => {
    expect(parsePastedSelectOptions('Red, dark;Blue', 'semicolon')).toEqual(['Red, dark', 'Blue']);
  });
});

describe('select option rows', () => {
  it('always keep at least one row', () => {
    expect(selectOptionRows(undefined)).toEqual([{ value: '' }]);
    expect(selectOptionRows([])).toEqual([{ value: '' }]);
    expect(selectOptionRows(rows('a'))).toEqual(rows('a'));
  });

  it('never remove the last row', () => {
    expect(canRemoveSelectOption(rows('a'))).toBe(false);
    expect(removeSelectOption(rows('a'), 0)).toEqual(rows('a'));
    expect(canRemoveSelectOption(rows('a', 'b'))).toBe(true);
    expect(removeSelectOption(rows('a', 'b', 'c'), 1)).toEqual(rows('a', 'c'));
  });

  it('add a blank row', () => {
    expect(addSelectOption(rows('a'))).toEqual([{ value: 'a' }, { value: '' }]);
  });

  it('append pasted values in place of blank new rows', () => {
    expect(appendPastedSelectOptions([{ value: '' }], ['x', 'y'])).toEqual(rows('x', 'y'));
    expect(
      appendPastedSelectOptions([{ id: 1, value: '' }, { value: 'a' }, { value: ' ' }], ['x']),
    ).toEqual([{ id: 1, value: '' }, { value: 'a' }, { value: 'x' }]);
    expect(appendPastedSelectOptions([{ value: '' }], [])).toEqual([{ value: '' }]);
  });

  it('reorder by moving one row', () => {
    expect(moveSelectOption(rows('a', 'b', 'c'), 0, 2)).toEqual(rows('b', 'c', 'a'));
    expect(moveSelectOption(rows('a', 'b', 'c'), 2, 0)).toEqual(rows('c', 'a', 'b'));
    expect(moveSelectOption(rows('a', 'b'), 5, 0)).toEqual(rows('a', 'b'));
    expect(moveSelectOption(rows('a', 'b'), 0, 2)).toEqual(rows('a', 'b'));
  });
});
