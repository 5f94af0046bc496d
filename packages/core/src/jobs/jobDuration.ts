import { isJobFinal } from './jobStatuses.js';
import { jobsMessages } from './messages.js';
import { messageDescriptor } from '../catalogue/messageDescriptor.js';
import type { Job } from '../entities/job.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

const secondsPerMinute = 60;
const secondsPerHour = 3600;

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * A length of time in the history's words (spec section 9): 'hh:mm:ss' from one hour up,
 * else '1 min 5s' / '2 mins 5s', else '5s'. A begun second counts as a whole one, so that a job
 * that took 0.7 s reads '1s' rather than a '0s' that looks unmeasured. Negative lengths (clock
 * skew) count as 0.
 */
export function formatDuration(milliseconds: number): MessageDescriptor {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / secondsPerHour);
  const minutes = Math.floor((total % secondsPerHour) / secondsPerMinute);
  const seconds = total % secondsPerMinute;
  if (hours > 0) {
    return messageDescriptor(jobsMessages, 'jobs.duration.hours', {
      hours: twoDigits(hours),
      minutes: twoDigits(minutes),
      seconds: twoDigits(seconds),
    });
  }
  if (minutes > 0)
    return messageDescriptor(jobsMessages, 'jobs.duration.minutes', { minutes, seconds });
  return messageDescriptor(jobsMessages, 'jobs.duration.seconds', { seconds });
}

/**
 * How long a job took, or has taken so far when `now` is given and the job is not final.
 * Null when there is nothing to measure (not started, or no end known).
 */
export function jobDuration(
  job: Pick<Job, 'status' | 'started_at' | 'finished_at'>,
  now?: Date,
): MessageDescriptor | null {
  if (!job.started_at) return null;
  const start = Date.parse(job.started_at);
  const end = job.finished_at
    ? Date.parse(job.finished_at)
    : !isJobFinal(job.status) && now
      ? now.getTime()
      : Number.NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return formatDuration(end - start);
}
