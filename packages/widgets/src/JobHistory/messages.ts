import { defineMessages } from '@metafields/design-system';

/** Texts of the job history beyond those core's catalogues already hold. */
export const jobHistoryTableMessages = defineMessages({
  'jobHistoryTable.label.import': 'Import history',
  'jobHistoryTable.label.export': 'Export history',
  'jobHistoryTable.rowActions': 'Actions for job {id}',
  'jobHistoryTable.cancelling': 'Cancelling job {id}',
  'jobHistoryTable.notStarted': 'Not started',
  'jobHistoryTable.download.csv': 'CSV',
  'jobHistoryTable.download.xlsx': 'Excel (.xlsx)',
});
