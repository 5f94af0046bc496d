import * as z from 'zod/mini';
import {
  importPreviewPageSchema,
  jobSchema,
  type ExportRequest,
  type ImportPreviewPage,
  type ImportPreviewPageRequest,
  type ExportType,
  type Job,
  type ResourceType,
  type ResourceTypePlural,
} from '@metafields/core';
import type { Http } from './http.js';
import type { MetafieldOwner } from './metafields.js';

/** Which job family: a type's metafield imports or exports. */
export type JobDirection = 'import' | 'export';

/** The resource type as the job routes read it: singular or plural slug alike. */
export type JobResource = ResourceType | ResourceTypePlural;

const jobList = z.object({ data: z.array(jobSchema) });
const oneJob = z.object({ data: jobSchema });
const estimate = z.object({
  data: z.object({ count: z.number().check(z.int(), z.nonnegative()) }),
});
const templateTotal = z.object({
  meta: z.object({ total: z.number().check(z.int(), z.nonnegative()) }),
});
const importAnswer = z.object({ data: jobSchema, error: z.optional(z.string()) });
const recordImportAnswer = z.object({
  data: z.object({
    created: z.number().check(z.int(), z.nonnegative()),
    updated: z.number().check(z.int(), z.nonnegative()),
    deleted: z.number().check(z.int(), z.nonnegative()),
    errors: z.array(z.string()),
  }),
  error: z.optional(z.string()),
});

/** A downloaded file: its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * What an upload sends: the CSV and, only when shared templates exist, the layout; `preview`
 * starts a preview of the import, which writes nothing (issue 28).
 */
export interface JobUpload {
  file: Blob & { name?: string };
  importType?: ExportType | undefined;
  mode?: 'import' | 'preview' | undefined;
}

/** The file name of `Content-Disposition: attachment; filename="…"`, else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

function uploadForm({ file, importType, mode }: JobUpload): FormData {
  const form = new FormData();
  if (importType !== undefined) form.append('importType', importType);
  if (mode !== undefined) form.append('mode', mode);
  form.append('files', file, file.name ?? 'import.csv');
  return form;
}

type HttpOf = Parameters<Parameters<Http['call']>[0]>[0];

/** A page of the changes of the preview at `job` (a preview job's address). */
export async function previewPageAt(
  http: HttpOf,
  job: string,
  { outcome, page, limit }: ImportPreviewPageRequest,
): Promise<ImportPreviewPage> {
  const searchParams = { page: String(page), limit: String(limit), ...(outcome && { outcome }) };
  return importPreviewPageSchema.parse(await http.get(`${job}/preview`, { searchParams }).json());
}

/** Imports the file of the preview at `job`; the answer is an upload's. */
export async function applyPreviewAt(http: HttpOf, job: string) {
  return importAnswer.parse(await http.post(`${job}/apply`).json());
}

/** The server's per-record address of `/{resource}/{id}/metafields` (spec section 7). */
export function recordMetafieldsPath(storeHash: string, owner: MetafieldOwner): string {
  const store = `api/stores/${encodeURIComponent(storeHash)}`;
  if (owner.type === 'variant') {
    return `${store}/products/${owner.productId}/variants/${owner.id}/metafields`;
  }
  const plural = {
    brand: 'brands',
    category: 'categories',
    channel: 'channels',
    customer: 'customers',
    location: 'locations',
    order: 'orders',
    product: 'products',
  }[owner.type];
  return `${store}/${plural}/${owner.id}/metafields`;
}

/**
 * Metafield import and export jobs of a resource type (spec section 7: start, estimate, history,
 * download, cancel), one record's transfer (its CSV out and back in), and the count of shared
 * templates that decides whether the panels offer a Type select.
 */
