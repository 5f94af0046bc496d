import { defineMessages } from '@metafields/design-system';

/**
 * The values list's own words. The spec's texts ('Add {name}', 'Display name', 'Create fields
 * for your {name} resource', 'Create field' and the delete notices) come from core's
 * customResourceMessages; ID, Actions, Edit, Delete and Search from commonMessages. The spec
 * calls values 'items' in its notices, and so do these texts.
 */
export const valueListMessages = defineMessages({
  'valueList.table.label': '{name} items',
  'valueList.search.label': 'Search items',
  'valueList.rowActions.label': 'Actions for {name}',
  'valueList.selection.count': '{count, plural, one {# item selected} other {# items selected}}',
  'valueList.bulkActions.label': 'Bulk actions',
  'valueList.pagination.label': 'Item pages',
  'valueList.empty.title': 'No items yet',
  'valueList.empty.description': 'Items you add are listed here.',
  'valueList.noResults.title': 'No items found',
  'valueList.noResults.description': 'Try another search.',
  'valueList.deleteDialog.title': '{count, plural, one {Delete item?} other {Delete # items?}}',
  'valueList.deleteDialog.one': "''{name}'' will be deleted. This can't be undone.",
  'valueList.deleteDialog.many':
    "The {count} selected items will be deleted. This can't be undone.",
});
