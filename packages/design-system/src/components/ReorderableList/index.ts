export { ReorderableList } from './ReorderableList.js';
export type { ReorderableListProps, ReorderTarget } from './ReorderableList.js';
export { moveItem } from './moveItem.js';
