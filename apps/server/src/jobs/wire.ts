import type { Job } from '@metafields/core';
import type { JobRecord } from './jobsRepo.js';

/**
 * Whether a job's file can be downloaded: completed, or cancelled with its partial result. An
 * import's undo (issue 28) reads the change history, not a file, and has none.
 */
export const hasDownload = (job: JobRecord) =>
  (job.status === 'completed' || job.status === 'cancelled') && job.type !== 'undo';

/**
 * A job as the history shows it (core's `Job`, spec section 3), with `download_url` once there
 * is a file to download. `downloadUrl` is the job's download address in its own route family.
 */
export function wireJob(job: JobRecord, downloadUrl: string): Job & { total: number | null } {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
    progress_percent: job.progressPercent,
    items_processed_count: job.itemsProcessed,
    total: job.total,
    errors:
      job.errorsOmitted === 0
        ? job.errors
        : [...job.errors, `${job.errorsOmitted} more errors are not shown.`],
    download_url: hasDownload(job) ? downloadUrl : null,
  };
}
