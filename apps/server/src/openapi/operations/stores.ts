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
    description: 'Needs the `api-access` feature. The tokens themselves are never shown again.',
    tag: 'API tokens',
    access: 'store',
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
    description: 'The answer holds the plain token, shown this once.',
    tag: 'API tokens',
    access: 'store',
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
    description: 'At once: the next request with it is refused.',
    tag: 'API tokens',
    access: 'store',
    params: tokenParams,
    answers: [{ status: 204, description: 'Revoked.' }],
  },
];
