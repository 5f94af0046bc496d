import { useAtomValue } from 'jotai';
import { actionOutcomeOf, exportStartNotice } from '@metafields/core';
import { Stack } from '@metafields/design-system';
import { ExportPanel } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { useNotify } from '../notices/useNotify.js';
import { JobHistorySection } from './JobHistorySection.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useValueJobSource } from './useValueJobSource.js';
import type { ValueTabProps } from './valueTabProps.js';

/**
 * A custom resource's Export tab (custom resources section 2, 'Import and export tabs'): only
 * 'Start export' (every value, no filter, no type, no count), then the export history. Locked
 * under 'Available on enterprise plan' unless the plan has value import/export and the store is
 * active; 'Unable to access store' when the store cannot be read.
 */
export function ValueExportTab({ resource }: ValueTabProps) {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const notify = useNotify();
  const { availability, canRead, isStoreLoading, storeLoadFailed, explorePlansHref } =
    useImportExportAvailability('values');
  const source = useValueJobSource(resource);
  const history = useJobSourceHistory(source, 'export', canRead);

  const start = async () => {
    try {
      await client.customResources.jobs.startExport(storeHash, resource.id);
    } catch (error) {
      notify(exportStartNotice(actionOutcomeOf(error)));
      return;
    }
    notify(exportStartNotice({ status: 201 }));
    history.notifyStarted();
  };

  return (
    <Stack gap="400">
      <ExportPanel
        resource="values"
        hasTemplates={false}
        itemCount="unknown"
        onStart={start}
        availability={availability}
        explorePlansHref={explorePlansHref}
        storeLoadFailed={storeLoadFailed}
      />
      <JobHistorySection
        direction="export"
        source={source}
        history={history}
        mayLoad={canRead || isStoreLoading}
      />
    </Stack>
  );
}
