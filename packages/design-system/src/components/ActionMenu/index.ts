export { ActionMenu } from './ActionMenu.js';
export type { ActionMenuProps } from './ActionMenu.js';
