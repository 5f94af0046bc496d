import type { AreaContext } from '../area.js';
import { valueExportJob } from '../customResources/valueExportJob.js';
import { valueImportJob } from '../customResources/valueImportJob.js';
import { isValueUndoJob, valueUndoJob } from '../customResources/valueUndoJob.js';
import { metafieldExportJob } from '../metafieldJobs/exportJob.js';
import { metafieldImportJob } from '../metafieldJobs/importJob.js';
import { isUndoJob, metafieldUndoJob } from '../metafieldJobs/undoJob.js';
import type { JobKind } from './jobsRepo.js';
import type { JobHandler } from './runner.js';

/**
 * The work of each kind of job. An undo of an import (issue 28) is a job of the import's kind,
 * in its history beside the import it takes back, but reads the change history, not a file.
 */
export function jobHandlers(context: AreaContext): Record<JobKind, JobHandler> {
  const importJob = metafieldImportJob(context);
  const undoJob = metafieldUndoJob(context);
  const valueImport = valueImportJob(context);
  const valueUndo = valueUndoJob(context);
  return {
    'metafield-export': metafieldExportJob(context),
    'metafield-import': (running) =>
      isUndoJob(running.job.params) ? undoJob(running) : importJob(running),
    'value-export': valueExportJob(context),
    'value-import': (running) =>
      isValueUndoJob(running.job.params) ? valueUndo(running) : valueImport(running),
  };
}
