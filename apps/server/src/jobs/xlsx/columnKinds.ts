import type { ColumnKind } from './csvToWorkbook.js';

/**
 * The workbook kind of a column holding values of a content type: booleans, dates and whole
 * numbers as typed cells, everything else as text (ADR 0031).
 */
export function kindOfContentType(contentType: string): ColumnKind {
  if (contentType === 'boolean') return 'boolean';
  if (contentType === 'date' || contentType === 'datetime') return 'date';
  if (contentType === 'integer') return 'integer';
  return 'text';
}

/** The kinds of the columns an export knows, by header name, from their content types. */
export function columnKindsOf(
  columns: Iterable<readonly [name: string, contentType: string]>,
): Map<string, ColumnKind> {
  const kinds = new Map<string, ColumnKind>();
  for (const [name, contentType] of columns) {
    const kind = kindOfContentType(contentType);
    if (kind !== 'text') kinds.set(name, kind);
  }
  return kinds;
}
