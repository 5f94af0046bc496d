import { useEffect, useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { List } from 'react-movable';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { useOverlayTheme } from '../Popover/private.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { reorderableListMessages } from './messages.js';
import { reorderTarget } from './moveItem.js';
import {
  DragHandle,
  EmptyList,
  GhostItem,
  GhostLayer,
  ItemContent,
  MoveButtons,
  StyledItem,
  StyledList,
} from './ReorderableList.styles.js';

/** Where a moved item goes: before or after the item with `key`. */
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
  /**
   * An item was moved, by dragging, the keyboard or a move button: its key (in a set of one),
   * and the item it now sits before or after.
   */
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
  /** The list's accessible name, when no element names it. */
  'aria-label'?: string;
  /** The element that names the list, such as its heading. */
  'aria-labelledby'?: string;
  /** A class for the component's root element. */
  className?: string;
  /** Styles for the component's root element. */
  style?: CSSProperties;
}

type MoveDirection = 'up' | 'down';

/** Where focus goes once a move is in place: moving an item's element takes focus off it. */
interface PendingFocus {
  key: Key;
  toIndex: number;
  /** The items when the move was asked for: another array means the caller has answered. */
  asked: readonly unknown[];
  /** The element that had focus (a drop), or the moved item's button of that direction. */
  target: HTMLElement | MoveDirection;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A list a person puts in order (react-movable's `List`): drag an item by its handle, or with
 * the keyboard (focus the handle, Space to lift, the up and down arrows to move, Space to drop,
 * Escape to cancel, each said in a live region), or press its move buttons. Controlled: the
 * caller keeps the order and applies `onMove` or `onReorder`.
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
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: ReorderableListProps<T>) {
  const t = useMessages(reorderableListMessages);
  const instructionsId = useId();
  const listRef = useRef<HTMLUListElement | null>(null);
  // The dragged copy is portalled to the end of the page; it takes the list's theme there.
  const { ref: ghostLayerRef, ...ghostLayerProps } = useOverlayTheme(listRef);
  const pendingFocusRef = useRef<PendingFocus | null>(null);
  const labelProps = {
    ...(ariaLabel !== undefined && { 'aria-label': ariaLabel }),
    ...(ariaLabelledBy !== undefined && { 'aria-labelledby': ariaLabelledBy }),
  };

  useEffect(() => {
    const pending = pendingFocusRef.current;
    if (!pending || items === pending.asked) return;
    pendingFocusRef.current = null;
    const index = items.findIndex((item) => item.id === pending.key);
    if (index !== pending.toIndex) return;
    if (typeof pending.target !== 'string') {
      if (pending.target.isConnected) pending.target.focus();
      return;
    }
    // At an end of the list its button is disabled; the other one takes focus.
    const atEnd = pending.target === 'up' ? index === 0 : index === items.length - 1;
    const direction = atEnd ? (pending.target === 'up' ? 'down' : 'up') : pending.target;
    listRef.current?.children[index]
      ?.querySelector<HTMLElement>(`[data-move="${direction}"]`)
      ?.focus();
  });

  const move = (fromIndex: number, toIndex: number, focus?: PendingFocus['target']) => {
    const item = items[fromIndex];
    const target = reorderTarget(items, fromIndex, toIndex);
    if (item === undefined || target === undefined) return;
    if (focus) pendingFocusRef.current = { key: item.id, toIndex, asked: items, target: focus };
    onReorder?.(new Set([item.id]), target);
    onMove?.(fromIndex, toIndex);
  };

  if (items.length === 0) {
    return (
      <div className={className} style={style}>
        <EmptyList role="group" {...labelProps}>
          {renderEmptyState?.() ?? t('reorderableList.empty')}
        </EmptyList>
      </div>
    );
  }

  const count = items.length;
  const labelAt = (position: number) => {
    const item = items[position - 1];
    return item === undefined ? '' : itemLabel(item);
  };
  // react-movable says these in its live region; positions count from 1. An item's own text
  // (`item`) would be its role description: the handle's description tells the same instead.
  const voiceover = {
    item: () => t('reorderableList.instructions'),
    lifted: (position: number) =>
      t('reorderableList.lifted', { label: labelAt(position), position, count }),
    moved: (position: number) => t('reorderableList.moved', { position, count }),
    // Said before the new order renders: the item is still at `from`.
    dropped: (from: number, to: number) =>
      t('reorderableList.dropped', { label: labelAt(from), position: to, count }),
    canceled: (position: number) =>
      t('reorderableList.cancelled', { label: labelAt(position), position, count }),
  };

  return (
    <div className={className} style={style}>
      <List<T>
        values={items as T[]}
        disabled={isDisabled}
        lockVertically
        transitionDuration={prefersReducedMotion() ? 0 : 200}
        voiceover={voiceover}
        onChange={({ oldIndex, newIndex }) => {
          // A keyboard drop: focus is on the item's handle, and comes back to it once moved.
          const focused = document.activeElement;
          const moved = listRef.current?.children[oldIndex];
          move(
            oldIndex,
            newIndex,
            focused instanceof HTMLElement && moved?.contains(focused) ? focused : undefined,
          );
        }}
        renderList={({ children: listItems, props }) => (
          <StyledList
            {...labelProps}
            ref={(element: HTMLUListElement | null) => {
              listRef.current = element;
              (props.ref as { current: unknown }).current = element;
            }}
          >
            {listItems}
          </StyledList>
        )}
        renderItem={({ value, props, index = 0, isDragged, isSelected }) => {
          const label = itemLabel(value);
          const content = children ? children(value) : label;
          const moveButtons = showMoveButtons && (
            <ItemMoveButtons
              label={label}
              isFirst={index === 0}
              isLast={index === count - 1}
              isDisabled={isDisabled}
              onMove={(direction) =>
                move(index, direction === 'up' ? index - 1 : index + 1, direction)
              }
            />
          );
          if (isDragged) {
            // The copy under the pointer: seen, never read or reached.
            return (
              <GhostLayer ref={ghostLayerRef} {...ghostLayerProps} aria-hidden inert>
                <GhostItem ref={props.ref} style={props.style} onWheel={props.onWheel}>
                  <DragHandle as="span">
                    <Icon name="drag" size="small" />
                  </DragHandle>
                  <ItemContent>{content}</ItemContent>
                  {moveButtons}
                </GhostItem>
              </GhostLayer>
            );
          }
          return (
            <StyledItem
              key={String(value.id)}
              data-key={String(value.id)}
              data-lifted={isSelected || undefined}
              style={props.style}
              onKeyDown={isDisabled ? undefined : props.onKeyDown}
            >
              <DragHandle
                type="button"
                data-movable-handle="true"
                aria-label={t('reorderableList.drag', { label })}
                aria-describedby={isDisabled ? undefined : instructionsId}
                disabled={isDisabled}
              >
                <Icon name="drag" size="small" />
              </DragHandle>
              <ItemContent>{content}</ItemContent>
              {moveButtons}
            </StyledItem>
          );
        }}
      />
      <VisuallyHidden id={instructionsId}>{t('reorderableList.instructions')}</VisuallyHidden>
    </div>
  );
}

interface ItemMoveButtonsProps {
  label: string;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  onMove: (direction: MoveDirection) => void;
}

function ItemMoveButtons({ label, isFirst, isLast, isDisabled, onMove }: ItemMoveButtonsProps) {
  const t = useMessages(reorderableListMessages);
  return (
    <MoveButtons>
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
