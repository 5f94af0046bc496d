import type { AreaContext } from '../area.js';
import type { JobKind } from './jobsRepo.js';
import type { JobHandler } from './runner.js';

/** The work of each kind of job. */
export function jobHandlers(context: AreaContext): Partial<Record<JobKind, JobHandler>> {
  void context;
  return {};
}
