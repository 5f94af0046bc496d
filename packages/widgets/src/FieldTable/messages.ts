import { defineMessages } from '@metafields/design-system';

/**
 * The fields table's own words. The spec's texts ('(Display name)', 'Field', the delete
 * confirmation, 'Add field') come from core's `customResourceMessages`; the row menu's, the
 * delete title and the move announcement are every paged list's (`pagedListMessages`).
 */
export const fieldTableMessages = defineMessages({
  'fieldTable.title': 'Fields',
  'fieldTable.search.label': 'Search fields',
  'fieldTable.pagination.label': 'Field pages',
});
