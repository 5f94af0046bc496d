import { importPreviewQuerySchema } from '@metafields/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { idParam, parseInput, parseParams } from '../validation.js';
import type { JobFamily } from './jobRoutes.js';
import type { JobRecord } from './jobsRepo.js';
import { createPreviewRows } from './previewRows.js';

const notFound = () => new HttpError(404, 'not_found', 'Preview not found.');
const notFinished = () =>
  new HttpError(409, 'preview_not_finished', 'Only a finished preview can be applied.');

/** The uploaded file of a job, whole: an import's is at most 50 MB, read once per apply. */
export async function uploadOf(context: AreaContext, job: JobRecord): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of context.jobFiles.read(job.id, 'input.csv')) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * An import family's previews (issue 28), under the family's address:
 * - `GET {base}/{id}/preview?outcome=&page=&limit=`: a page of its changes in file order, of
 *   one outcome or all, with every outcome's count (available as the job runs);
 * - `POST {base}/{id}/apply`: once the preview completed, `apply` starts the import of the
 *   preview's own file, as the family's upload does.
 * A job of another store or subject, or an import that is not a preview, is not found.
 */
export function previewRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    isPreview,
    apply,
  }: {
    family: JobFamily;
    /** Whether the family's job is a preview (its params say so). */
    isPreview: (job: JobRecord) => boolean;
    /** Starts the import of a completed preview's `text`, answering as the upload does. */
    apply: (
      request: FastifyRequest,
      reply: FastifyReply,
      preview: JobRecord,
      text: string,
    ) => unknown;
  },
) {
  const previews = createPreviewRows(context.database);
  const idName = family.idParam ?? 'id';

  async function previewOf(request: FastifyRequest, write: boolean) {
    const { storeHash, subject } = await family.scopeOf(request, write);
    const id = parseParams(idParam, (request.params as Record<string, unknown>)[idName], notFound);
    const job = await context.jobs.find(storeHash, family.kind, subject, id);
    if (!job || !isPreview(job)) throw notFound();
    return job;
  }

  app.get(`${family.base}/:${idName}/preview`, async (request) => {
    const job = await previewOf(request, false);
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
    const job = await previewOf(request, true);
    if (job.status !== 'completed') throw notFinished();
    return apply(request, reply, job, await uploadOf(context, job));
  });
}
