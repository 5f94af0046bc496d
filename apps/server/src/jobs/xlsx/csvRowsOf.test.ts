import { describe, expect, it } from 'vitest';
import { csvRowBatches, longestCsvRow } from './csvRowsOf.js';

/** The text in pieces of `size` bytes, as the job file store hands a file out. */
async function* piecesOf(text: string, size: number) {
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

const file = '\uFEFFid,value\r\n1,"two\r\nlines, ""quoted"""\r\n2,日本語\r\n3,"a\nb"\r\n\r\n4,last';

describe('csvRowBatches', () => {
  it('gives the same rows whatever the pieces, cutting only between rows', async () => {
    for (const size of [1, 2, 3, 7, 1000]) {
      const rows: string[][] = [];
      for await (const batch of csvRowBatches(piecesOf(file, size))) rows.push(...batch);
      expect({ size, rows }).toEqual({
        size,
        rows: [
          ['id', 'value'],
          ['1', 'two\r\nlines, "quoted"'],
          ['2', '日本語'],
          ['3', 'a\nb'],
          [''],
          ['4', 'last'],
        ],
      });
    }
  });

  it('measures the longest row, a quoted line break not ending it', async () => {
    expect(await longestCsvRow(piecesOf(file, 3))).toBe('1,"two\r\nlines, ""quoted"""\r\n'.length);
  });
});
