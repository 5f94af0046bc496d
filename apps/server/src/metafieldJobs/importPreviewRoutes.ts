import { importPreviewQuerySchema, resourceTypes, type ResourceType } from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import type { JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { createPreviewRows } from '../jobs/previewRows.js';
import { idParam, parseInput, parseParams } from '../validation.js';
import { readImportFile } from './importFile.js';
import { importParamsSchema, type ImportParams } from './importParams.js';
import { recordJobType } from './exportRequest.js';
import { keepRecordRows } from './recordJobRows.js';
import type { ImportStart } from './importRoutes.js';

const notFound = () => new HttpError(404, 'not_found', 'Preview not found.');
const notFinished = () =>
  new HttpError(409, 'preview_not_finished', 'Only a finished preview can be applied.');

/** The uploaded file of a job, whole: an import's is at most 50 MB, read once per apply. */
async function uploadOf(context: AreaContext, job: JobRecord): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of context.jobFiles.read(job.id, 'input.csv')) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The record type an import job reads its file as: its record's, or its subject's. */
function typeOf(job: JobRecord, params: ImportParams): ResourceType {
  if (params.record) return recordJobType(params.record);
  const type = resourceTypes.find((entry) => entry.singular === job.subject);
  if (!type) throw notFound();
  return type.singular;
}

/**
 * A metafield import's preview (issue 28), under its family's address (a type's imports, a
 * record tab's):
 * - `GET {base}/{id}/preview?outcome=&page=&limit=`: a page of its changes in file order, of
 *   one outcome or all, with every outcome's count (available as the job runs);
 * - `POST {base}/{id}/apply`: once the preview completed, the import of the preview's own file,
 *   read with the templates (and kept to the record) the preview read it with; 201 with the new
 *   job, as an upload.
 * A job of another store or subject, or an import that is not a preview, is not found.
 */
export function importPreviewRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    startImport,
  }: {
    family: JobFamily;
    /** Files an import as an upload does (`startImportJob`). */
    startImport: (request: FastifyRequest, reply: FastifyReply, start: ImportStart) => unknown;
  },
) {
  const previews = createPreviewRows(context.database);
  const idName = family.idParam ?? 'id';

  async function previewOf(request: FastifyRequest, write: boolean) {
    const { storeHash, subject } = await family.scopeOf(request, write);
    const id = parseParams(idParam, (request.params as Record<string, unknown>)[idName], notFound);
    const job = await context.jobs.find(storeHash, 'metafield-import', subject, id);
    const params = importParamsSchema.safeParse(job?.params).data;
    if (!job || !params?.preview) throw notFound();
    return { job, params };
  }

  app.get(`${family.base}/:${idName}/preview`, async (request) => {
    const { job } = await previewOf(request, false);
    const query = parseInput(importPreviewQuerySchema, request.query ?? {});
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const counts = await previews.counts(job.id);
    const total = query.outcome
      ? counts[query.outcome]
      : Object.values(counts).reduce((sum, count) => sum + count, 0);
    const data = await previews.page(job.id, { outcome: query.outcome, page, limit });
    return { data, meta: { total, counts } };
  });

  app.post(`${family.base}/:${idName}/apply`, async (request, reply) => {
    const { job, params } = await previewOf(request, true);
    if (job.status !== 'completed') throw notFinished();
    const text = await uploadOf(context, job);
    const resource = typeOf(job, params);
    const read = readImportFile(text, resource, params.importType, params.templates);
    return startImport(request, reply, {
      storeHash: job.storeHash,
      subject: job.subject,
      resource,
      params: { ...params, preview: false },
      upload: { fileName: job.fileName ?? '', text },
      file: params.record ? keepRecordRows(read, params.record) : read,
    });
  });
}
