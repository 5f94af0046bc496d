import { defineMessages } from '@metafields/design-system';

export const messages = defineMessages({
  'pricingPage.marketplace': 'Install Metafield Studio from the app marketplace',
});
