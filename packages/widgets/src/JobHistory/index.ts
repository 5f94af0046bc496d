export { JobErrorsDialog } from './JobErrorsDialog.js';
export type { JobErrorsDialogProps } from './JobErrorsDialog.js';
export { JobHistoryPoller } from './JobHistoryPoller.js';
export type {
  JobHistoryPollerOptions,
  JobHistorySnapshot,
  JobHistoryTimingOverride,
  PolledJob,
  PollerTimers,
} from './JobHistoryPoller.js';
export { JobHistoryTable } from './JobHistoryTable.js';
export type {
  JobDownloadFormat,
  JobHistoryTableKind,
  JobHistoryTableProps,
  JobRowAction,
} from './JobHistoryTable.js';
export { useJobHistory } from './useJobHistory.js';
export type { UseJobHistoryOptions, UseJobHistoryResult } from './useJobHistory.js';
