import { GraphQLError } from 'graphql';
import * as z from 'zod';
import { clientIdSchema } from '../registry.js';
import { parseArgs, type GraphqlContext } from './context.js';

const METAFIELD_ID = /^bc\/store\/metafield\/([1-9]\d{0,15})$/;

const reassignArgs = z.object({
  input: z.object({
    newClientId: clientIdSchema,
    metafieldIds: z
      .array(z.string())
      .min(1, { error: 'must list at least one metafield' })
      .max(1000, { error: 'must list at most 1000 metafields' }),
  }),
});

interface MetafieldKey {
  id: number;
  resource_type: string;
  resource_id: number;
  namespace: string;
  key: string;
  owner_client_id: string;
}

/**
 * `reassignMetafieldsOwner`: gives the listed metafields of this store to another client id.
 * All or nothing: an id in the wrong format, a metafield this store does not have, or a clash
 * with a metafield the new owner already has on the same resource changes nothing.
 */
export function reassignMetafieldsOwner(rawArgs: unknown, context: GraphqlContext) {
  const { input } = parseArgs(reassignArgs, rawArgs);
  const ids: number[] = [];
  for (const globalId of input.metafieldIds) {
    const match = METAFIELD_ID.exec(globalId);
    if (!match) {
      throw new GraphQLError(
        `input.metafieldIds: "${globalId}" is not a metafield id; use the format bc/store/metafield/{id}.`,
      );
    }
    ids.push(Number(match[1]));
  }
  const unique = [...new Set(ids)];
  const { db, store } = context;
  return db.transaction(() => {
    const rows = db
      .prepare<[string, string], MetafieldKey>(
        `SELECT id, resource_type, resource_id, namespace, key, owner_client_id FROM metafields
         WHERE store_hash = ? AND id IN (SELECT value FROM json_each(?))`,
      )
      .all(store.store_hash, JSON.stringify(unique));
    const found = new Set(rows.map((row) => row.id));
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new GraphQLError(
        `Metafields not found: ${missing.map((id) => `bc/store/metafield/${id}`).join(', ')}.`,
      );
    }
    const identity = (row: MetafieldKey) =>
      JSON.stringify([row.resource_type, row.resource_id, row.namespace, row.key]);
    const seen = new Set<string>();
    const clash = db.prepare<[string, string, number, string, string, string], { id: number }>(
      `SELECT id FROM metafields WHERE store_hash = ? AND resource_type = ? AND resource_id = ?
         AND namespace = ? AND key = ? AND owner_client_id = ?`,
    );
    for (const row of rows) {
      const other =
        row.owner_client_id === input.newClientId
          ? undefined
          : clash.get(
              store.store_hash,
              row.resource_type,
              row.resource_id,
              row.namespace,
              row.key,
              input.newClientId,
            );
      if (other || seen.has(identity(row))) {
        throw new GraphQLError(
          `bc/store/metafield/${row.id}: the client ${input.newClientId} would own two metafields with namespace "${row.namespace}" and key "${row.key}" on the same ${row.resource_type}.`,
        );
      }
      seen.add(identity(row));
    }
    db.prepare(
      `UPDATE metafields SET owner_client_id = ?
       WHERE store_hash = ? AND id IN (SELECT value FROM json_each(?))`,
    ).run(input.newClientId, store.store_hash, JSON.stringify(unique));
    return { metafieldIds: unique.map((id) => `bc/store/metafield/${id}`) };
  })();
}
