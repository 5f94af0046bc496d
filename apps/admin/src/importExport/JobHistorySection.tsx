import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { JobDirection } from '@metafields/api-client';
import {
  actionOutcomeOf,
  cancelJobNotice,
  fileExportNotice,
  isLogoutSignal,
  type Job,
  type ResourceTypePlural,
} from '@metafields/core';
import { Panel, useMessages } from '@metafields/design-system';
import { JobHistoryTable } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { cancelJobAtom } from '../atoms/jobs.js';
import { currentStoreAtom } from '../atoms/stores.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { useNotify } from '../notices/useNotify.js';
import { resourceTypeNameMessages } from '../resources/messages.js';
import { messages } from './messages.js';
import { saveFile } from './saveFile.js';
import type { MetafieldJobHistory } from './useMetafieldJobHistory.js';

interface JobHistorySectionProps {
  direction: JobDirection;
  resource: ResourceTypePlural;
  history: MetafieldJobHistory;
  /**
   * The history is, or may soon be, read: the plan allows it or the store is still loading.
   * Otherwise it stays empty, and the panels say why.
   */
  mayLoad: boolean;
}

/**
 * The import or export history under its panel (spec section 2): Download of a finished job's
 * file, Cancel of a running one with core's cancel notice, the Errors dialog, and the poller's
 * loading and error states.
 */
export function JobHistorySection({
  direction,
  resource,
  history,
  mayLoad,
}: JobHistorySectionProps) {
  const t = useMessages(messages);
  const tType = useMessages(resourceTypeNameMessages);
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  const notify = useNotify();
  const { mutateAsync: cancelJob } = useAtomValue(cancelJobAtom);
  const { refresh } = history;

  const download = useCallback(
    (job: Job) => {
      // The server names the file it serves; without its address the blob is saved here.
      if (job.download_url) {
        saveFile({ href: job.download_url });
        return;
      }
      client.jobs.download(storeHash, direction, resource, job.id).then(saveFile, (error) => {
        notify(fileExportNotice(actionOutcomeOf(error)));
      });
    },
    [client, storeHash, direction, resource, notify],
  );

  const cancel = useCallback(
    async (job: Job) => {
      try {
        await cancelJob({ direction, job });
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
    [cancelJob, direction, notify, refresh],
  );

  const formatType = useCallback(
    (type: string) =>
      type === 'shared' || type === 'custom' ? t(`importExport.jobType.${type}`) : type,
    [t],
  );

  const typeName = tType(`resource.typeName.${resource}`);
  // Times are shown in the store's zone only: until the store is known the history waits, rather
  // than showing them in another zone first.
  const timeZone = store?.timezone_name;
  const common = {
    jobs: timeZone ? (history.jobs ?? []) : [],
    timeZone: timeZone ?? 'UTC',
    formatType,
    now: history.readAt,
    isLoading: mayLoad && (!timeZone || (history.jobs === undefined && !history.isError)),
    isError: history.isError,
    onRetry: refresh,
    onDownload: download,
    onCancel: cancel,
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
        <JobHistoryTable kind="import" resourceName={typeName} {...common} />
      ) : (
        <JobHistoryTable kind="export" resourceName={typeName} {...common} />
      )}
    </Panel>
  );
}
