import { useAtomValue } from 'jotai';
import { Stack, useMessages } from '@metafields/design-system';
import type { ResourceTypePlural } from '@metafields/core';
import { startImportAtom, templateCountAtom } from '../atoms/jobs.js';
import { resourceNameMessages, resourcePluralNameMessages } from '../resources/messages.js';
import { ImportSection } from './ImportSection.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useMetafieldJobSource } from './useMetafieldJobSource.js';

/**
 * A resource list's Import tab (spec section 2): the upload form, with the Type select when the
 * resource has shared templates, and the import history that follows the upload. 'Preview
 * changes' (issue 28) starts a preview, shown above the history until applied or discarded;
 * a finished import's row offers 'Undo this import' (`ImportSection`).
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

  return (
    <Stack gap="400">
      <ImportSection
        source={source}
        history={history}
        names={{
          type: tResource(`resource.${resource}`),
          items: tPlural(`resource.pluralName.${resource}`),
        }}
        startImport={startImport}
        hasTemplates={(templateCount.data ?? 0) > 0}
        availability={availability}
        explorePlansHref={explorePlansHref}
        mayLoad={canRead || isStoreLoading}
      />
    </Stack>
  );
}
