import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { JobDirection } from '@metafields/api-client';
import {
  actionOutcomeOf,
  cancelJobNotice,
  fileExportNotice,
  isLogoutSignal,
  type Job,
} from '@metafields/core';
import { Panel, useMessages } from '@metafields/design-system';
import {
  JobHistoryTable,
  type JobDownloadFormat,
  type JobHistoryTableProps,
} from '@metafields/widgets';
import { currentStoreAtom } from '../atoms/stores.js';
import { useNotify } from '../notices/useNotify.js';
import type { JobSource } from './jobSource.js';
import { messages } from './messages.js';
import { saveFile } from './saveFile.js';
import type { SourceJobHistory } from './useJobSourceHistory.js';

interface JobHistorySectionProps {
  /** Which history: imports or exports. */
  direction: JobDirection;
  /** Whose jobs: a record type's metafields or a custom resource's values. */
  source: JobSource;
  /** The polled history (`useJobSourceHistory` over the same source and direction). */
  history: SourceJobHistory;
  /**
   * The history is, or may soon be, read: the plan allows it or the store is still loading.
   * Otherwise it stays empty, and the panels say why.
   */
  mayLoad: boolean;
  /** A job's own actions in its row menu, after Cancel (`JobHistoryTable`'s `rowActions`). */
  rowActions?: JobHistoryTableProps['rowActions'];
}

/**
 * The import or export history under its panel (spec section 2 of both documents): Download of
 * a finished job's file, Cancel of a running one with core's cancel notice, the Errors dialog,
 * and the poller's loading and error states.
 */
export function JobHistorySection({
  direction,
  source,
  history,
  mayLoad,
  rowActions,
}: JobHistorySectionProps) {
  const t = useMessages(messages);
  const store = useAtomValue(currentStoreAtom);
  const notify = useNotify();
  const { refresh } = history;

  const download = useCallback(
    (job: Job, format: JobDownloadFormat) => {
      // The server names the file it serves; without its address the blob is saved here.
      if (job.download_url) {
        saveFile({
          href: format === 'xlsx' ? `${job.download_url}?format=xlsx` : job.download_url,
        });
        return;
      }
      // Without the server's address only the CSV is at hand (api-client reads it as text).
      source.download(direction, job).then(saveFile, (error: unknown) => {
        notify(fileExportNotice(actionOutcomeOf(error)));
      });
    },
    [source, direction, notify],
  );

  const cancel = useCallback(
    async (job: Job) => {
      try {
        await source.cancel(direction, job);
      } catch (error) {
        // The table shows the refusal itself ('Unable to cancel import at this time'); only
        // an ended session needs more.
        const notice = cancelJobNotice(actionOutcomeOf(error), direction);
        if (isLogoutSignal(notice)) notify(notice);
        throw error;
      }
      notify(cancelJobNotice({ status: 200 }, direction));
      refresh();
    },
    [source, direction, notify, refresh],
  );

  // Times are shown in the store's zone only: until the store is known the history waits, rather
  // than showing them in another zone first.
  const timeZone = store?.timezone_name;
  const common = {
    jobs: timeZone ? (history.jobs ?? []) : [],
    timeZone: timeZone ?? 'UTC',
    showType: source.formatType !== undefined,
    ...(source.formatType && { formatType: source.formatType }),
    now: history.readAt,
    isLoading: mayLoad && (!timeZone || (history.jobs === undefined && !history.isError)),
    isError: history.isError,
    onRetry: refresh,
    onDownload: download,
    onCancel: cancel,
    rowActions,
  };
  return (
    <Panel
      title={t(
        direction === 'import'
          ? 'importExport.importHistory.title'
          : 'importExport.exportHistory.title',
      )}
      headingLevel={2}
    >
      {direction === 'import' ? (
        <JobHistoryTable kind="import" resourceName={source.importName} {...common} />
      ) : (
        <JobHistoryTable kind="export" resourceName={source.exportName} {...common} />
      )}
    </Panel>
  );
}
