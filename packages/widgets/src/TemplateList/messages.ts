import { defineMessages } from '@metafields/design-system';

/**
 * The template list's own words. The spec's texts (title, 'Namespace and key', 'View GraphQL',
 * the empty states, the plan gating) come from core's catalogues; the row menu's, the delete
 * title and the move announcement are every paged list's (`pagedListMessages`).
 */
export const templateListMessages = defineMessages({
  'templateList.search.label': 'Search shared metafields',
  'templateList.list.label': 'Shared metafields',
  'templateList.pagination.label': 'Shared metafield pages',
  'templateList.loading': 'Loading shared metafields',
  'templateList.graphql.title': 'GraphQL for {name}',
  'templateList.previewImport': 'Preview import',
});
