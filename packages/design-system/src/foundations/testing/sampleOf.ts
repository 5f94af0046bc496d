import { within } from 'storybook/test';
import type { TokenPath } from '../../tokens/token.js';

/** The row headers of a table, top to bottom, as a designer reads them. */
export function rowHeaders(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('rowheader');
}

/** The row whose header names the token. */
export function rowOf(table: HTMLElement, path: TokenPath): HTMLElement {
  const header = rowHeaders(table).find((cell) => cell.textContent?.startsWith(`token('${path}')`));
  const row = header?.closest('tr');
  if (!row) throw new Error(`No row for ${path}`);
  return row;
}

/**
 * The samples in a token's row, in column order. Samples are pictures hidden from assistive
 * technology, so no role or name finds them; they carry `data-sample` instead.
 */
export function samplesOf(table: HTMLElement, path: TokenPath): HTMLElement[] {
  return [...rowOf(table, path).querySelectorAll<HTMLElement>('[data-sample]')];
}

export function sampleOf(table: HTMLElement, path: TokenPath): HTMLElement {
  const [sample] = samplesOf(table, path);
  if (!sample) throw new Error(`No sample for ${path}`);
  return sample;
}
