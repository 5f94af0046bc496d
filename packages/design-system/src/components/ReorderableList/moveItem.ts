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
 * A move by indexes as the item it lands beside: before the item now at `toIndex` when it moves
 * up, after it when it moves down. Undefined when nothing moves or an index is out of range.
 */
export function reorderTarget<T extends { id: unknown }>(
  items: readonly T[],
  fromIndex: number,
  toIndex: number,
): { key: T['id']; dropPosition: 'before' | 'after' } | undefined {
  const target = items[toIndex];
  if (fromIndex === toIndex || items[fromIndex] === undefined || target === undefined) return;
  return { key: target.id, dropPosition: toIndex < fromIndex ? 'before' : 'after' };
}
