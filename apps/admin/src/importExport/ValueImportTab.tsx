import { useAtomValue } from 'jotai';
import type { JobUpload } from '@metafields/api-client';
import { Stack, useLocale } from '@metafields/design-system';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { ImportSection } from './ImportSection.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useValueJobSource } from './useValueJobSource.js';
import type { ValueTabProps } from './valueTabProps.js';

/**
 * A custom resource's Import tab (custom resources section 2, 'Import and export tabs'): the
 * required file and 'Start upload', then the import history that follows the upload, with a
 * preview and 'Undo this import' as the other Import tabs (`ImportSection`). Locked under
 * 'Available on enterprise plan' unless the plan has value import/export and the store is
 * active.
 */
export function ValueImportTab({ resource }: ValueTabProps) {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const { locale } = useLocale();
  const { availability, canRead, isStoreLoading, explorePlansHref } =
    useImportExportAvailability('values');
  const source = useValueJobSource(resource, { withTypes: true });
  const history = useJobSourceHistory(source, 'import', canRead);

  // '{Resources} import started' and 'Some {resources} were not updated': the plural as the
  // merchant wrote it for the title, in running text's lower case for the sentence.
  const plural = resource.plural_name.trim() || resource.name;
  const startImport = ({ file, mode }: JobUpload) =>
    client.customResources.jobs.startImport(storeHash, resource.id, file, mode);

  return (
    <Stack gap="400">
      <ImportSection
        source={source}
        history={history}
        names={{ type: plural, items: plural.toLocaleLowerCase(locale) }}
        startImport={startImport}
        hasTemplates={false}
        availability={availability}
        explorePlansHref={explorePlansHref}
        mayLoad={canRead || isStoreLoading}
        subject="value"
      />
    </Stack>
  );
}
