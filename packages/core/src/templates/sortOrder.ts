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

/**
 * The list's ids after `id` is put at a 1-based `position` (spec section 4, "sets sort_order to
 * its new position"), the others keeping their order and moving aside. A position past either
 * end puts it first or last; an id not in the list is added. Each id's new sort_order is its
 * index + 1 in the answer.
 */
export function placeAt<Id>(ids: readonly Id[], id: Id, position: number): Id[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
