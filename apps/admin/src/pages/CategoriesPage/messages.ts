import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'categoriesPage.search.label': 'Search categories',
  'categoriesPage.search.results': 'Matching categories',
  /** {items} is the resource's plural name ('Categories'). */
  'categoriesPage.empty': 'No categories found',
});
