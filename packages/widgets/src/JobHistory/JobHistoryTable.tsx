import {
  canCancel,
  canDownload,
  commonMessages,
  importExportMessages,
  jobBadge,
  jobDuration,
  jobProgress,
  jobsMessages,
  type Job,
  type MessageDescriptor,
} from '@metafields/core';
import {
  ActionMenu,
  Badge,
  Banner,
  Button,
  Cell,
  Column,
  MenuItem,
  ProgressCircle,
  Row,
  Skeleton,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  VisuallyHidden,
  ZeroResultsPanel,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { JobErrorsDialog } from './JobErrorsDialog.js';
import { LoadingRows, NoWrap, RowActions } from './JobHistoryTable.styles.js';
import { jobHistoryTableMessages } from './messages.js';
import { useStoreDateTime } from '../useStoreDateTime.js';

/** Which history: picks the retention note, the empty state and the cancel texts. */
export type JobHistoryTableKind = 'import' | 'export';

/**
 * The file format of a download: an export's file as CSV or as an Excel workbook (ADR 0031);
 * an import's file is always the CSV it was read as.
 */
export type JobDownloadFormat = 'csv' | 'xlsx';

interface JobHistoryTableBaseProps {
  /** The history's jobs, newest first as the server lists them. */
  jobs: readonly Job[];
  /** The store's IANA timezone (the store's `timezone_name`); 'Started at' is shown in it. */
  timeZone: string;
  /** Shows the Type column (a badge). Custom resource histories have none. @default true */
  showType?: boolean;
  /** The Type badge's text for a job type. @default the type as the server gives it */
  formatType?: (type: string) => ReactNode;
  /**
   * The moment a running job's duration is measured to: the time of the last read
   * (`useJobHistory`'s `readAt`). @default the time of rendering
   */
  now?: Date | number | undefined;
  /** The first read is in flight: placeholder rows in place of the table. */
  isLoading?: boolean;
  /** The last read failed: the error panel without jobs, a warning above them otherwise. */
  isError?: boolean;
  /** Offered in the error panel as 'Try again'. */
  onRetry?: () => void;
  /**
   * Download of a completed or cancelled job's file, in the format chosen: an export's Results
   * offers CSV and Excel (.xlsx) in a menu, an import's a CSV button. Without it there is no
   * Results control.
   */
  onDownload?: (job: Job, format: JobDownloadFormat) => void;
  /**
   * Cancel of an in-progress or processing job, from the row menu. While the promise is pending
   * the row shows a spinner and Cancel is disabled; it stays disabled after success until the
   * job's status changes. A rejection shows core's failure text ('Unable to cancel import at
   * this time'). Without it there is no row menu.
   */
  onCancel?: (job: Job) => Promise<unknown>;
  /**
   * A job's own actions in its row menu, after Cancel: 'Review preview' of an import's preview,
   * 'Undo this import' of a finished import (issue 28). A row with none and no Cancel has no menu.
   */
  rowActions?: ((job: Job) => readonly JobRowAction[]) | undefined;
  /** @default 'Import history' or 'Export history' */
  'aria-label'?: string;
}

export type JobHistoryTableProps = JobHistoryTableBaseProps &
  (
    | {
        /** Whose history this is, imports or exports: it picks the table's name and texts. */
        kind: 'import';
        /** What is imported, as in 'No recent {name} imports' ('product', 'Books'). */
        resourceName: string;
      }
    | {
        /** Whose history this is, imports or exports: it picks the table's name and texts. */
        kind: 'export';
        /** The exported type of 'No recent {type} exports'; without it 'No recent exports'. */
        resourceName?: string | undefined;
      }
  );

/** An action of a job's row menu: its key, its words and what it does. */
export interface JobRowAction {
  id: string;
  label: string;
  onAction: () => void;
}

type CancelState = 'pending' | 'requested';

/**
 * The import or export history of the Import/Export tabs (spec section 2 and section 4 of both
 * documents): ID, Type, Started at (store timezone), Duration, Status, Progress, Items
 * processed, Results (Download), the Errors modal and a row menu with Cancel; the retention note
 * and the empty, loading and error states. Controlled: the jobs come in, downloads and cancels
 * go out; `useJobHistory` keeps the jobs fresh.
 */
export function JobHistoryTable(props: JobHistoryTableProps) {
  const {
    jobs,
    kind,
    resourceName,
    timeZone,
    showType = true,
    formatType,
    now,
    isLoading = false,
    isError = false,
    onRetry,
    onDownload,
    onCancel,
    rowActions,
    'aria-label': ariaLabel,
  } = props;
  const t = useMessages(jobHistoryTableMessages);
  const tImportExport = useMessages(importExportMessages);
  const tCommon = useMessages(commonMessages);
  const tJobs = useMessages(jobsMessages);
  const { locale } = useLocale();

  const [cancelStates, setCancelStates] = useState<ReadonlyMap<Job['id'], CancelState>>(
    () => new Map(),
  );
  const [cancelFailed, setCancelFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Counts cancel attempts, so only the latest one's outcome is reported.
  const attempt = useRef(0);

  const formatStartedAt = useStoreDateTime(timeZone);
  const formatCount = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  // A running job's duration needs a clock: without `now`, the moment this list of jobs arrived.
  const measuredAt = useMemo(
    () => (now === undefined ? new Date() : new Date(now)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new list of jobs is a new moment.
    [now, jobs],
  );

  const say = useCallback(
    (message: MessageDescriptor) =>
      Object.hasOwn(jobsMessages, message.key)
        ? tJobs(message.key as keyof typeof jobsMessages, message.values)
        : message.defaultMessage,
    [tJobs],
  );

  const setCancelState = (id: Job['id'], state: CancelState | undefined) =>
    setCancelStates((states) => {
      const next = new Map(states);
      if (state === undefined) next.delete(id);
      else next.set(id, state);
      return next;
    });

  const cancel = (job: Job) => {
    if (!onCancel || cancelStates.has(job.id)) return;
    const current = ++attempt.current;
    setCancelFailed(false);
    setAnnouncement('');
    setCancelState(job.id, 'pending');
    onCancel(job).then(
      () => {
        setCancelState(job.id, 'requested');
        if (current === attempt.current) {
          setAnnouncement(
            tImportExport(
              kind === 'import' ? 'importHistory.cancelled' : 'exportHistory.cancelled',
            ),
          );
        }
      },
      () => {
        setCancelState(job.id, undefined);
        if (current === attempt.current) setCancelFailed(true);
      },
    );
  };

  // A cancel asked for stays disabled until the job leaves the cancellable statuses.
  const cancelStateOf = (job: Job): CancelState | undefined =>
    canCancel(job) ? cancelStates.get(job.id) : undefined;

  const emptyMessage =
    kind === 'import'
      ? tImportExport('importHistory.empty', { name: resourceName })
      : resourceName
        ? tImportExport('exportHistory.emptyOfType', { type: resourceName })
        : tImportExport('exportHistory.empty');

  const label =
    ariaLabel ??
    t(kind === 'import' ? 'jobHistoryTable.label.import' : 'jobHistoryTable.label.export');

  const hasActions = onCancel !== undefined || rowActions !== undefined;

  let content: ReactNode;
  if (isLoading && jobs.length === 0) {
    content = (
      <LoadingRows aria-busy="true" aria-label={label} role="group">
        <Skeleton variant="rect" blockSize="2.5rem" showLoadingText />
        <Skeleton variant="rect" blockSize="2.5rem" />
        <Skeleton variant="rect" blockSize="2.5rem" />
      </LoadingRows>
    );
  } else if (isError && jobs.length === 0) {
    content = <ZeroResultsPanel isError headingLevel={3} {...(onRetry && { onRetry })} />;
  } else {
    content = (
      <Table aria-label={label}>
        <TableHeader>
          <Column id="id" isRowHeader>
            {tCommon('common.column.id')}
          </Column>
          {showType && <Column id="type">{tCommon('common.field.type')}</Column>}
          <Column id="startedAt">{tImportExport('jobHistory.column.startedAt')}</Column>
          <Column id="duration">{tImportExport('jobHistory.column.duration')}</Column>
          <Column id="status">{tCommon('common.column.status')}</Column>
          <Column id="progress">{tImportExport('jobHistory.column.progress')}</Column>
          <Column id="itemsProcessed" align="end">
            {tImportExport('jobHistory.column.itemsProcessed')}
          </Column>
          <Column id="results">{tImportExport('jobHistory.column.results')}</Column>
          <Column id="errors">{tImportExport('jobHistory.errors')}</Column>
          {hasActions && (
            <Column id="actions" align="end">
              <VisuallyHidden>{tCommon('common.column.actions')}</VisuallyHidden>
            </Column>
          )}
        </TableHeader>
        <TableBody items={jobs} renderEmptyState={() => emptyMessage}>
          {(job) => {
            const badge = jobBadge(job);
            const progress = jobProgress(job);
            const duration = jobDuration(job, measuredAt);
            const cancelState = cancelStateOf(job);
            const cancellable = onCancel !== undefined && canCancel(job);
            const ownActions = rowActions?.(job) ?? [];
            return (
              <Row id={job.id}>
                <Cell>{job.id}</Cell>
                {showType && (
                  <Cell>
                    <Badge variant="secondary">
                      {formatType ? formatType(job.type) : job.type}
                    </Badge>
                  </Cell>
                )}
                <Cell>
                  {job.started_at ? (
                    <NoWrap as="time" dateTime={job.started_at}>
                      {formatStartedAt.format(new Date(job.started_at))}
                    </NoWrap>
                  ) : (
                    <Text as="span" tone="subdued">
                      {t('jobHistoryTable.notStarted')}
                    </Text>
                  )}
                </Cell>
                <Cell>{duration && <NoWrap>{say(duration)}</NoWrap>}</Cell>
                <Cell>
                  <Badge variant={badge.tone}>{say(badge.label)}</Badge>
                </Cell>
                <Cell>
                  <ProgressCircle
                    size="small"
                    aria-label={tImportExport('jobHistory.column.progress')}
                    {...(progress === 'indeterminate'
                      ? { isIndeterminate: true }
                      : { value: progress })}
                  />
                </Cell>
                <Cell align="end">
                  <NoWrap>{formatCount.format(job.items_processed_count)}</NoWrap>
                </Cell>
                <Cell>
                  {onDownload &&
                    canDownload(job) &&
                    (kind === 'export' ? (
                      <ActionMenu
                        label={tImportExport('jobHistory.download')}
                        size="small"
                        placement="bottom start"
                        onAction={(key) => onDownload(job, key === 'xlsx' ? 'xlsx' : 'csv')}
                      >
                        <MenuItem id="csv">{t('jobHistoryTable.download.csv')}</MenuItem>
                        <MenuItem id="xlsx">{t('jobHistoryTable.download.xlsx')}</MenuItem>
                      </ActionMenu>
                    ) : (
                      <Button
                        variant="secondary"
                        size="small"
                        onPress={() => onDownload(job, 'csv')}
                      >
                        {tImportExport('jobHistory.download')}
                      </Button>
                    ))}
                </Cell>
                <Cell>
                  {/* An error icon on a job without errors reads as a failure that is not there. */}
                  {job.errors.length > 0 && <JobErrorsDialog errors={job.errors} />}
                </Cell>
                {hasActions && (
                  <Cell align="end">
                    {(cancellable || ownActions.length > 0) && (
                      <RowActions>
                        {cancelState === 'pending' && (
                          <Spinner
                            size="small"
                            aria-label={t('jobHistoryTable.cancelling', { id: job.id })}
                          />
                        )}
                        <ActionMenu
                          aria-label={t('jobHistoryTable.rowActions', { id: job.id })}
                          size="small"
                          disabledKeys={cancelState ? ['cancel'] : []}
                          onAction={(key) => {
                            if (key === 'cancel') cancel(job);
                            else ownActions.find((action) => action.id === key)?.onAction();
                          }}
                        >
                          {cancellable && (
                            <MenuItem id="cancel">{tCommon('common.action.cancel')}</MenuItem>
                          )}
                          {ownActions.map((action) => (
                            <MenuItem key={action.id} id={action.id}>
                              {action.label}
                            </MenuItem>
                          ))}
                        </ActionMenu>
                      </RowActions>
                    )}
                  </Cell>
                )}
              </Row>
            );
          }}
        </TableBody>
      </Table>
    );
  }

  return (
    <Stack gap="300">
      {cancelFailed && (
        <Banner variant="critical">
          {tImportExport(
            kind === 'import' ? 'importHistory.cancelFailed' : 'exportHistory.cancelFailed',
          )}
        </Banner>
      )}
      {isError && jobs.length > 0 && (
        <Banner variant="warning" title={tCommon('common.loadFailed.title')}>
          {tCommon('common.loadFailed.message')}
        </Banner>
      )}
      {content}
      <Text tone="subdued">
        {tImportExport(kind === 'import' ? 'importHistory.retention' : 'exportHistory.retention')}
      </Text>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
