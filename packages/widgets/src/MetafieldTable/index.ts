export { MetafieldTable } from './MetafieldTable.js';
export type { MetafieldTableProps } from './MetafieldTable.js';
export { DeleteMetafieldsDialog } from './DeleteMetafieldsDialog.js';
export type { DeleteMetafieldsDialogProps } from './DeleteMetafieldsDialog.js';
