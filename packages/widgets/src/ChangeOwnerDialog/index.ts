export { ChangeOwnerDialog } from './ChangeOwnerDialog.js';
export type { ChangeOwnerDialogProps } from './ChangeOwnerDialog.js';
