import { Button, Icon, ReorderableList, type Key } from '@metafields/design-system';
import type { ReactNode } from 'react';
import { ColumnNames, HandleSpace, ListRegion, MoveButtonsSpace } from './pagedList.styles.js';

export interface ReorderableRowsProps<Item extends { id: Key }> {
  /** The list's accessible name, when no element names it. */
  'aria-label'?: string | undefined;
  /** The element that names the list, such as its section's heading. */
  'aria-labelledby'?: string | undefined;
  /** The column names, laid out as the rows' cells are (the list's `RowGrid`). */
  columnNames: ReactNode;
  /** The rows, in the order shown. */
  items: readonly Item[];
  /** A row as plain text: names its drag handle and move buttons. */
  itemLabel: (item: Item) => string;
  /** A row's cells. */
  children: (item: Item) => ReactNode;
  /** The row at `fromIndex` was moved to `toIndex`, by drag, keyboard or a move button. */
  onMove: (fromIndex: number, toIndex: number) => void;
  /** Freezes the order, such as among search results. */
  isDisabled: boolean;
  /** A new page is loading: the rows are dimmed and marked busy. */
  isBusy: boolean;
}

/**
 * The rows of a reorderable list with its column names above them: ReorderableList's drag
 * handle (drag, or Space and the arrows), its move buttons, and the names over their columns.
 */
export function ReorderableRows<Item extends { id: Key }>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  columnNames,
  items,
  itemLabel,
  children,
  onMove,
  isDisabled,
  isBusy,
}: ReorderableRowsProps<Item>) {
  return (
    <ListRegion aria-busy={isBusy}>
      <ColumnNames aria-hidden="true">
        <HandleSpace />
        {columnNames}
        <MoveButtonsSpace>
          {/* The same buttons as a row's, unseen and unreachable, to take the same room. */}
          <Button variant="subtle" size="small" isDisabled>
            <Icon name="chevronUp" size="small" />
          </Button>
          <Button variant="subtle" size="small" isDisabled>
            <Icon name="chevronDown" size="small" />
          </Button>
        </MoveButtonsSpace>
      </ColumnNames>
      <ReorderableList<Item>
        {...(ariaLabel !== undefined && { 'aria-label': ariaLabel })}
        {...(ariaLabelledBy !== undefined && { 'aria-labelledby': ariaLabelledBy })}
        items={items}
        itemLabel={itemLabel}
        onMove={onMove}
        isDisabled={isDisabled}
      >
        {children}
      </ReorderableList>
    </ListRegion>
  );
}
