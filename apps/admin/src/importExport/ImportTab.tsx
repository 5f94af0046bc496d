import { useAtomValue } from 'jotai';
import { Stack, useMessages } from '@metafields/design-system';
import type { ResourceTypePlural } from '@metafields/core';
import { ImportPanel, ImportPreview } from '@metafields/widgets';
import { startImportAtom, templateCountAtom } from '../atoms/jobs.js';
import { resourceNameMessages, resourcePluralNameMessages } from '../resources/messages.js';
import { JobHistorySection } from './JobHistorySection.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useImportPreview } from './useImportPreview.js';
import { useImportUndo } from './useImportUndo.js';
import { useImportLaunch } from './useImportLaunch.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useMetafieldJobSource } from './useMetafieldJobSource.js';

/**
 * A resource list's Import tab (spec section 2): the upload form, with the Type select when the
 * resource has shared templates, and the import history that follows the upload. 'Preview
 * changes' (issue 28) starts a preview, shown above the history until applied or discarded;
 * a finished import's row offers 'Undo this import'.
 */
export function ImportTab({ resource }: { resource: ResourceTypePlural }) {
  const tResource = useMessages(resourceNameMessages);
  const tPlural = useMessages(resourcePluralNameMessages);
  const { availability, canRead, isStoreLoading, explorePlansHref } =
    useImportExportAvailability('metafields');
  const templateCount = useAtomValue(templateCountAtom);
  const { mutateAsync: startImport } = useAtomValue(startImportAtom);
  const source = useMetafieldJobSource(resource);
  const history = useJobSourceHistory(source, 'import', canRead);
  const names = {
    type: tResource(`resource.${resource}`),
    items: tPlural(`resource.pluralName.${resource}`),
  };
  const launch = useImportLaunch(history, names);
  const preview = useImportPreview({ source, history, startImport, launch });
  const undo = useImportUndo({ source, history, names });

  return (
    <Stack gap="400">
      <ImportPanel
        hasTemplates={(templateCount.data ?? 0) > 0}
        onStart={async (request) => {
          await launch(() => startImport(request), false);
        }}
        onPreview={preview.onPreview}
        availability={availability}
        explorePlansHref={explorePlansHref}
      />
      {preview.previewJob && (
        <ImportPreview
          job={preview.previewJob}
          loadPage={preview.loadPage}
          onApply={preview.onApply}
          onDiscard={preview.onDiscard}
        />
      )}
      <JobHistorySection
        direction="import"
        source={source}
        history={history}
        mayLoad={canRead || isStoreLoading}
        rowActions={(job) => [...preview.rowActions(job), ...undo.rowActions(job)]}
      />
      {undo.dialog}
    </Stack>
  );
}
