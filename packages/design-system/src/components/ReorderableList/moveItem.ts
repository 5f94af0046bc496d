/**
 * A copy of `items` with the item at `fromIndex` moved to `toIndex` (its index afterwards).
 * Indexes out of range leave the order as it was.
 */
export function moveItem<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...items];
  if (fromIndex < 0 || fromIndex >= next.length || toIndex < 0 || toIndex >= next.length) {
    return next;
  }
  const [moved] = next.splice(fromIndex, 1);
  next.splice(toIndex, 0, moved as T);
  return next;
}

/**
 * Where an item lands when dropped before or after another: its index in the list afterwards.
 */
export function dropIndex(
  fromIndex: number,
  targetIndex: number,
  dropPosition: 'before' | 'after',
): number {
  const movesDown = fromIndex < targetIndex;
  if (dropPosition === 'before') return movesDown ? targetIndex - 1 : targetIndex;
  return movesDown ? targetIndex : targetIndex + 1;
}
