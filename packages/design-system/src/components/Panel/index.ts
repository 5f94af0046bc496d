export { Panel } from './Panel.js';
export type { PanelProps } from './Panel.js';
