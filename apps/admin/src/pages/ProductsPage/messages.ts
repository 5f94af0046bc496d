import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'productsPage.title': 'Products',
  'productsPage.back': 'Resources',
  'productsPage.loadFailed': 'Unable to load products',
  'productsPage.pageOf': 'Page {page} of {pages}',
  'productsPage.total': '{total, plural, one {# product} other {# products}}',
  'productsPage.previous': 'Previous page',
  'productsPage.next': 'Next page',
});
