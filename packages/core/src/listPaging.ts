import type { PageSizeSetting } from './constants.js';

/**
 * How many pages `total` items fill at `pageSize` a page: at least 1, so an empty list still
 * reads 'Page 1 of 1'. The total must be the platform's (v3 `meta.pagination.total`, v2's
 * `/count`), never guessed from how full a page is.
 */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page size a list uses for `requested` (a URL's `limit`, a remembered view): one of the
 * list's sizes, else its default, so a hand-edited `limit=7` does not ask the platform for a
 * size the list never offers.
 */
export function pageSizeOf(setting: PageSizeSetting, requested: number): number {
  return setting.options.includes(requested) ? requested : setting.defaultSize;
}

/** `page` within the pages there are: a page past the last (the list shrank) shows the last. */
export function pageWithin(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}
