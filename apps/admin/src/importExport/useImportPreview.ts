import type { ImportAnswer, JobUpload } from '@metafields/api-client';
import type { ImportPreviewPageRequest, Job } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import type { ImportStart, JobRowAction } from '@metafields/widgets';
import { useCallback, useState } from 'react';
import type { JobSource } from './jobSource.js';
import { messages } from './messages.js';
import type { SourceJobHistory } from './useJobSourceHistory.js';

interface ImportPreviewOptions {
  /** Where the previews come from: their changes and Apply (`source.preview`). */
  source: JobSource;
  /** The import history the previews and their imports appear in. */
  history: SourceJobHistory;
  /** Uploads a file: an import, or with `mode: 'preview'` a preview. */
  startImport: (upload: JobUpload) => Promise<ImportAnswer>;
  /**
   * Starts a job and tells how it went (the tab's import notice, or the failure's); rethrows a
   * failure. A preview's start is silent on success: the preview itself appears.
   */
  launch: (started: () => Promise<ImportAnswer>, isPreview: boolean) => Promise<ImportAnswer>;
}

/**
 * An Import tab's previews (issue 28): 'Preview changes' starts one, which the tab shows until it
 * is applied or discarded; a finished preview in the history can be opened again ('Review
 * preview'). `previewJob` is the preview shown, as the history lists it.
 */
export function useImportPreview({ source, history, startImport, launch }: ImportPreviewOptions) {
  const t = useMessages(messages);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const { preview } = source;

  const onPreview = async (request: ImportStart) => {
    const answer = await launch(() => startImport({ ...request, mode: 'preview' }), true);
    setPreviewId(answer.data.id);
  };
  const onApply = async () => {
    if (previewId === null || !preview) return;
    await launch(() => preview.apply(previewId), false);
    setPreviewId(null);
  };
  const loadPage = useCallback(
    (request: ImportPreviewPageRequest) =>
      preview && previewId !== null
        ? preview.loadPage(previewId, request)
        : Promise.reject(new Error('No preview is open.')),
    [preview, previewId],
  );
  const rowActions = (job: Job): JobRowAction[] =>
    job.type === 'preview' && job.status === 'completed'
      ? [
          {
            id: 'review',
            label: t('importExport.reviewPreview'),
            onAction: () => setPreviewId(job.id),
          },
        ]
      : [];

  return {
    previewJob: history.jobs?.find((job) => job.id === previewId),
    onPreview,
    onApply,
    onDiscard: () => setPreviewId(null),
    loadPage,
    rowActions,
  };
}
