import { sortOrderAfterMove } from '@metafields/core';
import { moveItem, useMessages } from '@metafields/design-system';
import { useState } from 'react';
import { isPromise, type HostAction } from '../hostAction.js';
import { pagedListMessages } from './messages.js';

interface ReorderOptions<Item> {
  /** The page of items the host loaded, in their sort order. */
  items: readonly Item[];
  /** The page shown and its size, which offset a move's position (spec section 4). */
  page: number;
  pageSize: number;
  /** Names an item in the announcement of its move. */
  nameOf: (item: Item) => string;
  /** Saves an item's new sort_order. */
  onReorder: HostAction<[item: Item, sortOrder: number]>;
}

/**
 * The order a reorderable page shows: the host's, or the one a move just made until the host
 * reloads. A move tells the host the item's new sort_order (its position in the whole list),
 * announces it to screen readers, and is undone if the host's save rejects.
 */
export function useReorderedItems<Item>({
  items,
  page,
  pageSize,
  nameOf,
  onReorder,
}: ReorderOptions<Item>) {
  const t = useMessages(pagedListMessages);
  const [shown, setShown] = useState(items);
  const [given, setGiven] = useState(items);
  if (items !== given) {
    setGiven(items);
    setShown(items);
  }
  const [announcement, setAnnouncement] = useState('');

  const move = (fromIndex: number, toIndex: number) => {
    const item = shown[fromIndex];
    if (item === undefined) return;
    const sortOrder = sortOrderAfterMove({ newIndex: toIndex, page, pageSize });
    const before = shown;
    const moved = moveItem(shown, fromIndex, toIndex);
    setShown(moved);
    setAnnouncement(t('pagedList.moved', { name: nameOf(item), position: sortOrder }));
    const result = onReorder(item, sortOrder);
    // A failed save puts the rows back, unless they have changed since (a reload, another move).
    if (isPromise(result)) result.catch(() => setShown((now) => (now === moved ? before : now)));
  };

  return { shown, move, announcement };
}
