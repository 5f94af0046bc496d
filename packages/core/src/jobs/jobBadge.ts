import type { JobStatus } from './jobStatuses.js';
import { jobsMessages, type JobsMessageKey } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { Job } from '../entities/job.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

export const jobBadgeTones = ['danger', 'secondary', 'success', 'warning', 'primary'] as const;
export type JobBadgeTone = (typeof jobBadgeTones)[number];

export interface JobBadge {
  tone: JobBadgeTone;
  label: MessageDescriptor;
}

/** Processing and in_progress share the 'in progress' label (spec section 4). */
const statusLabels = {
  pending: 'jobs.status.pending',
  in_progress: 'jobs.status.inProgress',
  processing: 'jobs.status.inProgress',
  generating_csv: 'jobs.status.generatingCsv',
  completed: 'jobs.status.completed',
  failed: 'jobs.status.failed',
  cancelled: 'jobs.status.cancelled',
} as const satisfies Record<JobStatus, JobsMessageKey>;

const statusTones = {
  pending: 'primary',
  in_progress: 'primary',
  processing: 'primary',
  generating_csv: 'primary',
  completed: 'success',
  failed: 'danger',
  cancelled: 'secondary',
} as const satisfies Record<JobStatus, JobBadgeTone>;

/** The status badge of a job: a completed job with errors is a warning 'with errors'. */
export function jobBadge(job: Pick<Job, 'status' | 'errors'>): JobBadge {
  if (job.status === 'completed' && job.errors.length > 0) {
    return {
      tone: 'warning',
      label: messageDescriptor(jobsMessages, 'jobs.status.completedWithErrors'),
    };
  }
  return {
    tone: statusTones[job.status],
    label: messageDescriptor(jobsMessages, statusLabels[job.status]),
  };
}
