import { defineMessages } from '@metafields/design-system';

/**
 * Texts of the custom metafields table beyond those core's catalogue holds (the column titles
 * 'Available on storefront' and 'Last updated (UTC)', 'Delete metafields', the 403 message and
 * 'Create metafield' come from core).
 */
export const metafieldTableMessages = defineMessages({
  'metafieldTable.search.label': 'Search metafields',
  'metafieldTable.search.placeholder': 'Search by key, namespace or description',
  'metafieldTable.searchResults':
    '{count, plural, =0 {No metafields found} one {# metafield found} other {# metafields found}}',
  'metafieldTable.rowActions.label': 'Actions for {namespace}: {key}',
  // The Value column: its title, a list shown as its first item ('Red, +2 more'), a value with
  // nothing in it (an empty list, null).
  'metafieldTable.column.value': 'Value',
  'metafieldTable.value.list': '{first}, +{more} more',
  'metafieldTable.value.empty': 'Empty',
  'metafieldTable.selection.count':
    '{count, plural, one {# metafield selected} other {# metafields selected}}',
  'metafieldTable.bulkActions.label': 'Bulk actions',
  'metafieldTable.pagination.label': 'Metafield pages',
  'metafieldTable.empty.title': 'No custom metafields yet',
  'metafieldTable.empty.description':
    'Metafields store extra information about this record, such as a care guide or a warranty.',
  'metafieldTable.noResults.title': 'No metafields found',
  'metafieldTable.noResults.description': 'Try another key, namespace or description.',
  'metafieldTable.noResults.showAll': 'Show all metafields',
  'metafieldTable.deleted':
    '{count, plural, one {# metafield deleted} other {# metafields deleted}}',
  'metafieldTable.deleteDialog.title':
    '{count, plural, one {Delete metafield?} other {Delete # metafields?}}',
  'metafieldTable.deleteDialog.one':
    "''{namespace}: {key}'' will be deleted. This can't be undone.",
  'metafieldTable.deleteDialog.many':
    "The {count} selected metafields will be deleted one by one. This can't be undone.",
  'metafieldTable.deleteDialog.progress': 'Deleting metafields',
  'metafieldTable.deleteDialog.result': '{deleted} of {total} metafields deleted.',
  'metafieldTable.deleteDialog.stopped':
    'Your session has ended. The metafields after the last one tried were not deleted.',
});
