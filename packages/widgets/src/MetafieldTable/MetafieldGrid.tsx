import {
  commonMessages,
  isAvailableOnStorefront,
  metafieldMessages,
  type Metafield,
} from '@metafields/core';
import {
  ActionMenu,
  Button,
  Cell,
  Column,
  MenuItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  ZeroResultsPanel,
  useMessages,
  type Key,
  type Selection,
  type SortDescriptor,
} from '@metafields/design-system';
import { memo, useCallback, useMemo } from 'react';
import { metafieldTableMessages } from './messages.js';
import { NoWrap, ValuePreview } from './MetafieldTable.styles.js';
import { useValuePreviewText } from './useValuePreviewText.js';

export interface MetafieldGridProps {
  'aria-label': string;
  /** The metafields of the page shown. */
  items: readonly Metafield[];
  /** Rows are being fetched: the table is busy, with skeleton rows while it has none. */
  isLoading: boolean;
  /** The selected metafields' ids (controlled). */
  selectedKeys: ReadonlySet<number>;
  /** Called with the selected metafields' ids, or 'all' from "Select all". */
  onSelectionChange: (keys: Selection) => void;
  /** The column sorted by and its direction; `undefined` while unsorted. */
  sortDescriptor: SortDescriptor | undefined;
  /** A sortable header was pressed: ascending first, then the other way. */
  onSortChange: (descriptor: SortDescriptor) => void;
  /** An item of a row's menu was chosen: 'edit', 'delete' or 'changeOwner', with its metafield. */
  onRowAction: (metafield: Metafield, action: Key) => void;
  /** 'Show all' in the no-results panel. */
  onShowAll: () => void;
  /** Formats the Last updated column; keep the same one, or every row re-renders. */
  dateFormat: Intl.DateTimeFormat;
  /** The level of the no-results panel's heading in the page outline. */
  headingLevel: 2 | 3 | 4;
}

/** A value's one-line preview; the whole of it is the cell's text and its tooltip. */
function ValuePreviewText({ text }: { text: string }) {
  return <ValuePreview title={text}>{text}</ValuePreview>;
}

/**
 * The table of `MetafieldTable`. Memoised: typing in the search box or paging to the same rows
 * re-renders the search and the pagination, not the 10 to 250 rows (issue 9's one-frame budget),
 * so every prop must keep its identity while what it means is unchanged.
 */
export const MetafieldGrid = memo(function MetafieldGrid({
  'aria-label': ariaLabel,
  items,
  isLoading,
  selectedKeys,
  onSelectionChange,
  sortDescriptor,
  onSortChange,
  onRowAction,
  onShowAll,
  dateFormat,
  headingLevel,
}: MetafieldGridProps) {
  const t = useMessages(metafieldTableMessages);
  // Rows are keyed by their place on the page, not by metafield: a sort, a search or a new page
  // then updates the rows in place instead of unmounting ten rows, with their menus, and
  // mounting ten more. Selection is translated both ways, so the table's callers still speak
  // metafield ids.
  const rows = useMemo(
    () => items.map((metafield, position) => ({ id: position, metafield })),
    [items],
  );
  const selectedPositions = useMemo(
    () => new Set(rows.filter((row) => selectedKeys.has(row.metafield.id)).map((row) => row.id)),
    [rows, selectedKeys],
  );
  const changeSelection = useCallback(
    (keys: Selection) =>
      onSelectionChange(
        keys === 'all'
          ? 'all'
          : new Set(rows.filter((row) => keys.has(row.id)).map((row) => row.metafield.id)),
      ),
    [rows, onSelectionChange],
  );
  const tMetafield = useMessages(metafieldMessages);
  const tCommon = useMessages(commonMessages);
  const previewOf = useValuePreviewText();

  return (
    <Table
      aria-label={ariaLabel}
      isLoading={isLoading}
      selectionMode="multiple"
      selectedKeys={selectedPositions}
      onSelectionChange={changeSelection}
      {...(sortDescriptor && { sortDescriptor })}
      onSortChange={onSortChange}
    >
      <TableHeader>
        <Column id="namespace" isRowHeader allowsSorting>
          {tCommon('common.field.namespace')}
        </Column>
        <Column id="key" isRowHeader allowsSorting>
          {tCommon('common.field.key')}
        </Column>
        <Column id="value">{t('metafieldTable.column.value')}</Column>
        <Column id="availableOnStorefront" allowsSorting>
          {tMetafield('metafieldTable.column.availableOnStorefront')}
        </Column>
        <Column id="lastUpdated" allowsSorting>
          {tMetafield('metafieldTable.column.lastUpdated')}
        </Column>
        <Column id="actions" align="end">
          {tCommon('common.column.actions')}
        </Column>
      </TableHeader>
      <TableBody
        items={rows}
        renderEmptyState={() => (
          <ZeroResultsPanel
            title={t('metafieldTable.noResults.title')}
            description={t('metafieldTable.noResults.description')}
            headingLevel={headingLevel}
            action={
              <Button variant="secondary" onPress={onShowAll}>
                {t('metafieldTable.noResults.showAll')}
              </Button>
            }
          />
        )}
      >
        {({ id, metafield }) => (
          <Row id={id}>
            <Cell>{metafield.namespace}</Cell>
            <Cell>{metafield.key}</Cell>
            <Cell>
              <ValuePreviewText text={previewOf(metafield.value)} />
            </Cell>
            <Cell>
              {isAvailableOnStorefront(metafield.permission_set)
                ? tCommon('common.answer.yes')
                : tCommon('common.answer.no')}
            </Cell>
            <Cell>
              {metafield.date_modified !== undefined && (
                <NoWrap as="time" dateTime={metafield.date_modified}>
                  {dateFormat.format(new Date(metafield.date_modified))}
                </NoWrap>
              )}
            </Cell>
            <Cell align="end">
              <ActionMenu
                aria-label={t('metafieldTable.rowActions.label', {
                  namespace: metafield.namespace,
                  key: metafield.key,
                })}
                onAction={(action) => onRowAction(metafield, action)}
              >
                <MenuItem id="edit">{tCommon('common.action.edit')}</MenuItem>
                <MenuItem id="delete" variant="danger">
                  {tCommon('common.action.delete')}
                </MenuItem>
                <MenuItem id="changeOwner">{tMetafield('changeOwner.title')}</MenuItem>
              </ActionMenu>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
});
