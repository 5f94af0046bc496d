/** One entry of a page number list: a page, or a gap standing for the pages left out. */
export type PageRangeItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers worth showing for `page` of `pageCount`: the first and last pages, the
 * current one with `siblings` neighbours on each side, and gaps for the rest. The list always
 * has the same length once pages must be left out, so the buttons do not jump about as a person
 * steps through, and a gap never stands for a single page (that page is shown instead).
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageRangeItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const length = 2 * siblings + 5;
  if (count <= length) return pages(1, count);

  const gapBefore = current - siblings > 3;
  const gapAfter = current + siblings < count - 2;
  if (!gapBefore) return [...pages(1, length - 2), 'gap-end', count];
  if (!gapAfter) return [1, 'gap-start', ...pages(count - (length - 3), count)];
  return [1, 'gap-start', ...pages(current - siblings, current + siblings), 'gap-end', count];
}

function pages(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
