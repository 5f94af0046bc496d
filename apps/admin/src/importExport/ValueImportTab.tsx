import { useAtomValue } from 'jotai';
import { actionOutcomeOf, importStartNotice } from '@metafields/core';
import { Stack, useLocale } from '@metafields/design-system';
import { ImportPanel, type ImportStart } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { useNotify } from '../notices/useNotify.js';
import { JobHistorySection } from './JobHistorySection.js';
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
  const notify = useNotify();
  const { locale } = useLocale();
  const { availability, canRead, isStoreLoading, explorePlansHref } =
    useImportExportAvailability('values');
  const source = useValueJobSource(resource);
  const history = useJobSourceHistory(source, 'import', canRead);

  // '{Resources} import started' and 'Some {resources} were not updated': the plural as the
  // merchant wrote it for the title, in running text's lower case for the sentence.
  const plural = resource.plural_name.trim() || resource.name;
  const names = { type: plural, items: plural.toLocaleLowerCase(locale) };

  const start = async ({ file }: ImportStart) => {
    try {
      const answer = await client.customResources.jobs.startImport(storeHash, resource.id, file);
      notify(importStartNotice({ status: 201, body: answer }, names));
      history.notifyStarted();
    } catch (error) {
      notify(importStartNotice(actionOutcomeOf(error), names));
      // The panel keeps the file for another try.
      throw error;
    }
  };

  return (
    <Stack gap="400">
      <ImportPanel
        hasTemplates={false}
        onStart={start}
        availability={availability}
        explorePlansHref={explorePlansHref}
      />
      <JobHistorySection
        direction="import"
        source={source}
        history={history}
        mayLoad={canRead || isStoreLoading}
      />
    </Stack>
  );
}
