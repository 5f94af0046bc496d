/**
 * A catalogue after the host saved `moved` with `sortOrder`: it takes that place and the rest
 * renumber, as the platform does.
 */
export function reordered<Item extends { id: number; sort_order: number }>(
  all: readonly Item[],
  moved: Item,
  sortOrder: number,
): Item[] {
  const rest = all.filter((each) => each.id !== moved.id);
  rest.splice(sortOrder - 1, 0, moved);
  return rest.map((each, index) => ({ ...each, sort_order: index + 1 }));
}
