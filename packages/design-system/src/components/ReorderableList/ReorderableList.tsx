import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Collection, useDragAndDrop } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { reorderableListMessages } from './messages.js';
import { dropIndex } from './moveItem.js';
import {
  DragHandle,
  ItemContent,
  MoveButtons,
  StyledDropIndicator,
  StyledItem,
  StyledList,
} from './ReorderableList.styles.js';

/** Where the moved items go: before or after the item with `key`. */
export interface ReorderTarget {
  key: Key;
  dropPosition: 'before' | 'after';
}

export interface ReorderableListProps<T extends { id: Key }> {
  /** The items in their current order; each has a unique `id`. */
  items: readonly T[];
  /** An item as plain text: names its drag handle ("Drag Title") and move buttons. */
  itemLabel: (item: T) => string;
  /** An item's content. @default its `itemLabel` */
  children?: (item: T) => ReactNode;
  /** Items were moved, by drag and drop or a move button: the keys, and where they go. */
  onReorder?: (keys: Set<Key>, target: ReorderTarget) => void;
  /**
   * The simpler form of `onReorder`: the item at `fromIndex` now belongs at `toIndex` (its index
   * afterwards). `moveItem(items, fromIndex, toIndex)` gives the new order.
   */
  onMove?: (fromIndex: number, toIndex: number) => void;
  /**
   * Shows "Move up" and "Move down" buttons on each item: a way to reorder without dragging
   * (WCAG 2.2, 2.5.7), which keyboard users may also find quicker. @default true
   */
  showMoveButtons?: boolean;
  /** Freezes the order: no dragging, no move buttons. */
  isDisabled?: boolean;
  /** What to show when there are no items. @default the translated "No items" */
  renderEmptyState?: () => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  style?: CSSProperties;
}

type MoveDirection = 'up' | 'down';

interface PendingFocus {
  key: Key;
  direction: MoveDirection;
}

/**
 * A list a person puts in order (react-aria's `GridList` with `useDragAndDrop`): drag an item
 * by its handle, or with the keyboard (focus the handle, Enter to pick up, arrows to choose a
 * place, Enter to drop, Escape to cancel), or press its move buttons. Controlled: the caller
 * keeps the order and applies `onMove` or `onReorder`.
 */
export function ReorderableList<T extends { id: Key }>({
  items,
  itemLabel,
  children,
  onReorder,
  onMove,
  showMoveButtons = true,
  isDisabled = false,
  renderEmptyState,
  className,
  style,
  ...props
}: ReorderableListProps<T>) {
  const t = useMessages(reorderableListMessages);
  const indexOf = (key: Key) => items.findIndex((item) => item.id === key);

  const reorder = (keys: Set<Key>, target: ReorderTarget) => {
    onReorder?.(keys, target);
    const [key] = keys;
    if (keys.size !== 1 || key === undefined || !onMove) return;
    const fromIndex = indexOf(key);
    const toIndex = dropIndex(fromIndex, indexOf(target.key), target.dropPosition);
    if (fromIndex !== toIndex) onMove(fromIndex, toIndex);
  };

  const { dragAndDropHooks } = useDragAndDrop<T>({
    getItems: (_keys, dragged) => dragged.map((item) => ({ 'text/plain': itemLabel(item) })),
    onReorder: ({ keys, target }) => {
      if (target.dropPosition !== 'on') {
        reorder(keys, { key: target.key, dropPosition: target.dropPosition });
      }
    },
    renderDropIndicator: (target) => <StyledDropIndicator target={target} />,
    isDisabled,
  });

  // Moving an item re-inserts its row, which takes focus off the pressed button; the row puts
  // it back once it is in its new place (see ItemMoveButtons).
  const pendingFocusRef = useRef<PendingFocus | null>(null);

  const move = (item: T, direction: MoveDirection) => {
    const index = indexOf(item.id);
    const neighbour = items[direction === 'up' ? index - 1 : index + 1];
    if (!neighbour) return;
    pendingFocusRef.current = { key: item.id, direction };
    reorder(new Set([item.id]), {
      key: neighbour.id,
      dropPosition: direction === 'up' ? 'before' : 'after',
    });
  };

  return (
    <StyledList
      {...props}
      className={className}
      style={style}
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => renderEmptyState?.() ?? t('reorderableList.empty')}
    >
      {/* Rows are cached per item; anything the row reads must be listed to refresh them. */}
      <Collection
        items={items}
        dependencies={[
          items,
          itemLabel,
          children,
          onMove,
          onReorder,
          isDisabled,
          showMoveButtons,
          t,
        ]}
      >
        {(item) => {
          const label = itemLabel(item);
          const index = indexOf(item.id);
          return (
            <StyledItem id={item.id} textValue={label}>
              <DragHandle slot="drag">
                <Icon name="drag" size="small" />
              </DragHandle>
              <ItemContent>{children ? children(item) : label}</ItemContent>
              {showMoveButtons && (
                <ItemMoveButtons
                  itemKey={item.id}
                  label={label}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  isDisabled={isDisabled}
                  pendingFocusRef={pendingFocusRef}
                  onMove={(direction) => move(item, direction)}
                />
              )}
            </StyledItem>
          );
        }}
      </Collection>
    </StyledList>
  );
}

interface ItemMoveButtonsProps {
  itemKey: Key;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  pendingFocusRef: RefObject<PendingFocus | null>;
  onMove: (direction: MoveDirection) => void;
}

function ItemMoveButtons({
  itemKey,
  label,
  isFirst,
  isLast,
  isDisabled,
  pendingFocusRef,
  onMove,
}: ItemMoveButtonsProps) {
  const t = useMessages(reorderableListMessages);
  const groupRef = useRef<HTMLDivElement>(null);
  // Runs after every render of the row, so after the render that put it in its new place.
  useEffect(() => {
    const pending = pendingFocusRef.current;
    if (pending?.key !== itemKey) return;
    pendingFocusRef.current = null;
    // At an end of the list its button is disabled; the other one takes focus.
    const atEnd = pending.direction === 'up' ? isFirst : isLast;
    const direction = atEnd ? (pending.direction === 'up' ? 'down' : 'up') : pending.direction;
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`)?.focus();
  });
  return (
    <MoveButtons ref={groupRef}>
      <Button
        variant="subtle"
        size="small"
        data-move="up"
        aria-label={t('reorderableList.moveUp', { label })}
        isDisabled={isDisabled || isFirst}
        onPress={() => onMove('up')}
      >
        <Icon name="chevronUp" size="small" />
      </Button>
      <Button
        variant="subtle"
        size="small"
        data-move="down"
        aria-label={t('reorderableList.moveDown', { label })}
        isDisabled={isDisabled || isLast}
        onPress={() => onMove('down')}
      >
        <Icon name="chevronDown" size="small" />
      </Button>
    </MoveButtons>
  );
}
