export { ProgressCircle } from './ProgressCircle.js';
export type { ProgressCircleProps, ProgressCircleSize } from './ProgressCircle.js';
