export { defaultMetafieldTableView, MetafieldTable } from './MetafieldTable.js';
export type { MetafieldTableProps, MetafieldTableView } from './MetafieldTable.js';
export { DeleteMetafieldsDialog } from './DeleteMetafieldsDialog.js';
export type { DeleteMetafieldsDialogProps } from './DeleteMetafieldsDialog.js';
