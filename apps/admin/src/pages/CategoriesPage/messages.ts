import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'categoriesPage.search.label': 'Search categories',
  'categoriesPage.search.results': 'Matching categories',
  'categoriesPage.column.urlPath': 'URL path',
});
