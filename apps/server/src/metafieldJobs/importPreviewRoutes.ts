import { importPreviewQuerySchema, type ResourceType } from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import type { JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { createPreviewRows } from '../jobs/previewRows.js';
import { idParam, parseInput, parseParams } from '../validation.js';
import { readImportFile } from './importFile.js';
import { importParamsSchema } from './importParams.js';
import type { ImportStart } from './importRoutes.js';
import type { MetafieldJobScope } from './scope.js';

const idParamsSchema = z.object({ id: idParam });

const notFound = () => new HttpError(404, 'not_found', 'Preview not found.');
const notFinished = () =>
  new HttpError(409, 'preview_not_finished', 'Only a finished preview can be applied.');

/** The uploaded file of a job, whole: an import's is at most 50 MB, read once per apply. */
async function uploadOf(context: AreaContext, job: JobRecord): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of context.jobFiles.read(job.id, 'input.csv')) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A metafield import's preview (issue 28), under the import's own address:
 * - `GET {base}/{id}/preview?outcome=&page=&limit=`: a page of its changes in file order, of
 *   one outcome or all, with every outcome's count (available as the job runs);
 * - `POST {base}/{id}/apply`: once the preview completed, the import of the preview's own file,
 *   read with the templates the preview read it with; 201 with the new job, as an upload.
 * A job of another store or type, or an import that is not a preview, is not found.
 */
export function importPreviewRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    scopeOf,
    startImport,
  }: {
    family: JobFamily;
    scopeOf: (request: FastifyRequest, write: boolean) => Promise<MetafieldJobScope>;
    /** Files an import as an upload does (`startImportJob`). */
    startImport: (request: FastifyRequest, reply: FastifyReply, start: ImportStart) => unknown;
  },
) {
  const previews = createPreviewRows(context.database);

  async function previewOf(scope: MetafieldJobScope, params: unknown) {
    const { id } = parseParams(idParamsSchema, params, notFound);
    const job = await context.jobs.find(scope.storeHash, 'metafield-import', scope.type, id);
    const jobParams = importParamsSchema.safeParse(job?.params).data;
    if (!job || !jobParams?.preview) throw notFound();
    return { job, params: jobParams };
  }

  app.get(`${family.base}/:id/preview`, async (request) => {
    const { job } = await previewOf(await scopeOf(request, false), request.params);
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

  app.post(`${family.base}/:id/apply`, async (request, reply) => {
    const scope = await scopeOf(request, true);
    const { job, params } = await previewOf(scope, request.params);
    if (job.status !== 'completed') throw notFinished();
    const text = await uploadOf(context, job);
    const resource: ResourceType = scope.type;
    const file = readImportFile(text, resource, params.importType, params.templates);
    return startImport(request, reply, {
      storeHash: scope.storeHash,
      subject: scope.type,
      resource,
      params: { ...params, preview: false },
      upload: { fileName: job.fileName ?? '', text },
      file,
    });
  });
}
