import { defineMessages } from '../messages/defineMessages.js';

export const jobsMessages = defineMessages({
  'jobs.status.pending': 'pending',
  'jobs.status.inProgress': 'in progress',
  'jobs.status.generatingCsv': 'generating CSV',
  'jobs.status.completed': 'completed',
  'jobs.status.completedWithErrors': 'with errors',
  'jobs.status.failed': 'failed',
  'jobs.status.cancelled': 'cancelled',
  'jobs.duration.hours': '{hours}:{minutes}:{seconds}',
  'jobs.duration.minutes': '{minutes, plural, one {# min} other {# mins}} {seconds}s',
  'jobs.duration.seconds': '{seconds}s',
  'jobs.exportLimit.title': 'Cannot start export.',
  'jobs.exportLimit.message': 'Unable to export more than 150,000 items. Please add a filter',
});

export type JobsMessageKey = keyof typeof jobsMessages;
