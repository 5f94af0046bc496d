export { Grid } from './Grid.js';
export type { GridBreakpoint, GridColumns, GridProps } from './Grid.js';
