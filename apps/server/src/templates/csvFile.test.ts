import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csvFile.js';

describe('CSV text', () => {
  it('writes CRLF rows after a byte order mark, quoting only cells that need it', () => {
    expect(
      writeCsv([
        ['a', 'b c'],
        ['x,y', 'say "hi"'],
        ['two\nlines', ''],
      ]),
    ).toBe('\uFEFFa,b c\r\n"x,y","say ""hi"""\r\n"two\nlines",');
  });

  it('reads back what it writes, cell for cell', () => {
    const rows = [
      ['name', 'options'],
      ['Fabric, "main"', '{"min":1,"max":255}'],
      ['multi\r\nline', ''],
    ];
    expect(readCsv(writeCsv(rows).slice(1))).toEqual(rows);
  });

  it('reads LF and CR files, keeps blank lines so row numbers match, never guesses ;', () => {
    expect(readCsv('a;b,c\n\nd,e\n')).toEqual([['a;b', 'c'], [''], ['d', 'e'], ['']]);
    expect(readCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
