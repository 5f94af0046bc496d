export { FileTrigger } from './FileTrigger.js';
export type { FileTriggerProps } from './FileTrigger.js';
