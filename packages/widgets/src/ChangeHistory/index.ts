export { ChangeHistory } from './ChangeHistory.js';
export type { ChangeHistoryProps } from './ChangeHistory.js';
