import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'recordPage.metafieldsFailed': 'Unable to load metafields. Please try again later.',
  'recordPage.nameFailed': 'Unable to load this record. Please try again later.',
  'recordPage.sharedFailed': 'Unable to load shared metafields. Please try again later.',
  'recordPage.tab.history': 'History',
});
