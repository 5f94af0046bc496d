import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useMessages } from '@metafields/design-system';
import { Stack } from '@metafields/design-system';
import { actionOutcomeOf, importStartNotice, type ResourceTypePlural } from '@metafields/core';
import { ImportPanel, ImportPreview, type ImportStart } from '@metafields/widgets';
import type { ImportPreviewPageRequest } from '@metafields/core';
import type { ImportAnswer } from '@metafields/api-client';
import { apiClientAtom } from '../atoms/api.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { applyPreviewAtom, startImportAtom, templateCountAtom } from '../atoms/jobs.js';
import { useNotify } from '../notices/useNotify.js';
import { resourceNameMessages, resourcePluralNameMessages } from '../resources/messages.js';
import { JobHistorySection } from './JobHistorySection.js';
import { messages } from './messages.js';
import { useImportExportAvailability } from './useAvailability.js';
import { useJobSourceHistory } from './useJobSourceHistory.js';
import { useMetafieldJobSource } from './useMetafieldJobSource.js';

/**
 * A resource list's Import tab (spec section 2): the upload form, with the Type select when the
 * resource has shared templates, and the import history that follows the upload. 'Preview
 * changes' (issue 28) starts a preview, shown above the history until it is applied or
 * discarded.
 */
export function ImportTab({ resource }: { resource: ResourceTypePlural }) {
  const tResource = useMessages(resourceNameMessages);
  const tPlural = useMessages(resourcePluralNameMessages);
  const t = useMessages(messages);
  const notify = useNotify();
  const { availability, canRead, isStoreLoading, explorePlansHref } =
    useImportExportAvailability('metafields');
  const templateCount = useAtomValue(templateCountAtom);
  const { mutateAsync: startImport } = useAtomValue(startImportAtom);
  const { mutateAsync: applyPreview } = useAtomValue(applyPreviewAtom);
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const [previewId, setPreviewId] = useState<number | null>(null);
  const source = useMetafieldJobSource(resource);
  const history = useJobSourceHistory(source, 'import', canRead);
  const names = {
    type: tResource(`resource.${resource}`),
    items: tPlural(`resource.pluralName.${resource}`),
  };

  /**
   * Starts an import (an upload, a preview's Apply) or a preview, and tells how it went: an
   * import's notice ('Your import has been started…'), or a preview's silence, as the preview
   * itself appears. Either way the history watches for the new job.
   */
  const launch = async (started: () => Promise<ImportAnswer>, isPreview = false) => {
    try {
      const answer = await started();
      if (isPreview) setPreviewId(answer.data.id);
      else notify(importStartNotice({ status: 201, body: answer }, names));
      history.notifyStarted();
    } catch (error) {
      notify(importStartNotice(actionOutcomeOf(error), names));
      throw error;
    }
  };

  const start = (request: ImportStart) => launch(() => startImport(request));
  const preview = (request: ImportStart) =>
    launch(() => startImport({ ...request, mode: 'preview' }), true);
  const apply = async () => {
    if (previewId === null) return;
    await launch(() => applyPreview(previewId));
    setPreviewId(null);
  };

  const loadPreviewPage = useCallback(
    (request: ImportPreviewPageRequest) =>
      client.jobs.previewPage(storeHash, resource, previewId ?? 0, request),
    [client, storeHash, resource, previewId],
  );
  const previewJob = history.jobs?.find((job) => job.id === previewId);

  return (
    <Stack gap="400">
      <ImportPanel
        hasTemplates={(templateCount.data ?? 0) > 0}
        onStart={start}
        onPreview={preview}
        availability={availability}
        explorePlansHref={explorePlansHref}
      />
      {previewJob && (
        <ImportPreview
          job={previewJob}
          loadPage={loadPreviewPage}
          onApply={apply}
          onDiscard={() => setPreviewId(null)}
        />
      )}
      <JobHistorySection
        direction="import"
        source={source}
        history={history}
        mayLoad={canRead || isStoreLoading}
        rowActions={(job) =>
          job.type === 'preview' && job.status === 'completed'
            ? [
                {
                  id: 'review',
                  label: t('importExport.reviewPreview'),
                  onAction: () => setPreviewId(job.id),
                },
              ]
            : []
        }
      />
    </Stack>
  );
}
