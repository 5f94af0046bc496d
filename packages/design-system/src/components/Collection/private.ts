// Shared by the collection components (Tree, ReorderableList); not in the public barrel.
export { rowIconButtonStyles } from './rowIconButton.js';
