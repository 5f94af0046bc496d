import { apiTokenCreateInputSchema, maxLength, storeSchema } from '@metafields/core';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AreaContext } from '../area.js';
import { HttpError } from '../http/errors.js';
import {
  checkApiTokenRequest,
  refuseApiToken,
  requireFeature,
  storeOfRequest,
} from '../stores/storeAccess.js';
import { idParam, parseInput, parseParams } from '../validation.js';

/** The spec's default text limit (section 9: 'Default text limits min 1, max 255'). */
const tokenNameMax = 255;

/** Core's create input, with a bound on the name and no field it does not name. */
export const createTokenBody = z.strictObject({
  ...apiTokenCreateInputSchema.shape,
  name: apiTokenCreateInputSchema.shape.name.check(
    z.maxLength(tokenNameMax, maxLength(tokenNameMax)),
  ),
});

export const tokenParams = z.object({
  storeHash: z.string(),
  id: idParam,
});

const tokenNotFound = () => new HttpError(404, 'not_found', 'API token not found.');
const peopleOnly = 'API tokens are managed by people signed in to the app, not with an API token.';

/** Stores, plans and gating; API tokens. */
export function storesApiRoutes(app: FastifyInstance, context: AreaContext): void {
  const tokens = context.apiTokens;

  // Every route's, not only these: a token's plan and scope are checked wherever it is sent.
  app.addHook('onRequest', (request) => checkApiTokenRequest(request, context));

  // One store with its plan, features and trial flags; readable once uninstalled, so the
  // client can say why the store's features are off.
  app.get('/api/stores/:storeHash', async (request) => ({
    data: storeSchema.parse(await storeOfRequest(request, context, { allowInactive: true })),
  }));

  // Listing and revoking stay open whatever the plan and once uninstalled: a person must be
  // able to see and revoke the tokens of a store that lost the feature. Only a new token
  // needs it.
  app.get('/api/stores/:storeHash/api-tokens', async (request) => {
    const store = await storeOfRequest(request, context, { allowInactive: true });
    refuseApiToken(request, peopleOnly);
    return { data: await tokens.list(store.store_hash) };
  });

  app.post('/api/stores/:storeHash/api-tokens', async (request, reply) => {
    const store = await storeOfRequest(request, context);
    refuseApiToken(request, peopleOnly);
    requireFeature(store, 'api-access');
    const { name, scopes } = parseInput(createTokenBody, request.body ?? {});
    return reply.code(201).send({ data: await tokens.create(store.store_hash, name, scopes) });
  });

  app.delete('/api/stores/:storeHash/api-tokens/:id', async (request, reply) => {
    const store = await storeOfRequest(request, context, { allowInactive: true });
    refuseApiToken(request, peopleOnly);
    const { id } = parseParams(tokenParams, request.params, tokenNotFound);
    if (!(await tokens.revoke(store.store_hash, id))) throw tokenNotFound();
    return reply.code(204).send();
  });
}
