import type { ChangeEntry, ChangeHistoryPage } from '@metafields/core';
import {
  Badge,
  Cell,
  Column,
  LinkButton,
  Panel,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  ZeroResultsPanel,
  useMessages,
  type BadgeVariant,
} from '@metafields/design-system';
import { useMemo } from 'react';
import { usePageLoader } from '../pagedList/usePageLoader.js';
import { usePaging } from '../pagedList/usePaging.js';
import { changeHistoryMessages } from './messages.js';
import { useStoreDateTime } from '../useStoreDateTime.js';

export interface ChangeHistoryProps {
  /** Reads a page of the changes, newest first (`GET /api/stores/{hash}/history`). */
  loadPage: (request: { page: number; limit: number }) => Promise<ChangeHistoryPage>;
  /** The store's IANA time zone: when each change was made, on the merchant's clock. */
  timeZone: string;
  /** Where 'Export as CSV' downloads the same changes; without it there is no link. */
  csvHref?: string | undefined;
  /** The heading's level in the page. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

const actionTone: Record<ChangeEntry['action'], BadgeVariant> = {
  create: 'success',
  update: 'info',
  delete: 'warning',
};

/**
 * A record's change history (issue 28): every change the app made to its metafields, newest
 * first, with who made it (a person, an API token or a job), when, the old and new value, and
 * the job or request it came from; paged, and exportable as CSV.
 */
export function ChangeHistory({
  loadPage,
  timeZone,
  csvHref,
  headingLevel = 2,
}: ChangeHistoryProps) {
  const t = useMessages(changeHistoryMessages);
  const { page, pageSize, pagination } = usePaging();
  const formatAt = useStoreDateTime(timeZone);
  const query = useMemo(() => ({ page, limit: pageSize }), [page, pageSize]);
  const { page: shown, isLoading, isFailed, retry } = usePageLoader(loadPage, query);

  const actorOf = ({ actor }: ChangeEntry) =>
    actor.name ?? t(`changeHistory.actor.${actor.kind}`, { id: actor.id });
  const sourceOf = (change: ChangeEntry) => {
    if (change.job_id !== null) return t('changeHistory.source.job', { id: change.job_id });
    if (change.request_id !== null) {
      return t('changeHistory.source.request', { id: change.request_id });
    }
    return '';
  };
  const valueOf = (value: string | null) =>
    value === null ? (
      <Text as="span" tone="subdued">
        {t('changeHistory.none')}
      </Text>
    ) : (
      value
    );

  const body = isFailed ? (
    <ZeroResultsPanel isError headingLevel={3} onRetry={retry} />
  ) : (
    <Stack gap="300">
      <Table aria-label={t('changeHistory.table')} aria-busy={isLoading}>
        <TableHeader>
          <Column id="at" isRowHeader>
            {t('changeHistory.column.at')}
          </Column>
          <Column id="actor">{t('changeHistory.column.actor')}</Column>
          <Column id="field">{t('changeHistory.column.field')}</Column>
          <Column id="action">{t('changeHistory.column.action')}</Column>
          <Column id="old">{t('changeHistory.column.oldValue')}</Column>
          <Column id="new">{t('changeHistory.column.newValue')}</Column>
          <Column id="source">{t('changeHistory.column.source')}</Column>
        </TableHeader>
        <TableBody items={shown?.data ?? []} renderEmptyState={() => t('changeHistory.empty')}>
          {(change) => (
            <Row id={change.id}>
              <Cell>
                <time dateTime={change.at}>{formatAt.format(new Date(change.at))}</time>
              </Cell>
              <Cell>{actorOf(change)}</Cell>
              <Cell>{`${change.namespace}.${change.key}`}</Cell>
              <Cell>
                <Badge variant={actionTone[change.action]}>
                  {t(`changeHistory.action.${change.action}`)}
                </Badge>
              </Cell>
              <Cell>{valueOf(change.old_value)}</Cell>
              <Cell>{valueOf(change.new_value)}</Cell>
              <Cell>{sourceOf(change)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {pagination(shown?.meta.total ?? 0, isLoading)}
    </Stack>
  );

  return (
    <Panel
      as="section"
      title={t('changeHistory.title')}
      headingLevel={headingLevel}
      {...(csvHref !== undefined && {
        actions: (
          <LinkButton variant="secondary" href={csvHref} download>
            {t('changeHistory.exportCsv')}
          </LinkButton>
        ),
      })}
    >
      {body}
    </Panel>
  );
}
