import { useNavigate } from 'react-router';
import { commonMessages, customResourceMessages, type CustomObject } from '@metafields/core';
import {
  Badge,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
  useMessages,
} from '@metafields/design-system';
import { messages } from './messages.js';
import { ResourceRowMenu } from './ResourceRowMenu.js';
import type { ResourceRow } from './resourceRows.js';

export interface ResourcesTableProps {
  /** The rows, sorted. */
  rows: readonly ResourceRow[];
  /** The custom resources are still loading: skeleton rows, since the sort needs them. */
  isLoading: boolean;
  /**
   * 'Delete resource' was chosen on a custom resource's row, with the row menu's button for
   * focus to return to.
   */
  onDelete: (resource: CustomObject, menuButton: HTMLElement | null) => void;
}

/**
 * The store's resources: name, description and '{count} metafields'; a row opens the resource,
 * and its menu offers View, Manage shared metafields and, for a custom resource, Delete.
 */
export function ResourcesTable({ rows, isLoading, onDelete }: ResourcesTableProps) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(customResourceMessages);
  const navigate = useNavigate();
  const byId = new Map(rows.map((row) => [row.id, row]));

  return (
    <Table
      aria-label={t('resourcesPage.tableLabel')}
      isLoading={isLoading}
      onRowAction={(key) => {
        const row = byId.get(String(key));
        if (row) void navigate(row.href);
      }}
    >
      <TableHeader>
        <Column isRowHeader>{t('resourcesPage.column.name')}</Column>
        <Column>{tCommon('common.field.description')}</Column>
        <Column>{t('resourcesPage.column.metafields')}</Column>
        <Column align="end">{tCommon('common.column.actions')}</Column>
      </TableHeader>
      <TableBody items={rows}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.name}</Cell>
            <Cell>
              <Text as="span" tone="subdued">
                {row.description}
              </Text>
            </Cell>
            <Cell>
              {row.metafieldCount !== undefined && (
                <Badge>
                  {tResource('resourcesList.metafieldCount', { count: row.metafieldCount })}
                </Badge>
              )}
            </Cell>
            <Cell align="end">
              <ResourceRowMenu row={row} onDelete={onDelete} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
