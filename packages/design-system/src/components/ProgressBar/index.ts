export { ProgressBar } from './ProgressBar.js';
export type { ProgressBarProps } from './ProgressBar.js';
