import { describe, expect, it } from 'vitest';
import {
  matchesMetafieldSearch,
  metafieldPage,
  normaliseMetafieldSearch,
  searchMetafields,
  sortMetafields,
  type MetafieldTableRow,
} from './metafieldTable.js';

const row = (
  id: number,
  namespace: string,
  key: string,
  extra: Partial<MetafieldTableRow> = {},
): MetafieldTableRow => ({
  id,
  namespace,
  key,
  permission_set: 'write',
  date_modified: '2024-03-01T10:00:00+00:00',
  ...extra,
});

const warranty = row(1, 'specs', 'warranty', {
  description: 'Years of cover',
  permission_set: 'read_and_sf_access',
  date_modified: '2024-05-02T08:00:00+00:00',
});
const weight = row(2, 'Shipping', 'weight_g', { date_modified: '2023-12-24T23:59:00+00:00' });
const key10 = row(3, 'specs', 'key10', { permission_set: 'write_and_sf_access' });
const key2 = row(4, 'Ébénisterie', 'key2', { date_modified: undefined });
const all = [warranty, weight, key10, key2];
const ids = (rows: readonly MetafieldTableRow[]) => rows.map((metafield) => metafield.id);

describe('search over key, namespace and description', () => {
  it('matches any of the three fields, ignoring case and surrounding spaces', () => {
    expect(ids(searchMetafields(all, '  SHIPPING '))).toEqual([2]);
    expect(ids(searchMetafields(all, 'key'))).toEqual([3, 4]);
    expect(ids(searchMetafields(all, 'years of'))).toEqual([1]);
    expect(ids(searchMetafields(all, 'ght_'))).toEqual([2]);
  });

  it('matches nothing else: not the value, the id or the permission set', () => {
    expect(searchMetafields(all, 'sf_access')).toEqual([]);
    expect(searchMetafields(all, 'nothing like it')).toEqual([]);
  });

  it('keeps every metafield, the same list, for an empty term', () => {
    expect(searchMetafields(all, '   ')).toBe(all);
    expect(matchesMetafieldSearch(weight, normaliseMetafieldSearch(''))).toBe(true);
  });

  it('treats a missing description as no match', () => {
    expect(matchesMetafieldSearch(weight, 'cover')).toBe(false);
  });
});

describe('sorting by the columns', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

  it('keeps the given order without a sort', () => {
    expect(sortMetafields(all, null)).toBe(all);
  });

  it('sorts namespace and key in natural, case- and accent-blind order, ties in given order', () => {
    expect(ids(sortMetafields(all, { column: 'namespace', direction: 'asc' }, collator))).toEqual([
      4, 2, 1, 3,
    ]);
    expect(ids(sortMetafields(all, { column: 'namespace', direction: 'desc' }, collator))).toEqual([
      1, 3, 2, 4,
    ]);
    expect(ids(sortMetafields(all, { column: 'key', direction: 'asc' }, collator))).toEqual([
      4, 3, 1, 2,
    ]);
  });

  it("sorts 'Available on storefront' No before Yes when ascending", () => {
    expect(
      ids(sortMetafields(all, { column: 'availableOnStorefront', direction: 'asc' }, collator)),
    ).toEqual([2, 4, 1, 3]);
    expect(
      ids(sortMetafields(all, { column: 'availableOnStorefront', direction: 'desc' }, collator)),
    ).toEqual([1, 3, 2, 4]);
  });

  it('sorts by last update in time, a metafield without a date last in both directions', () => {
    expect(ids(sortMetafields(all, { column: 'lastUpdated', direction: 'asc' }, collator))).toEqual(
      [2, 3, 1, 4],
    );
    expect(
      ids(sortMetafields(all, { column: 'lastUpdated', direction: 'desc' }, collator)),
    ).toEqual([1, 3, 2, 4]);
  });

  it('compares instants, not the text of dates in other offsets', () => {
    const early = row(5, 'a', 'a', { date_modified: '2024-01-01T09:00:00+02:00' });
    const late = row(6, 'a', 'b', { date_modified: '2024-01-01T08:00:00+00:00' });
    expect(
      ids(sortMetafields([late, early], { column: 'lastUpdated', direction: 'asc' }, collator)),
    ).toEqual([5, 6]);
  });

  it('leaves the input untouched', () => {
    const before = [...all];
    sortMetafields(all, { column: 'key', direction: 'desc' });
    expect(all).toEqual(before);
  });

  it('sorts and searches the 250 metafields of one fetch quickly', () => {
    const many = Array.from({ length: 250 }, (_, index) =>
      row(index + 1, `ns${(index * 7919) % 250}`, `key${(index * 104_729) % 250}`, {
        description: `Description ${index}`,
        date_modified: new Date(Date.UTC(2024, 0, 1) + ((index * 31) % 250) * 3_600_000)
          .toISOString()
          .replace('Z', '+00:00'),
      }),
    );
    const started = performance.now();
    for (let round = 0; round < 20; round += 1) {
      for (const column of ['namespace', 'key', 'availableOnStorefront', 'lastUpdated'] as const) {
        sortMetafields(many, { column, direction: round % 2 ? 'asc' : 'desc' }, collator);
      }
      searchMetafields(many, `key${round}`);
    }
    // 20 rounds of four sorts and a search: well within 16 ms per round even on a slow runner.
    expect((performance.now() - started) / 20).toBeLessThan(16);
  });
});

describe('paging in the client', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('slices the page asked for and counts the pages', () => {
    expect(metafieldPage(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
    });
    expect(metafieldPage(items, 3, 10)).toEqual({ items: [21, 22, 23], page: 3, pageCount: 3 });
  });

  it('shows the last page for a page past the end, and page 1 for one before it', () => {
    expect(metafieldPage(items, 9, 10).page).toBe(3);
    expect(metafieldPage(items, 0, 10).page).toBe(1);
  });

  it('has one empty page when there is nothing to show', () => {
    expect(metafieldPage([], 4, 25)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('puts all 250 on one page at the largest size', () => {
    const many = Array.from({ length: 250 }, (_, index) => index);
    expect(metafieldPage(many, 1, 250).items).toHaveLength(250);
    expect(metafieldPage(many, 1, 250).pageCount).toBe(1);
  });
});
