import type { SortDirection } from '../constants.js';
import type { Metafield } from '../entities/metafield.js';
import { isAvailableOnStorefront } from '../permissionSets.js';

/**
 * The custom metafields table of a record (metafields.md, 'Metafield list page for a record'):
 * search over key, namespace and description, sorting by its columns and paging in the client
 * (section 9). Everything here runs on every keystroke and header press over up to 250 rows
 * (the fetch limit), so each step is at most O(n log n) and a comparison does no formatting.
 */

/** The fields of a metafield the table shows, searches and sorts. */
export type MetafieldTableRow = Pick<
  Metafield,
  'id' | 'namespace' | 'key' | 'description' | 'permission_set' | 'date_modified'
>;

export const metafieldTableSortColumns = [
  'namespace',
  'key',
  'availableOnStorefront',
  'lastUpdated',
] as const;
export type MetafieldTableSortColumn = (typeof metafieldTableSortColumns)[number];

export interface MetafieldTableSort {
  column: MetafieldTableSortColumn;
  direction: SortDirection;
}

/** The search term as compared: trimmed and case-folded; empty matches every metafield. */
export function normaliseMetafieldSearch(term: string): string {
  return term.trim().toLowerCase();
}

/**
 * Whether a metafield matches the search: the term (already normalised) appears anywhere in its
 * key, namespace or description, ignoring letter case.
 */
export function matchesMetafieldSearch(
  metafield: MetafieldTableRow,
  normalisedTerm: string,
): boolean {
  if (normalisedTerm === '') return true;
  return (
    metafield.key.toLowerCase().includes(normalisedTerm) ||
    metafield.namespace.toLowerCase().includes(normalisedTerm) ||
    (metafield.description?.toLowerCase().includes(normalisedTerm) ?? false)
  );
}

/** The metafields that match `term`, in the order given. */
export function searchMetafields<T extends MetafieldTableRow>(
  metafields: readonly T[],
  term: string,
): readonly T[] {
  const normalised = normaliseMetafieldSearch(term);
  if (normalised === '') return metafields;
  return metafields.filter((metafield) => matchesMetafieldSearch(metafield, normalised));
}

type SortKey = string | number;

/** A missing or unreadable date has no key: it sorts after every dated row in both directions. */
function sortKey(metafield: MetafieldTableRow, column: MetafieldTableSortColumn): SortKey | null {
  switch (column) {
    case 'namespace':
      return metafield.namespace;
    case 'key':
      return metafield.key;
    case 'availableOnStorefront':
      // Ascending puts 'No' before 'Yes'.
      return isAvailableOnStorefront(metafield.permission_set) ? 1 : 0;
    case 'lastUpdated': {
      if (metafield.date_modified === undefined) return null;
      const time = Date.parse(metafield.date_modified);
      return Number.isNaN(time) ? null : time;
    }
  }
}

/**
 * The metafields in the order of `sort`; without one, in the order given (the platform lists
 * them by id, newest first). Text compares with `collator` (by default the natural order of
 * the user's language, ignoring case and accents: 'key2' before 'key10'); ties keep the given
 * order. Each row's key is computed once, not once per comparison.
 */
export function sortMetafields<T extends MetafieldTableRow>(
  metafields: readonly T[],
  sort: MetafieldTableSort | null | undefined,
  collator: Intl.Collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }),
): readonly T[] {
  if (!sort) return metafields;
  const { column, direction } = sort;
  const sign = direction === 'asc' ? 1 : -1;
  const decorated = metafields.map((metafield, index) => ({
    metafield,
    index,
    key: sortKey(metafield, column),
  }));
  decorated.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key === b.key) return a.index - b.index;
      return a.key === null ? 1 : -1;
    }
    const order =
      typeof a.key === 'string' && typeof b.key === 'string'
        ? collator.compare(a.key, b.key)
        : (a.key as number) - (b.key as number);
    return order === 0 ? a.index - b.index : sign * order;
  });
  return decorated.map((row) => row.metafield);
}

export interface MetafieldPage<T> {
  /** The rows of the page. */
  items: readonly T[];
  /** The page shown, counting from 1: the one asked for, brought within 1..pageCount. */
  page: number;
  /** At least 1, also when there are no rows. */
  pageCount: number;
}

/** One page of `items` (paging in the client); a page past the end shows the last page. */
export function metafieldPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): MetafieldPage<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount };
}
