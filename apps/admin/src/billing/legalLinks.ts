/**
 * The provider's legal pages and the app's marketplace listing, in one place like `docsLinks`.
 * The spec names the links, not their addresses: these are the ones to publish them at.
 */
export const legalLinks = {
  terms: 'https://metafieldstudio.app/terms',
  privacy: 'https://metafieldstudio.app/privacy',
  /** The platform's app marketplace, where a merchant installs the app. */
  marketplace: 'https://www.bigcommerce.com/apps/',
} as const;
