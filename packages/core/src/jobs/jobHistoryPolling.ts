import { isJobFinal } from './jobStatuses.js';
import { historyPolling, historyRetry } from '../constants.js';
import type { Job } from '../entities/job.js';

/** The job histories the product reads: metafield and custom-resource value imports/exports. */
export const jobHistoryKinds = [
  'metafieldImport',
  'metafieldExport',
  'valueImport',
  'valueExport',
] as const;
export type JobHistoryKind = (typeof jobHistoryKinds)[number];

/**
 * Polling and retry intervals per history (spec section 9 of both documents). Metafield export
 * has two polling readings (1 s and 5 s); we follow the 5 s one, as for value exports.
 */
export const jobHistoryTiming = {
  metafieldImport: {
    pollIntervalMs: historyPolling.importMs,
    retryDelayMs: historyRetry.intervalMs,
  },
  metafieldExport: {
    pollIntervalMs: historyPolling.exportMs,
    retryDelayMs: historyRetry.metafieldExportIntervalMs,
  },
  valueImport: { pollIntervalMs: historyPolling.importMs, retryDelayMs: historyRetry.intervalMs },
  valueExport: { pollIntervalMs: historyPolling.exportMs, retryDelayMs: historyRetry.intervalMs },
} as const satisfies Record<JobHistoryKind, { pollIntervalMs: number; retryDelayMs: number }>;

/**
 * Whether a history keeps polling: while a job is not final (running, or pending and about to
 * run) or a start was just submitted and has not appeared yet.
 */
export function shouldPollJobHistory(
  jobs: readonly Pick<Job, 'status'>[],
  startJustSubmitted: boolean,
): boolean {
  return startJustSubmitted || jobs.some((job) => !isJobFinal(job.status));
}

/** The poll interval of a history, or false when it should stop polling. */
export function jobHistoryPollInterval(
  kind: JobHistoryKind,
  jobs: readonly Pick<Job, 'status'>[],
  startJustSubmitted: boolean,
): number | false {
  return shouldPollJobHistory(jobs, startJustSubmitted)
    ? jobHistoryTiming[kind].pollIntervalMs
    : false;
}

/**
 * Whether to retry a failed history read. `retriesSoFar` counts the retries already made (0 after
 * the first failure), as TanStack Query's `retry(failureCount, error)` passes it; at most
 * `historyRetry.maxAttempts` (10). A 401 is never retried: it logs the user out.
 */
export function shouldRetryJobHistory(retriesSoFar: number, httpStatus?: number): boolean {
  return httpStatus !== 401 && retriesSoFar < historyRetry.maxAttempts;
}
