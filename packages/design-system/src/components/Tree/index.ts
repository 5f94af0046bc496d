export { Tree, TreeItem } from './Tree.js';
export type { TreeItemProps, TreeProps } from './Tree.js';
