import { defineMessages } from '@metafields/design-system';

export const graphqlExampleMessages = defineMessages({
  'graphqlExample.heading': 'Storefront GraphQL query',
  'graphqlExample.description':
    'Read this metafield on the storefront with the query below. It returns a value only when the metafield is available on the storefront.',
  'graphqlExample.orderUnavailable':
    'Orders cannot be read with the Storefront GraphQL API, so there is no example query for them.',
  'graphqlExample.helpLink': 'Learn more about metafields in GraphQL',
});
