import { DesignSystemProvider, GlobalStyles } from '@metafields/design-system';
import { JobHistoryTable, useJobHistory } from '@metafields/widgets';
import { cancelJob, downloadJobFile, loadExportJobs } from './yourBackend.js';

export function ExportHistory({ storeTimeZone }: { storeTimeZone: string }) {
  // Read now, then again while a job runs; retried when a read fails.
  const history = useJobHistory({
    load: loadExportJobs,
    kind: 'metafieldExport',
    onUnauthorized: () => window.location.assign('/login'),
  });
  return (
    <DesignSystemProvider theme="light" locale="en-US">
      <GlobalStyles />
      <JobHistoryTable
        kind="export"
        resourceName="product"
        jobs={history.jobs ?? []}
        timeZone={storeTimeZone}
        now={history.readAt}
        isLoading={history.isLoading && history.jobs === undefined}
        isError={history.isError}
        onRetry={history.refresh}
        onDownload={downloadJobFile}
        onCancel={async (job) => {
          await cancelJob(job);
          history.refresh();
        }}
      />
    </DesignSystemProvider>
  );
}
