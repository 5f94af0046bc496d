import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../area.js';
import { createChangeHistory } from '../history/changeHistory.js';
import type { JobFamily } from '../jobs/jobRoutes.js';
import type { JobRecord } from '../jobs/jobsRepo.js';
import { undoRoutes as familyUndoRoutes } from '../jobs/undoRoutes.js';
import { importParamsSchema, importRecordType, type ImportParams } from './importParams.js';

/**
 * `POST {base}/{id}/undo` of a metafield import family (issue 28; `jobs/undoRoutes.ts`): a
 * type's list imports, or a record tab's, whose undo keeps to the record as its import did.
 * A preview cannot be undone; the changes counted are the import's metafield changes of its
 * record type.
 */
export function undoRoutes(app: FastifyInstance, context: AreaContext, family: JobFamily) {
  const history = createChangeHistory(context.database);
  const paramsOf = (job: JobRecord) => importParamsSchema.safeParse(job.params).data;
  familyUndoRoutes(app, context, {
    family,
    undoParams: (job) => {
      const params = paramsOf(job);
      if (!params || params.preview) return undefined;
      const undo: ImportParams = {
        importType: params.importType,
        templates: [],
        ...(params.record && { record: params.record }),
        undoOf: job.id,
      };
      return undo;
    },
    changesOf: async (job) => {
      const params = paramsOf(job);
      const type = params && importRecordType(job.subject, params);
      return type ? history.countOfJob(job.storeHash, job.id, type) : 0;
    },
  });
}
