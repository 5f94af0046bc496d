import type { FastifyInstance } from 'fastify';
import { graphql } from 'graphql';
import * as z from 'zod';
import { clientIdOf, storeOf } from '../../auth.js';
import type { PlatformDatabase } from '../../db.js';
import { appExtensionMutations, storeField } from './appExtensions.js';
import type { GraphqlContext } from './context.js';
import { reassignMetafieldsOwner } from './metafieldOwner.js';
import { schema } from './schema.js';

/** A GraphQL request over HTTP: `{ query, variables?, operationName? }`. */
const graphqlRequest = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const rootValue = {
  store: storeField,
  appExtension: appExtensionMutations,
  metafield: () => ({ reassignMetafieldsOwner }),
};

function appScopesOf(db: PlatformDatabase, storeHash: string, clientId: string): string[] | null {
  const row = db
    .prepare<[string, string], { scope: string }>(
      'SELECT scope FROM app_tokens WHERE store_hash = ? AND client_id = ?',
    )
    .get(storeHash, clientId);
  return row ? row.scope.split(/\s+/).filter(Boolean) : null;
}

/**
 * `POST /stores/{hash}/graphql`. A request that is not GraphQL is a 400; everything GraphQL
 * itself reports (syntax, validation, a resolver's refusal) comes back in `errors` with a 200,
 * as on the platform.
 */
export function registerGraphql(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.post('/graphql', async (request, reply) => {
    const body = graphqlRequest.safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({
        errors: [
          { message: 'The body must be a GraphQL request: { "query": "…", "variables": {…} }.' },
        ],
      });
    }
    const store = storeOf(request);
    const clientId = clientIdOf(request);
    const contextValue: GraphqlContext = {
      db,
      store,
      clientId,
      appScopes:
        clientId === store.api_client_id ? null : appScopesOf(db, store.store_hash, clientId),
    };
    const result = await graphql({
      schema,
      source: body.data.query,
      rootValue,
      contextValue,
      variableValues: body.data.variables ?? null,
      operationName: body.data.operationName ?? null,
    });
    return reply.status(200).send(result);
  });
}
