import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'variantList.search.label': 'Search variants by SKU',
  'variantList.empty': 'No variants found',
});
