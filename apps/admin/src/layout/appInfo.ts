import { defineMessages } from '@metafields/design-system';

/** Who the app is, as the home, welcome and logged-out pages introduce it (spec section 2). */
export const appInfo = {
  /** The app's id with the platform's marketplace. */
  id: 'metafield-studio',
  /** What the app's own pages show (the login page's logo too). */
  logo: '/img/logo.svg',
  company: 'Metafield Studio',
  termsUrl: 'https://metafield.studio/terms',
  privacyUrl: 'https://metafield.studio/privacy',
  docsUrl: 'https://metafield.studio/docs',
  supportEmail: 'support@metafield.studio',
  /** The platform's app marketplace, where a merchant installs the app. */
  marketplaceUrl: 'https://www.bigcommerce.com/apps/',
} as const;

export const appInfoMessages = defineMessages({
  'app.description':
    'Edit the metafields of your products, variants, categories, brands, orders and customers, share them as templates, and build custom resources.',
  'legalFooter.terms': 'Terms of service',
  'legalFooter.privacy': 'Privacy policy',
  'legalFooter.company': '© {year} {company}. All rights reserved.',
});
