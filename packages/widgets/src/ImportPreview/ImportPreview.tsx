import {
  importPreviewOutcomes,
  type ImportPreviewOutcome,
  type ImportPreviewPage,
  type ImportPreviewPageRequest,
  type ImportPreviewRow,
  type Job,
} from '@metafields/core';
import {
  Badge,
  Banner,
  Button,
  Cell,
  Column,
  Inline,
  Panel,
  ProgressBar,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  ToggleButton,
  ToggleButtonGroup,
  ZeroResultsPanel,
  useLocale,
  useMessages,
  type BadgeVariant,
} from '@metafields/design-system';
import { useMemo, useState } from 'react';
import { usePageLoader } from '../pagedList/usePageLoader.js';
import { usePaging } from '../pagedList/usePaging.js';
import { importPreviewMessages } from './messages.js';

export interface ImportPreviewProps {
  /**
   * The preview's job, as the import history lists it: its status and progress. Absent when the
   * preview is answered at once (a templates file's), so it is complete as soon as it shows.
   */
  job?: Job | undefined;
  /** Reads a page of the preview's changes, with every outcome's count (`jobs.previewPage`). */
  loadPage: (request: ImportPreviewPageRequest) => Promise<ImportPreviewPage>;
  /**
   * 'Apply': imports the preview's own file (`jobs.applyPreview`). While the promise is pending
   * both buttons are disabled; on success the caller closes the preview.
   */
  onApply: () => Promise<unknown>;
  /** 'Discard': closes the preview; nothing was written. */
  onDiscard: () => void;
  /**
   * What the rows change: metafields (a change names its record, namespace and key), a custom
   * resource's values (its record and field) or shared metafields, the templates themselves (a
   * change names the template's namespace and key; there is no record). @default 'metafield'
   */
  subject?: 'metafield' | 'value' | 'template';
}

type Filter = ImportPreviewOutcome | 'all';

/** The column naming what a change is about. */
const subjectColumn = { metafield: 'metafield', value: 'field', template: 'template' } as const;

const outcomeTone: Record<ImportPreviewOutcome, BadgeVariant> = {
  create: 'success',
  update: 'info',
  unchanged: 'secondary',
  delete: 'warning',
  refused: 'danger',
};

/**
 * An import's preview (issue 28): while the job compares the file with the store, its progress;
 * then every outcome's count as a filter, a paged table of the changes in file order (the old
 * and new value of each update, the reason of each refused row), and 'Apply' or 'Discard'.
 * Nothing is written until 'Apply'.
 */
export function ImportPreview({
  job,
  loadPage,
  onApply,
  onDiscard,
  subject = 'metafield',
}: ImportPreviewProps) {
  const t = useMessages(importPreviewMessages);
  const { locale } = useLocale();
  const [filter, setFilter] = useState<Filter>('all');
  const { page, pageSize, setPage, pagination } = usePaging();
  const [isApplying, setApplying] = useState(false);
  const formatRow = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const status = job?.status ?? 'completed';
  const isDone = status === 'completed';
  const hasRecord = subject !== 'template';

  const query = useMemo(
    () => ({ outcome: filter === 'all' ? undefined : filter, page, limit: pageSize }),
    [filter, page, pageSize],
  );
  const { page: shown, isLoading, isFailed, retry } = usePageLoader(loadPage, query, isDone);

  // A failed Apply is the app's to report (its notice); the preview stays for another try.
  const apply = () => {
    setApplying(true);
    const done = () => setApplying(false);
    onApply().then(done, done);
  };

  const counts = shown?.meta.counts;
  // A change has no id of its own: its place in the page names its row.
  const rows = (shown?.data ?? []).map((change, index) => ({ ...change, id: index }));
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;

  const valueOf = (change: ImportPreviewRow) => {
    if (change.outcome === 'refused') return change.reason;
    if (change.outcome === 'update') {
      return (
        <Stack gap="050">
          <Text as="span" tone="subdued">
            {t('importPreview.was', { value: change.old_value ?? '' })}
          </Text>
          <Text as="span">{t('importPreview.now', { value: change.new_value ?? '' })}</Text>
        </Stack>
      );
    }
    if (change.outcome === 'delete') {
      return (
        <Text as="span" tone="subdued">
          {t('importPreview.was', { value: change.old_value ?? '' })}
        </Text>
      );
    }
    return change.new_value;
  };

  let body;
  if (status === 'failed') {
    body = <Banner variant="critical">{t('importPreview.failed')}</Banner>;
  } else if (!isDone) {
    // The rows compared so far, once the job counts them; until then, work of unknown size.
    body = (
      <ProgressBar
        label={t('importPreview.running')}
        {...(job?.status === 'processing'
          ? { value: job.progress_percent }
          : { isIndeterminate: true })}
      />
    );
  } else if (isFailed) {
    body = <ZeroResultsPanel isError headingLevel={3} onRetry={retry} />;
  } else {
    body = (
      <Stack gap="300">
        <ToggleButtonGroup
          aria-label={t('importPreview.show')}
          selectedKeys={[filter]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next === undefined) return;
            setFilter(next as Filter);
            setPage(1);
          }}
        >
          <ToggleButton id="all">{t('importPreview.filter.all', { count: total })}</ToggleButton>
          {importPreviewOutcomes.map((outcome) => (
            <ToggleButton key={outcome} id={outcome}>
              {t(`importPreview.filter.${outcome}`, { count: counts?.[outcome] ?? 0 })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Table aria-label={t('importPreview.table')} aria-busy={isLoading}>
          <TableHeader>
            <Column id="row" isRowHeader>
              {t('importPreview.column.row')}
            </Column>
            {hasRecord && <Column id="record">{t('importPreview.column.record')}</Column>}
            <Column id="field">{t(`importPreview.column.${subjectColumn[subject]}`)}</Column>
            <Column id="change">{t('importPreview.column.change')}</Column>
            <Column id="value">{t('importPreview.column.value')}</Column>
          </TableHeader>
          <TableBody items={rows} renderEmptyState={() => t('importPreview.empty')}>
            {(change) => (
              <Row id={change.id}>
                <Cell>{formatRow.format(change.row)}</Cell>
                {hasRecord && <Cell>{change.record_id ?? ''}</Cell>}
                <Cell>
                  {change.namespace === null ? change.key : `${change.namespace}.${change.key}`}
                </Cell>
                <Cell>
                  <Badge variant={outcomeTone[change.outcome]}>
                    {t(`importPreview.outcome.${change.outcome}`)}
                  </Badge>
                </Cell>
                <Cell>{valueOf(change)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
        {pagination(shown?.meta.total ?? 0, isLoading)}
      </Stack>
    );
  }

  return (
    <Panel
      as="section"
      title={t('importPreview.title')}
      headingLevel={2}
      description={t('importPreview.note')}
      footer={
        <Inline gap="200" justify="end">
          <Button variant="secondary" onPress={onDiscard} isDisabled={isApplying}>
            {t('importPreview.discard')}
          </Button>
          <Button onPress={apply} isDisabled={!isDone} isPending={isApplying}>
            {t('importPreview.apply')}
          </Button>
        </Inline>
      }
    >
      {body}
    </Panel>
  );
}
