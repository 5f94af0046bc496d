import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { HttpError } from '../http/errors.js';
import { downloadUrl, type JobFamily } from '../jobs/jobRoutes.js';
import { wireJob } from '../jobs/wire.js';
import { idParam, parseParams } from '../validation.js';
import { importParamsSchema, type ImportParams } from './importParams.js';
import type { MetafieldJobScope } from './scope.js';

const idParamsSchema = z.object({ id: idParam });

const notFound = () => new HttpError(404, 'not_found', 'Import not found.');
const cannotUndo = () => new HttpError(409, 'cannot_undo', 'This import cannot be undone.');

/**
 * `POST {base}/{id}/undo` (issue 28): starts the undo of a finished (completed or cancelled)
 * metafield import of the type, a job of the same family with the type `undo`, which takes back
 * the changes the import recorded; 201 with the job, as an upload answers. An import of another
 * store or type is not found; a preview, one still running and one that changed nothing answer
 * 409. Undoing twice is allowed: the second finds the metafields already as they were.
 */
export function undoRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    scopeOf,
  }: {
    family: JobFamily;
    scopeOf: (request: FastifyRequest, write: boolean) => Promise<MetafieldJobScope>;
  },
) {
  const history = createChangeHistory(context.database);

  app.post(`${family.base}/:id/undo`, async (request, reply) => {
    const scope = await scopeOf(request, true);
    const { id } = parseParams(idParamsSchema, request.params, notFound);
    const undone = await context.jobs.find(scope.storeHash, 'metafield-import', scope.type, id);
    if (!undone) throw notFound();
    const params = importParamsSchema.safeParse(undone.params).data;
    const finished = undone.status === 'completed' || undone.status === 'cancelled';
    if (!params || params.preview || !finished) throw cannotUndo();
    if ((await history.countOfJob(scope.storeHash, id, scope.type)) === 0) throw cannotUndo();
    const undoParams: ImportParams = { importType: params.importType, templates: [], undoOf: id };
    const job = await context.jobs.create({
      storeHash: scope.storeHash,
      kind: 'metafield-import',
      subject: scope.type,
      type: 'undo',
      params: undoParams,
    });
    context.wakeJobs();
    return reply.code(201).send({ data: wireJob(job, downloadUrl(request, family, job.id)) });
  });
}
