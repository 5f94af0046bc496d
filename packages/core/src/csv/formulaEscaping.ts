/**
 * Formula escaping against CSV injection (OWASP): a cell that a spreadsheet would read as a
 * formula gets a leading apostrophe on export, and loses it again on import.
 *
 * The trigger is judged after any leading apostrophes, not on the first character alone: a
 * genuine "'=1" must be written as "''=1", or import could not tell it from an escaped "=1".
 * So export adds one apostrophe to every cell matching /^'*[trigger]/, and import removes one
 * from every cell matching /^'+[trigger]/; every other cell (a genuine "'abc", a lone "'")
 * passes through untouched both ways. This keeps decode(encode(x)) === x for every string.
 */
export const formulaTriggerCharacters = ['=', '+', '-', '@', '\t', '\r', '\n'] as const;

const escapeApostrophe = "'";

function startsWithTriggerAfterApostrophes(cell: string, minimumApostrophes: number): boolean {
  let index = 0;
  while (cell[index] === escapeApostrophe) index += 1;
  const next = cell[index];
  return (
    index >= minimumApostrophes &&
    next !== undefined &&
    (formulaTriggerCharacters as readonly string[]).includes(next)
  );
}

/** Prepares one cell for a CSV file. */
export function escapeFormulaCell(cell: string): string {
  return startsWithTriggerAfterApostrophes(cell, 0) ? escapeApostrophe + cell : cell;
}

/** Restores one cell read from a CSV file: the exact reverse of `escapeFormulaCell`. */
export function unescapeFormulaCell(cell: string): string {
  return startsWithTriggerAfterApostrophes(cell, 1) ? cell.slice(1) : cell;
}
