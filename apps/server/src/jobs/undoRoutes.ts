import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import { idParam, parseParams } from '../validation.js';
import { downloadUrl, type JobFamily } from './jobRoutes.js';
import type { JobRecord } from './jobsRepo.js';
import { wireJob } from './wire.js';

const cannotUndo = () => new HttpError(409, 'cannot_undo', 'This import cannot be undone.');

/**
 * `POST {base}/{id}/undo` of an import family (issue 28): starts the undo of a finished
 * (completed or cancelled) import, a job of the same family and subject with the type `undo`,
 * which takes back the changes the import recorded; 201 with the job, as an upload answers. An
 * import of another store or subject is not found; one the family cannot undo (a preview), one
 * still running and one that changed nothing answer 409. Undoing twice is allowed: the second
 * finds the values already as they were.
 */
export function undoRoutes(
  app: FastifyInstance,
  context: AreaContext,
  {
    family,
    undoParams,
    changesOf,
  }: {
    family: JobFamily;
    /** The undo job's params, or undefined when the job is not one the family undoes. */
    undoParams: (job: JobRecord) => unknown;
    /** How many changes the job recorded in the change history. */
    changesOf: (job: JobRecord) => Promise<number>;
  },
) {
  const idName = family.idParam ?? 'id';
  const notFound = () => new HttpError(404, 'not_found', family.notFound);

  app.post(`${family.base}/:${idName}/undo`, async (request, reply) => {
    const { storeHash, subject } = await family.scopeOf(request, true);
    const id = parseParams(idParam, (request.params as Record<string, unknown>)[idName], notFound);
    const undone = await context.jobs.find(storeHash, family.kind, subject, id);
    if (!undone) throw notFound();
    const params = undoParams(undone);
    const finished = undone.status === 'completed' || undone.status === 'cancelled';
    if (params === undefined || !finished) throw cannotUndo();
    if ((await changesOf(undone)) === 0) throw cannotUndo();
    const job = await context.jobs.create({
      storeHash,
      kind: family.kind,
      subject,
      type: 'undo',
      params,
    });
    context.wakeJobs();
    return reply.code(201).send({ data: wireJob(job, downloadUrl(request, family, job.id)) });
  });
}
