// Keyboard movement inside a table with role="grid" (WAI-ARIA APG, "Data Grid"), read from the
// DOM at the moment of the key press: the table's items are its body rows, their cells and the
// column headers. A cell that holds controls (a checkbox, a link, a menu button) passes focus to
// them, as react-aria's grid does; the cell itself takes focus only when it holds none.
import { firstStartingWith } from '../typeAhead/typeAhead.js';

/** What a control inside a cell matches; a cell's own controls are reached with the arrows. */
const controlSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

export type GridKey =
  'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export const gridKeys: ReadonlySet<string> = new Set<GridKey>([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export type GridItem = HTMLTableRowElement | HTMLTableCellElement;
type Item = GridItem;

const isRow = (item: Item): item is HTMLTableRowElement => item.tagName === 'TR';

/** The rows a person can move through: the body's, without the empty state's. */
function bodyRows(table: HTMLTableElement): HTMLTableRowElement[] {
  const body = table.tBodies[0];
  return body && !body.hasAttribute('data-empty') ? [...body.rows] : [];
}

/** The row, cell or column header of this table that holds `node` (itself included). */
export function gridItemOf(table: HTMLTableElement, node: EventTarget | null): Item | null {
  let element = node instanceof Element ? node : null;
  while (element && element !== table) {
    if (element.tagName === 'TD' || element.tagName === 'TH') {
      const row = element.parentElement as HTMLTableRowElement;
      return row.closest('table') === table ? (element as HTMLTableCellElement) : null;
    }
    if (element.tagName === 'TR') {
      const row = element as HTMLTableRowElement;
      return row.closest('table') === table && row.parentElement?.tagName === 'TBODY' ? row : null;
    }
    element = element.parentElement;
  }
  return null;
}

/** A cell's controls, in order (hidden ones left out). */
function controlsOf(cell: HTMLTableCellElement): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(controlSelector)].filter(
    (control) => control.getClientRects().length > 0,
  );
}

/** Focuses an item: a cell's first control (its last, coming from its end), else the item. */
export function focusItem(item: Item, fromEnd = false): void {
  const controls = isRow(item) ? [] : controlsOf(item);
  const target = (fromEnd ? controls.at(-1) : controls[0]) ?? item;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The elements of the table that Tab would reach, in order. */
export function tabbablesOf(table: HTMLTableElement): HTMLElement[] {
  return [...table.querySelectorAll<HTMLElement>(controlSelector + ', tr, td, th')].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function cellAt(row: HTMLTableRowElement, index: number): HTMLTableCellElement | null {
  return row.cells[Math.min(index, row.cells.length - 1)] ?? null;
}

/** How many rows one page of the scrolling frame shows. */
function pageStep(table: HTMLTableElement, row: HTMLTableRowElement): number {
  const frame = table.parentElement;
  const rowHeight = row.getBoundingClientRect().height || 1;
  return Math.max(1, Math.floor((frame?.clientHeight ?? rowHeight) / rowHeight) - 1);
}

/**
 * Where `key` moves focus from `active`, inside `item`: another item, a control of the same cell
 * (`control`), or nowhere (null). `forward` is ArrowRight in a left-to-right table.
 */
export function moveFrom(
  table: HTMLTableElement,
  item: Item,
  active: Element,
  key: GridKey,
  options: { isRtl: boolean; isCtrl: boolean },
): { item: Item; fromEnd?: boolean } | { control: HTMLElement } | null {
  const row = isRow(item) ? item : (item.parentElement as HTMLTableRowElement);
  const isHeader = row.parentElement?.tagName === 'THEAD';
  const rows = bodyRows(table);
  const rowIndex = isHeader ? -1 : rows.indexOf(row);
  const column = isRow(item) ? -1 : item.cellIndex;
  const header = table.tHead?.rows[0];
  const forward = options.isRtl ? 'ArrowLeft' : 'ArrowRight';

  // Left and right first walk the controls of the cell.
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && !isRow(item) && active !== item) {
    const controls = controlsOf(item);
    const next = controls[controls.indexOf(active as HTMLElement) + (key === forward ? 1 : -1)];
    if (next) return { control: next };
  }

  const rowAt = (index: number) => {
    const target = rows[Math.max(0, Math.min(index, rows.length - 1))];
    if (!target) return null;
    if (column < 0) return { item: target };
    const cell = cellAt(target, column);
    return cell && { item: cell };
  };

  switch (key) {
    case 'ArrowDown':
      return rowIndex + 1 < rows.length ? rowAt(rowIndex + 1) : null;
    case 'ArrowUp':
      if (isHeader) return null;
      if (rowIndex > 0) return rowAt(rowIndex - 1);
      return header ? { item: cellAt(header, Math.max(column, 0))! } : null;
    case 'PageDown':
    case 'PageUp': {
      if (isHeader) return null;
      const step = pageStep(table, row) * (key === 'PageDown' ? 1 : -1);
      return rowAt(rowIndex + step);
    }
    case 'Home':
    case 'End': {
      const toEnd = key === 'End';
      if (isRow(item) || options.isCtrl) {
        return isHeader ? null : rowAt(toEnd ? rows.length - 1 : 0);
      }
      const cell = row.cells[toEnd ? row.cells.length - 1 : 0];
      return cell ? { item: cell, fromEnd: toEnd } : null;
    }
    default: {
      // ArrowLeft or ArrowRight: a row steps into its first cell; a cell steps along its row,
      // and a body row's first cell steps back out to the row.
      const step = key === forward ? 1 : -1;
      if (isRow(item)) return step > 0 && row.cells[0] ? { item: row.cells[0] } : null;
      const cell = row.cells[column + step];
      if (cell) return { item: cell, fromEnd: step < 0 };
      return step < 0 && !isHeader ? { item: row } : null;
    }
  }
}

/** What a row is called: its row headers' text, else all of its text. */
function rowName(row: HTMLTableRowElement): string {
  const ids = row.getAttribute('aria-labelledby')?.split(' ') ?? [];
  const headers = ids.map((id) => row.ownerDocument.getElementById(id)?.textContent ?? '');
  return (headers.length > 0 ? headers.join(' ') : (row.textContent ?? '')).trim();
}

/**
 * Type-ahead: the first row after `item`'s own (wrapping round) whose name starts with `text`,
 * as a cell in `item`'s column, or as the row when `item` is one.
 */
export function itemStartingWith(
  table: HTMLTableElement,
  item: GridItem,
  text: string,
  collator: Intl.Collator,
): GridItem | null {
  const rows = bodyRows(table);
  const row = isRow(item) ? item : (item.parentElement as HTMLTableRowElement);
  const match = firstStartingWith(rows, rows.indexOf(row) + 1, text, rowName, collator);
  if (!match) return null;
  return isRow(item) ? match : cellAt(match, item.cellIndex);
}
