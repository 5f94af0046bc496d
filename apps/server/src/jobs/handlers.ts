import type { AreaContext } from '../area.js';
import { valueExportJob } from '../customResources/valueExportJob.js';
import { valueImportJob } from '../customResources/valueImportJob.js';
import { metafieldExportJob } from '../metafieldJobs/exportJob.js';
import { metafieldImportJob } from '../metafieldJobs/importJob.js';
import type { JobKind } from './jobsRepo.js';
import type { JobHandler } from './runner.js';

/** The work of each kind of job. */
export function jobHandlers(context: AreaContext): Record<JobKind, JobHandler> {
  return {
    'metafield-export': metafieldExportJob(context),
    'metafield-import': metafieldImportJob(context),
    'value-export': valueExportJob(context),
    'value-import': valueImportJob(context),
  };
}
