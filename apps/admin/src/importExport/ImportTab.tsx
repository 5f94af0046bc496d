import { useAtomValue } from 'jotai';
import { useMessages } from '@metafields/design-system';
import { Stack } from '@metafields/design-system';
import { actionOutcomeOf, importStartNotice, type ResourceTypePlural } from '@metafields/core';
import { ImportPanel, type ImportStart } from '@metafields/widgets';
import { startImportAtom, templateCountAtom } from '../atoms/jobs.js';
import { useNotify } from '../notices/useNotify.js';
import { resourceNameMessages, resourcePluralNameMessages } from '../resources/messages.js';
import { JobHistorySection } from './JobHistorySection.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useMetafieldJobSource } from './useMetafieldJobSource.js';

/**
 * A resource list's Import tab (spec section 2): the upload form, with the Type select when the
 * resource has shared templates, and the import history that follows the upload.
 */
export function ImportTab({ resource }: { resource: ResourceTypePlural }) {
  const tResource = useMessages(resourceNameMessages);
  const tPlural = useMessages(resourcePluralNameMessages);
  const notify = useNotify();
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

  const start = async (request: ImportStart) => {
    try {
      const answer = await startImport(request);
      notify(importStartNotice({ status: 201, body: answer }, names));
      history.notifyStarted();
    } catch (error) {
      notify(importStartNotice(actionOutcomeOf(error), names));
      throw error;
    }
  };

  return (
    <Stack gap="400">
      <ImportPanel
        hasTemplates={(templateCount.data ?? 0) > 0}
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
