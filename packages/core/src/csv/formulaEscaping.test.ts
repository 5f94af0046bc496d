import { describe, expect, it } from 'vitest';
import {
  escapeFormulaCell,
  formulaTriggerCharacters,
  unescapeFormulaCell,
} from './formulaEscaping.js';

/** Every string up to `length` characters over `alphabet`. */
function allStrings(alphabet: readonly string[], length: number): string[] {
  let level = [''];
  const all = [''];
  for (let size = 1; size <= length; size += 1) {
    level = level.flatMap((prefix) => alphabet.map((character) => prefix + character));
    all.push(...level);
  }
  return all;
}

const alphabet = ["'", '=', '+', '-', '@', '\t', '\r', '\n', 'a', '1', ' '];
const named = ['', "'", "''=1", "'-5", '-5', '-12.5', '=SUM(A1)', '\t', 'plain', "'abc", "don't"];

describe('formula escaping', () => {
  it('has the OWASP trigger characters', () => {
    expect(formulaTriggerCharacters).toEqual(['=', '+', '-', '@', '\t', '\r', '\n']);
  });

  it('prefixes an apostrophe to cells a spreadsheet would read as formulas', () => {
    expect(escapeFormulaCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(escapeFormulaCell('+1')).toBe("'+1");
    expect(escapeFormulaCell('-12.5')).toBe("'-12.5");
    expect(escapeFormulaCell('@cmd')).toBe("'@cmd");
    expect(escapeFormulaCell('\tx')).toBe("'\tx");
    expect(escapeFormulaCell('\rx')).toBe("'\rx");
    expect(escapeFormulaCell('\nx')).toBe("'\nx");
  });

  it('leaves other cells alone, a genuine leading apostrophe included', () => {
    for (const cell of ['', 'plain', '12.5', "'", "'abc", "''", 'a=1', ' =1']) {
      expect(escapeFormulaCell(cell)).toBe(cell);
    }
  });

  it('escapes a genuine apostrophe before a trigger, so import can tell it from an escape', () => {
    expect(escapeFormulaCell("'=1")).toBe("''=1");
    expect(escapeFormulaCell("'-5")).toBe("''-5");
  });

  it('removes the apostrophe only before a trigger on import', () => {
    expect(unescapeFormulaCell("'-12.5")).toBe('-12.5');
    expect(unescapeFormulaCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeFormulaCell("''=1")).toBe("'=1");
    expect(unescapeFormulaCell("'abc")).toBe("'abc");
    expect(unescapeFormulaCell("'")).toBe("'");
    expect(unescapeFormulaCell('-5')).toBe('-5');
  });

  it('round-trips every string: decode(encode(x)) === x', () => {
    const strings = [...named, ...allStrings(alphabet, 4)];
    expect(strings.length).toBeGreaterThan(15_000);
    for (const cell of strings) {
      expect(unescapeFormulaCell(escapeFormulaCell(cell))).toBe(cell);
    }
  });

  it('never writes a cell that starts with a trigger', () => {
    for (const cell of allStrings(alphabet, 4)) {
      const first = escapeFormulaCell(cell)[0];
      expect(
        first === undefined || !(formulaTriggerCharacters as readonly string[]).includes(first),
      ).toBe(true);
    }
  });
});
