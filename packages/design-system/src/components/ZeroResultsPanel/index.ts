export { ZeroResultsPanel } from './ZeroResultsPanel.js';
export type { ZeroResultsPanelProps } from './ZeroResultsPanel.js';
