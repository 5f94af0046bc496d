import { historyRetentionMs } from '../constants.js';
import type { Job } from '../entities/job.js';

/**
 * Whether a job is older than the retention week at `now`, counted from its start; a job not
 * started never expires.
 */
export function isExpired(job: Pick<Job, 'started_at'>, now: Date): boolean {
  if (!job.started_at) return false;
  const start = Date.parse(job.started_at);
  if (Number.isNaN(start)) return false;
  return now.getTime() - start > historyRetentionMs;
}
