/**
 * Import/export job statuses (spec: both documents, section 4). 'pending' appears for custom
 * resource values; 'generating_csv' is also written 'generating CSV'.
 */
export const jobStatuses = [
  'pending',
  'in_progress',
  'processing',
  'generating_csv',
  'completed',
  'failed',
  'cancelled',
] as const;

export type JobStatus = (typeof jobStatuses)[number];

/** Statuses the spec groups as 'in progress' (section 4 of both documents). */
export const inProgressJobStatuses = [
  'generating_csv',
  'processing',
  'in_progress',
] as const satisfies readonly JobStatus[];

/** Statuses the spec groups as 'processing': the ones a job can be cancelled in. */
export const processingJobStatuses = [
  'in_progress',
  'processing',
] as const satisfies readonly JobStatus[];

/** Statuses after which a job never changes again. */
export const finalJobStatuses = [
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly JobStatus[];

const includes = (statuses: readonly JobStatus[], status: JobStatus): boolean =>
  statuses.includes(status);

/**
 * Running means working now (the 'in progress' group). A 'pending' job is neither running nor
 * final: it waits to start.
 */
export function isJobRunning(status: JobStatus): boolean {
  return includes(inProgressJobStatuses, status);
}

export function isJobProcessing(status: JobStatus): boolean {
  return includes(processingJobStatuses, status);
}

export function isJobFinal(status: JobStatus): boolean {
  return includes(finalJobStatuses, status);
}
