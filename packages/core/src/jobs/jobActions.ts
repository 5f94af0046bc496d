import { isJobFinal, isJobProcessing, isJobRunning, type JobStatus } from './jobStatuses.js';
import type { Job } from '../entities/job.js';

/** Cancel is offered only while a job is in_progress or processing. */
export function canCancel(job: Pick<Job, 'status'>): boolean {
  return isJobProcessing(job.status);
}

const downloadableStatuses: readonly JobStatus[] = ['completed', 'cancelled'];

/** A cancelled job keeps the file of the batches it finished, so it can be downloaded too. */
export function canDownload(job: Pick<Job, 'status'>): boolean {
  return downloadableStatuses.includes(job.status);
}

/**
 * The progress circle: `'indeterminate'` while running, 100 once final, otherwise (a pending job)
 * the job's own percent.
 */
export function jobProgress(
  job: Pick<Job, 'status' | 'progress_percent'>,
): number | 'indeterminate' {
  if (isJobRunning(job.status)) return 'indeterminate';
  if (isJobFinal(job.status)) return 100;
  return job.progress_percent;
}
