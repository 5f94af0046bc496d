export { SaveBar } from './SaveBar.js';
export type { SaveBarProps } from './SaveBar.js';
