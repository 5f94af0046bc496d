import { csvMessage, csvMessages, metafieldMessage, type CsvMessageKey } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import { englishText } from './englishText.js';

describe('englishText', () => {
  it("formats core's messages in English, selects and numbers included", () => {
    expect(
      englishText(metafieldMessage('metafieldPage.parentNotFound', { resource: 'variant' })),
    ).toBe('Variant not found');
    // A plain argument stays as it is (a row number), a number argument gets digit grouping.
    expect(englishText(csvMessage('csv.error.row', { row: 1234, message: 'Bad' }))).toBe(
      'Row 1234: Bad',
    );
    expect(englishText(csvMessage('csv.cell.tooLong', { column: 'name', max: 65535 }))).toBe(
      'name must be at most 65,535 characters.',
    );
  });

  it('leaves no placeholder in any CSV message given its values', () => {
    for (const key of Object.keys(csvMessages) as CsvMessageKey[]) {
      const names = [...csvMessages[key].matchAll(/\{\s*(\w+)/g)].map((match) => match[1] ?? '');
      const values = Object.fromEntries(names.map((name) => [name, 7]));
      expect(englishText(csvMessage(key, values)), key).not.toMatch(/[{}]/);
    }
  });

  it('formats each use of a message with its own values', () => {
    const lines = [1, 2, 3].map((row) =>
      englishText(csvMessage('csv.error.row', { row, message: `Bad ${row}` })),
    );
    expect(lines).toEqual(['Row 1: Bad 1', 'Row 2: Bad 2', 'Row 3: Bad 3']);
  });
});
