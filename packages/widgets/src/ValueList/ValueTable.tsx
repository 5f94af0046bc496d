import { commonMessages, customResourceMessages, type CustomObjectValue } from '@metafields/core';
import {
  ActionMenu,
  Cell,
  Column,
  Link,
  MenuItem,
  Row,
  Table,
  TableBody,
  TableHeader,
  useMessages,
  type Key,
  type Selection,
} from '@metafields/design-system';
import type { ReactNode } from 'react';
import { valueListMessages } from './messages.js';
import { DisplayNameText, IdText } from './ValueList.styles.js';

export interface ValueTableProps {
  /** Names the table. */
  'aria-label': string;
  /** The values of the page shown. */
  values: readonly CustomObjectValue[];
  /** A value's name as the Display name column shows it. */
  nameOf: (value: CustomObjectValue) => string;
  /** A page is being loaded: the table is busy, with skeleton rows while it has none. */
  isLoading: boolean;
  /** The ids of the selected values (controlled). */
  selectedIds: ReadonlySet<number>;
  /** The ids now selected, 'Select all' meaning every value of the page. */
  onSelectionChange: (ids: ReadonlySet<number>) => void;
  /** The address of a value's form: its display name and Edit are links. */
  hrefOf?: ((value: CustomObjectValue) => string) | undefined;
  /** Opens a value's form, when there is no `hrefOf`. */
  onOpen?: ((value: CustomObjectValue) => void) | undefined;
  /** Delete in a row's menu, offered only with this. */
  onDelete?: ((value: CustomObjectValue) => void) | undefined;
  /** What the table shows without rows: the no-results panel of a search. */
  emptyState: ReactNode;
}

/**
 * The values table of `ValueList`: a checkbox per row, ID, Display name (a link to the value's
 * form) and a row menu with Edit and, when the host can delete, Delete.
 */
export function ValueTable({
  'aria-label': ariaLabel,
  values,
  nameOf,
  isLoading,
  selectedIds,
  onSelectionChange,
  hrefOf,
  onOpen,
  onDelete,
  emptyState,
}: ValueTableProps) {
  const t = useMessages(valueListMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(customResourceMessages);

  const changeSelection = (keys: Selection) =>
    onSelectionChange(
      new Set(values.map((value) => value.id).filter((id) => keys === 'all' || keys.has(id))),
    );

  const nameCell = (value: CustomObjectValue) => {
    const name = <DisplayNameText>{nameOf(value)}</DisplayNameText>;
    if (hrefOf) return <Link href={hrefOf(value)}>{name}</Link>;
    if (onOpen) return <Link onPress={() => onOpen(value)}>{name}</Link>;
    return name;
  };

  return (
    <Table
      aria-label={ariaLabel}
      isLoading={isLoading}
      selectionMode="multiple"
      selectedKeys={selectedIds}
      onSelectionChange={changeSelection}
    >
      <TableHeader>
        <Column id="id">{tCommon('common.column.id')}</Column>
        <Column id="displayName" isRowHeader>
          {tResource('valueList.column.displayName')}
        </Column>
        <Column id="actions" align="end">
          {tCommon('common.column.actions')}
        </Column>
      </TableHeader>
      <TableBody items={values} renderEmptyState={() => emptyState}>
        {(value) => {
          const href = hrefOf?.(value);
          return (
            <Row id={value.id}>
              <Cell>
                <IdText>{value.id}</IdText>
              </Cell>
              <Cell>{nameCell(value)}</Cell>
              <Cell align="end">
                <ActionMenu
                  aria-label={t('valueList.rowActions.label', { name: nameOf(value) })}
                  onAction={(key: Key) => {
                    // A link item navigates by itself; without a link, opening is the host's.
                    if (key === 'edit' && href === undefined) onOpen?.(value);
                    if (key === 'delete') onDelete?.(value);
                  }}
                >
                  <MenuItem id="edit" icon="edit" {...(href !== undefined && { href })}>
                    {tCommon('common.action.edit')}
                  </MenuItem>
                  {onDelete && (
                    <MenuItem id="delete" icon="trash" variant="danger">
                      {tCommon('common.action.delete')}
                    </MenuItem>
                  )}
                </ActionMenu>
              </Cell>
            </Row>
          );
        }}
      </TableBody>
    </Table>
  );
}
