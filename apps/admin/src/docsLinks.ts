/**
 * The documentation the admin links to, in one place: an article that moves is fixed here once,
 * and a page never carries a link of its own that nobody checks.
 */
export const docsLinks = {
  /** Metafield ownership, for the change owner dialog's 'Learn more'. */
  metafieldOwnership:
    'https://developer.bigcommerce.com/docs/integrations/apps/guide/metafields#ownership',
  /** Order metafields, which have no storefront query: 'View GraphQL' offers this instead. */
  orderMetafields: 'https://developer.bigcommerce.com/docs/store-operations/orders/metafields',
  /**
   * The custom resource form's 'Learn more about custom resources'. The platform has no article
   * on the app's custom resources; its metafields guide explains the data they extend and
   * reference, until the app's own help article exists.
   */
  customResources: 'https://developer.bigcommerce.com/docs/integrations/metafields',
} as const;
