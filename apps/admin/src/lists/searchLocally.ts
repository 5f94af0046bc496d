/**
 * A list the screen searches and pages itself (channels by name, locations by label): the rows
 * whose name contains the term, any letter case, and the page of them to show.
 */
export function searchLocally<T>(
  rows: readonly T[],
  nameOf: (row: T) => string,
  { search, page, limit }: { search: string; page: number; limit: number },
): { rows: T[]; total: number } {
  const term = search.toLocaleLowerCase();
  const matching = rows.filter((row) => nameOf(row).toLocaleLowerCase().includes(term));
  return { rows: matching.slice((page - 1) * limit, page * limit), total: matching.length };
}
