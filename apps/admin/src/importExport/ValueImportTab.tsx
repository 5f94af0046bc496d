import { useAtomValue } from 'jotai';
import type { JobUpload } from '@metafields/api-client';
import { Stack, useLocale } from '@metafields/design-system';
import { ImportPanel, ImportPreview } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { JobHistorySection } from './JobHistorySection.js';
import { useImportLaunch } from './useImportLaunch.js';
import { useImportPreview } from './useImportPreview.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useValueJobSource } from './useValueJobSource.js';
import type { ValueTabProps } from './valueTabProps.js';

/**
 * A custom resource's Import tab (custom resources section 2, 'Import and export tabs'): the
 * required file and 'Start upload', then the import history that follows the upload. Locked
 * under 'Available on enterprise plan' unless the plan has value import/export and the store
 * is active.
 */
export function ValueImportTab({ resource }: ValueTabProps) {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const { locale } = useLocale();
  const { availability, canRead, isStoreLoading, explorePlansHref } =
    useImportExportAvailability('values');
  const source = useValueJobSource(resource);
  const history = useJobSourceHistory(source, 'import', canRead);

  // '{Resources} import started' and 'Some {resources} were not updated': the plural as the
  // merchant wrote it for the title, in running text's lower case for the sentence.
  const plural = resource.plural_name.trim() || resource.name;
  const names = { type: plural, items: plural.toLocaleLowerCase(locale) };

  const launch = useImportLaunch(history, names);
  const startImport = ({ file, mode }: JobUpload) =>
    client.customResources.jobs.startImport(storeHash, resource.id, file, mode);
  const preview = useImportPreview({ source, history, startImport, launch });

  return (
    <Stack gap="400">
      <ImportPanel
        hasTemplates={false}
        // The panel keeps the file for another try when the start fails.
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
          subject="value"
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
        rowActions={preview.rowActions}
      />
    </Stack>
  );
}
