import { apiTokenSchema, createdApiTokenSchema, storeSchema } from '@metafields/core';
import * as z from 'zod';
import { createTokenBody, tokenParams } from '../../storesApi/routes.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Stores';
const tokensPath = '/api/stores/{storeHash}/api-tokens';

/** The user's stores, one store with its plan, and the store's API tokens. */
export const storeOperations: ApiOperation[] = [
  {
    id: 'listStores',
    method: 'GET',
    path: '/api/stores',
    summary: 'The stores the signed-in user may open',
    tag,
    access: 'user',
    answers: [
      { status: 200, description: 'The stores.', schema: z.object({ data: z.array(storeSchema) }) },
    ],
  },
  {
    id: 'getStore',
    method: 'GET',
    path: '/api/stores/{storeHash}',
    summary: 'One store with its plan, features and trial',
    description: 'Readable once the app is uninstalled (`active: false`), to say why.',
    tag,
    access: 'store',
    answers: [{ status: 200, description: 'The store.', schema: z.object({ data: storeSchema }) }],
  },
  {
    id: 'listApiTokens',
    method: 'GET',
    path: tokensPath,
    summary: 'The store’s API tokens',
    description:
      'For a signed-in person, whatever the plan, so that a store that lost the `api-access` feature can still see and revoke its tokens. The tokens themselves are never shown again.',
    tag: 'API tokens',
    access: 'storeSession',
    answers: [
      {
        status: 200,
        description: 'The tokens, oldest first.',
        schema: z.object({ data: z.array(apiTokenSchema) }),
      },
    ],
  },
  {
    id: 'createApiToken',
    method: 'POST',
    path: tokensPath,
    summary: 'Create an API token',
    description:
      'Needs the `api-access` feature and a signed-in person. `scopes` is `["read"]` (the default) or `["read", "write"]`. The answer holds the plain token, shown this once.',
    tag: 'API tokens',
    access: 'storeSession',
    body: { json: createTokenBody },
    answers: [
      {
        status: 201,
        description: 'The new token.',
        schema: z.object({ data: createdApiTokenSchema }),
      },
    ],
  },
  {
    id: 'revokeApiToken',
    method: 'DELETE',
    path: `${tokensPath}/{id}`,
    summary: 'Revoke an API token',
    description:
      'At once: the next request with it is refused. Open to a signed-in person whatever the plan.',
    tag: 'API tokens',
    access: 'storeSession',
    params: tokenParams,
    answers: [{ status: 204, description: 'Revoked.' }],
  },
];
