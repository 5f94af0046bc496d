/** Where a dragged row landed: its index on the page shown, which page, and the page size. */
export interface RowMove {
  newIndex: number;
  page: number;
  pageSize: number;
}

/**
 * The sort_order of a row moved in a paged list (spec section 4): its new position on the page,
 * counted from 1, plus the rows of the pages before it: newIndex + 1 + (page - 1) x pageSize.
 */
export function sortOrderAfterMove({ newIndex, page, pageSize }: RowMove): number {
  return newIndex + 1 + (page - 1) * pageSize;
}