export function jobCalls({ call }: Pick<Http, 'call'>) {
  const base = (storeHash: string, direction: JobDirection, type: JobResource) =>
    `api/stores/${encodeURIComponent(storeHash)}/metafields/${direction}/${type}`;

  const download = (path: string, fallback: string) =>
    call(async (http): Promise<DownloadedFile> => {
      const response = await http.get(path);
      return { blob: await response.blob(), fileName: fileNameOf(response, fallback) };
    });

  return {
    /** The jobs of the retention week, most recent first. */
    history: (storeHash: string, direction: JobDirection, type: JobResource) =>
      call(
        async (http): Promise<Job[]> =>
          jobList.parse(await http.get(base(storeHash, direction, type)).json()).data,
      ),
    /** POST /metafields/export/{type}: the job, pending. */
    startExport: (storeHash: string, type: JobResource, body: ExportRequest) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(base(storeHash, 'export', type), { json: body }).json())
            .data,
      ),
    /** The number of records an export with this filter covers (`data.count`). */
    estimateExport: (storeHash: string, type: JobResource, body: ExportRequest) =>
      call(
        async (http) =>
          estimate.parse(
            await http.post(`${base(storeHash, 'export', type)}/estimate`, { json: body }).json(),
          ).data.count,
      ),
    /**
     * POST /metafields/import/{type}, multipart. The whole answer is returned: its `error`
     * field ('Some products were not updated') decides the notice.
     */
    startImport: (storeHash: string, type: JobResource, upload: JobUpload) =>
      call(async (http) =>
        importAnswer.parse(
          await http.post(base(storeHash, 'import', type), { body: uploadForm(upload) }).json(),
        ),
      ),
    /** GET …/import/{type}/{id}/preview: a page of a preview's changes and the counts. */
    previewPage: (
      storeHash: string,
      type: JobResource,
      id: number,
      request: ImportPreviewPageRequest,
    ) => call((http) => previewPageAt(http, `${base(storeHash, 'import', type)}/${id}`, request)),
    /** POST …/import/{type}/{id}/apply: imports the preview's file; answers as an upload. */
    applyPreview: (storeHash: string, type: JobResource, id: number) =>
      call((http) => applyPreviewAt(http, `${base(storeHash, 'import', type)}/${id}`)),
    /** A completed or cancelled job's file. */
    download: (storeHash: string, direction: JobDirection, type: JobResource, id: number) =>
      download(`${base(storeHash, direction, type)}/${id}/download`, `${type}-metafields.csv`),
    /**
     * POST /metafields/import/{type}/{id}/undo (issue 28): starts the undo of a finished import,
     * a job of the type's import history; 409 when the import cannot be undone.
     */
    undoImport: (storeHash: string, type: JobResource, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(`${base(storeHash, 'import', type)}/${id}/undo`).json())
            .data,
      ),
    /** DELETE …/{id}/batch: asks a running job to stop between batches. */
    cancel: (storeHash: string, direction: JobDirection, type: JobResource, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.delete(`${base(storeHash, direction, type)}/${id}/batch`).json())
            .data,
      ),
    /** How many shared templates the type has (GET /templates/{type}?per_page=1). */
    templateCount: (storeHash: string, type: JobResource) =>
      call(async (http) => {
        const path = `api/stores/${encodeURIComponent(storeHash)}/templates/${type}`;
        const body = await http.get(path, { searchParams: { per_page: 1 } }).json();
        return templateTotal.parse(body).meta.total;
      }),
    /** One record's metafields as a CSV file. */
    exportRecord: (storeHash: string, owner: MetafieldOwner) =>
      download(
        `${recordMetafieldsPath(storeHash, owner)}/export`,
        `${owner.type}-${owner.id}-metafields.csv`,
      ),
    /** One record's metafields from a CSV file, written at once; the whole answer is returned. */
    importRecord: (storeHash: string, owner: MetafieldOwner, upload: JobUpload) =>
      call(async (http) =>
        recordImportAnswer.parse(
          await http
            .post(`${recordMetafieldsPath(storeHash, owner)}/import`, { body: uploadForm(upload) })
            .json(),
        ),
      ),
    /** A record tab's jobs (issue 23): the list's, restricted to one record. */
    record: recordJobCalls(call, download),
  };
}

/** 'Metafields of' a product: its own, or its variants'. */
export type RecordExportOf = 'record' | 'variants';

/** A record tab's export: the list's request, and for a product whose metafields. */
export type RecordExportRequest = ExportRequest & { of?: RecordExportOf };

function recordJobCalls(
  call: Http['call'],
  download: (path: string, fallback: string) => Promise<DownloadedFile>,
) {
  const base = (storeHash: string, owner: MetafieldOwner, direction: JobDirection) =>
    `${recordMetafieldsPath(storeHash, owner)}/${direction}/jobs`;
  return {
    /** GET {record}/metafields/{direction}/jobs: the record's jobs, most recent first. */
    history: (storeHash: string, owner: MetafieldOwner, direction: JobDirection) =>
      call(
        async (http): Promise<Job[]> =>
          jobList.parse(await http.get(base(storeHash, owner, direction)).json()).data,
      ),
    /** POST {record}/metafields/export/jobs: the job, pending. */
    startExport: (storeHash: string, owner: MetafieldOwner, body: RecordExportRequest) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(base(storeHash, owner, 'export'), { json: body }).json())
            .data,
      ),
    /** POST {record}/metafields/import/jobs, multipart; the whole answer (its `error`). */
    startImport: (storeHash: string, owner: MetafieldOwner, upload: JobUpload) =>
      call(async (http) =>
        importAnswer.parse(
          await http.post(base(storeHash, owner, 'import'), { body: uploadForm(upload) }).json(),
        ),
      ),
    /** GET …/import/jobs/{id}/preview: a page of a preview's changes and the counts. */
    previewPage: (
      storeHash: string,
      owner: MetafieldOwner,
      id: number,
      request: ImportPreviewPageRequest,
    ) => call((http) => previewPageAt(http, `${base(storeHash, owner, 'import')}/${id}`, request)),
    /** POST …/import/jobs/{id}/apply: imports the preview's file; answers as an upload. */
    applyPreview: (storeHash: string, owner: MetafieldOwner, id: number) =>
      call((http) => applyPreviewAt(http, `${base(storeHash, owner, 'import')}/${id}`)),
    /**
     * POST …/import/jobs/{id}/undo (issue 28): starts the undo of one of the record's finished
     * imports, a job of its import history; 409 when the import cannot be undone.
     */
    undoImport: (storeHash: string, owner: MetafieldOwner, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.post(`${base(storeHash, owner, 'import')}/${id}/undo`).json())
            .data,
      ),
    /** A completed or cancelled job's file. */
    download: (storeHash: string, owner: MetafieldOwner, direction: JobDirection, id: number) =>
      download(
        `${base(storeHash, owner, direction)}/${id}/download`,
        `${owner.type}-${owner.id}-metafields.csv`,
      ),
    /** DELETE …/jobs/{id}/batch: asks a running job to stop between batches. */
    cancel: (storeHash: string, owner: MetafieldOwner, direction: JobDirection, id: number) =>
      call(
        async (http) =>
          oneJob.parse(await http.delete(`${base(storeHash, owner, direction)}/${id}/batch`).json())
            .data,
      ),
  };
}

export type JobCalls = ReturnType<typeof jobCalls>;
export type RecordImportAnswer = z.infer<typeof recordImportAnswer>;
export type ImportAnswer = z.infer<typeof importAnswer>;
