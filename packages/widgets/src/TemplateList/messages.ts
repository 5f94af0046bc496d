import { defineMessages } from '@metafields/design-system';

/**
 * The template list's own words. The spec's texts (title, 'Namespace and key', 'View GraphQL',
 * the empty states, the plan gating) come from core's catalogues.
 */
export const templateListMessages = defineMessages({
  'templateList.search.label': 'Search shared metafields',
  'templateList.list.label': 'Shared metafields',
  'templateList.pagination.label': 'Shared metafield pages',
  'templateList.rowActions': 'Actions for {name}',
  'templateList.loading': 'Loading shared metafields',
  'templateList.delete.title': 'Delete {name}?',
  'templateList.graphql.title': 'GraphQL for {name}',
  'templateList.moved': '{name} moved to position {position}.',
});
