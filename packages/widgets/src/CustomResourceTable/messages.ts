import { defineMessages } from '@metafields/design-system';

/**
 * The custom resources table's own words. The spec's texts ('Resource', the delete
 * confirmation, 'Add resource') come from core's `customResourceMessages`; the row menu's and
 * the delete title are every paged list's (`pagedListMessages`).
 */
export const customResourceTableMessages = defineMessages({
  'customResourceTable.title': 'Custom resources',
  'customResourceTable.pagination.label': 'Custom resource pages',
});
