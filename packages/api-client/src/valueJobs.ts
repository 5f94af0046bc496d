import * as z from 'zod/mini';
import { jobSchema, type ImportPreviewPageRequest, type Job } from '@metafields/core';
import type { Http } from './http.js';
import { customObjectsPath } from './customResourcePaths.js';
import {
  applyPreviewAt,
  fileNameOf,
  previewPageAt,
  type DownloadedFile,
  type JobDirection,
} from './jobs.js';

const jobList = z.object({ data: z.array(jobSchema) });
const oneJob = z.object({ data: jobSchema });
const importAnswer = z.object({ data: jobSchema, error: z.optional(z.string()) });

/**
 * Import and export jobs of a custom resource's values (spec section 7:
 * /custom-objects/{id}/values/export and /values/import): history, start, cancel, download;
 * an import's preview and undo (issue 28).
 */
export function valueJobCalls({ call }: Pick<Http, 'call'>) {
  const base = (storeHash: string, objectId: number, direction: JobDirection) =>
    customObjectsPath(storeHash, `/${objectId}/values/${direction}`);

  return {
    /** The jobs of the retention week, most recent first. */
    history: (storeHash: string, objectId: number, direction: JobDirection) =>
      call(
        async (http): Promise<Job[]> =>
          jobList.parse(await http.get(base(storeHash, objectId, direction)).json()).data,
      ),
    /** POST …/values/export, no payload: the job, pending. */
    startExport: (storeHash: string, objectId: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(base(storeHash, objectId, 'export')).json()).data,
      ),
    /**
     * POST …/values/import, multipart with `files` (and `mode` `preview` for a preview, issue
     * 28). The whole answer is returned: its `error` field ('Some recipes were not updated')
     * decides the notice.
     */
    startImport: (
      storeHash: string,
      objectId: number,
      file: Blob & { name?: string },
      mode: 'import' | 'preview' = 'import',
    ) =>
      call(async (http) => {
        const body = new FormData();
        if (mode === 'preview') body.append('mode', mode);
        body.append('files', file, file.name ?? 'import.csv');
        return importAnswer.parse(
          await http.post(base(storeHash, objectId, 'import'), { body }).json(),
        );
      }),
    /** GET …/values/import/{id}/preview: a page of a preview's changes and the counts. */
    previewPage: (
      storeHash: string,
      objectId: number,
      id: number,
      request: ImportPreviewPageRequest,
    ) =>
      call((http) => previewPageAt(http, `${base(storeHash, objectId, 'import')}/${id}`, request)),
    /** POST …/values/import/{id}/apply: imports the preview's file; answers as an upload. */
    applyPreview: (storeHash: string, objectId: number, id: number) =>
      call((http) => applyPreviewAt(http, `${base(storeHash, objectId, 'import')}/${id}`)),
    /**
     * POST …/values/import/{id}/undo (issue 28): starts the undo of a finished import, a job of
     * the resource's import history; 409 when the import cannot be undone.
     */
    undoImport: (storeHash: string, objectId: number, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(`${base(storeHash, objectId, 'import')}/${id}/undo`).json())
            .data,
      ),
    /** DELETE …/{direction}/{id}: asks a running job to stop between batches. */
    cancel: (storeHash: string, objectId: number, direction: JobDirection, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.delete(`${base(storeHash, objectId, direction)}/${id}`).json())
            .data,
      ),
    /** A completed or cancelled job's file. */
    download: (storeHash: string, objectId: number, direction: JobDirection, id: number) =>
      call(async (http): Promise<DownloadedFile> => {
        const response = await http.get(`${base(storeHash, objectId, direction)}/${id}/download`);
        return {
          blob: await response.blob(),
          fileName: fileNameOf(response, `custom-object-${objectId}-values.csv`),
        };
      }),
  };
}

export type ValueJobCalls = ReturnType<typeof valueJobCalls>;
