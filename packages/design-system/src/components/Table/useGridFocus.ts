import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTypedText } from '../typeAhead/typeAhead.js';
import {
  focusItem,
  gridItemOf,
  gridKeys,
  itemStartingWith,
  moveFrom,
  tabbablesOf,
  type GridItem,
  type GridKey,
} from './gridNavigation.js';

/** A printable character, without a modifier: Space selects instead. */
const isTypeAheadKey = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/** Text fields keep their own arrow keys. */
function isTextEntry(element: Element): boolean {
  if (element instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(element.type);
  }
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * The grid's focus, as the WAI-ARIA APG's "Data Grid" asks: the table is one tab stop that
 * remembers its place (the first row until a person moves), arrow keys, Home/End and type-ahead
 * move between rows, cells and headers, and Tab leaves at once. Spread `gridProps` on the table
 * element that `tableRef` points to.
 */
export function useGridFocus() {
  const tableRef = useRef<HTMLTableElement>(null);
  // The one item (row, cell or column header) that Tab reaches; the others have tabIndex -1.
  // Until a person moves in the table, it is the first row (the first header while none).
  const tabStop = useRef<GridItem | null>(null);
  const isTabStopChosen = useRef(false);
  const isPointerDown = useRef(false);
  const isLeaving = useRef(false);
  const typed = useTypedText();

  const setTabStop = (item: GridItem, isChosen: boolean) => {
    if (tabStop.current && tabStop.current !== item) tabStop.current.tabIndex = -1;
    item.tabIndex = 0;
    tabStop.current = item;
    isTabStopChosen.current = isChosen;
  };

  /** The tab stop; the first row (else the first header) when it has gone or was not chosen. */
  const currentTabStop = (): GridItem | null => {
    const table = tableRef.current;
    if (!table) return null;
    const stop = tabStop.current;
    if (stop?.isConnected && table.contains(stop) && isTabStopChosen.current) return stop;
    const body = table.tBodies[0];
    const first =
      (body && !body.hasAttribute('data-empty') ? body.rows[0] : undefined) ??
      table.tHead?.rows[0]?.cells[0];
    if (first) setTabStop(first, false);
    return first ?? null;
  };

  // After every render: rows come and go, and the tab stop may have gone with them.
  useLayoutEffect(() => {
    currentTabStop();
  });

  const onKeyDownCapture = (event: KeyboardEvent<HTMLTableElement>) => {
    // Any other key ends what was being typed.
    if (!isTypeAheadKey(event)) typed.reset();
    const table = event.currentTarget;
    const active = event.target as Element;
    if (!gridKeys.has(event.key) || event.altKey) return;
    const item = gridItemOf(table, active);
    if (!item || (active !== item && isTextEntry(active))) return;
    // Ahead of the controls in the cells, so that a menu button moves on instead of opening.
    event.preventDefault();
    event.stopPropagation();
    const move = moveFrom(table, item, active, event.key as GridKey, {
      isRtl: getComputedStyle(table).direction === 'rtl',
      isCtrl: event.ctrlKey || event.metaKey,
    });
    if (!move) return;
    if ('control' in move) move.control.focus();
    else focusItem(move.item, move.fromEnd);
  };

  // Letters typed on a row or cell move to the next row whose name starts with them (within a
  // second of each other they add up: 'do' finds 'Down Sleeping Bag').
  const typeAhead = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = event.currentTarget;
    const item = gridItemOf(table, event.target);
    if (!item || event.target !== item) return;
    const text = typed.add(event.key, event.timeStamp);
    const collator = new Intl.Collator(table.ownerDocument.documentElement.lang || undefined, {
      sensitivity: 'base',
    });
    const match = itemStartingWith(table, item, text, collator);
    if (!match) return;
    event.preventDefault();
    focusItem(match);
  };

  // Tab leaves the grid at once: focus moves to its last tabbable element (or, with Shift, to
  // the table itself), from where the browser takes the next step out.
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const table = event.currentTarget;
    if (event.defaultPrevented || !table.contains(event.target as Node)) return;
    if (isTypeAheadKey(event)) typeAhead(event);
    if (event.key !== 'Tab') return;
    isLeaving.current = true;
    if (event.shiftKey) table.focus({ preventScroll: true });
    else tabbablesOf(table).at(-1)?.focus({ preventScroll: true });
    isLeaving.current = false;
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const table = event.currentTarget;
    const target = event.target as Element;
    // Focus inside a menu or dialog opened from a row reaches here through React's portals.
    if (isLeaving.current || !table.contains(target)) return;
    const isFromOutside = !(event.relatedTarget && table.contains(event.relatedTarget));
    const isByPointer = isPointerDown.current;
    const stop = currentTabStop();
    if (target === table) {
      if (isFromOutside && stop) focusItem(stop);
      return;
    }
    const item = gridItemOf(table, target);
    if (!item) return;
    // Arriving by Tab on a control of another row: the grid is one tab stop, at its place.
    if (isFromOutside && !isByPointer && stop && !stop.contains(target)) {
      focusItem(stop);
      return;
    }
    if (isFromOutside && !isByPointer && target === item) {
      // A cell with controls hands focus on to them.
      focusItem(item);
      if (document.activeElement !== item) return;
    }
    setTabStop(item, true);
  };

  const gridProps = {
    onKeyDownCapture,
    onKeyDown,
    onFocus,
    // Capture: pressable controls stop their pointer events from bubbling.
    onPointerDownCapture: () => {
      isPointerDown.current = true;
    },
    onPointerUpCapture: () => {
      isPointerDown.current = false;
    },
  };
  return { tableRef, gridProps };
}
