import { displayFieldOf, type CustomObjectField } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { createChangeHistory } from '../history/changeHistory.js';
import { valueChanges } from '../history/valueChanges.js';
import { actorOfRequest, bearerToken } from '../stores/storeAccess.js';
import { listMeta } from './listQuery.js';
import { idMismatch, objectOfRequest, type CustomResourceArea } from './objectRoutes.js';
import { idParam, parseInput, parseParams } from '../validation.js';
import { platformIdsFound } from './platformRefs.js';
import { bulkDeleteBodySchema, valueListQuerySchema } from './valueQuery.js';
import { valueWrite, type ValueData, type ValueRuleContext } from './valueRules.js';
import { createValuesRepo, type StoredValue, type ValuesRepo } from './valuesRepo.js';

export const valueParamsSchema = z.object({ valueId: idParam });
const valueNotFound = () => new HttpError(404, 'not_found', 'Resource value not found.');

/** A body is an object of properties; its `id`, if any, is the value's own. */
export const valueBodySchema = z.record(z.string(), z.unknown());

/**
 * Read-only fields are for signed-in people to look at: their writes must keep them as saved.
 * An API token (the store's own integrations) may write them.
 */
const readOnlyRule = (request: FastifyRequest, saved: ValueData) =>
  bearerToken(request) === undefined ? { readOnlyKept: { saved } } : {};

/** A request's changes: the person's or the API token's, by the request's id. */
const whoOf = (request: FastifyRequest) => ({
  actor: actorOfRequest(request),
  jobId: null,
  requestId: request.id,
});

/** A value as answered: its id and every current field, null when empty (spec section 3). */
function wireValue(value: StoredValue, fields: readonly CustomObjectField[]) {
  return {
    id: value.id,
    ...Object.fromEntries(
      fields.map((field) => [field.meta_key, value.data[field.meta_key] ?? null]),
    ),
  };
}

/** The display field and the text fields: what the values list's search looks in. */
function searchKeys(fields: readonly CustomObjectField[]): string[] {
  const keys = fields.filter((field) => field.content_type === 'text').map((f) => f.meta_key);
  return [...new Set([displayFieldOf(fields), ...keys])];
}

/**
 * Values of custom resources: `/api/stores/{hash}/custom-objects/{id}/values[/{valueId}]`, with
 * the resource's tenancy and plan checks (`objectOfRequest`). Another store's or resource's
 * value is not found. Each write records its fields' changes in the change history (issue 28),
 * in its own transaction, as the person's or the API token's.
 */
export function valueRoutes(app: FastifyInstance, area: CustomResourceArea): void {
  const { database } = area.context;
  const values = createValuesRepo(database);
  const history = createChangeHistory(database);
  const base = '/api/stores/:storeHash/custom-objects/:id/values';

  /** The resource, its fields, and the rule context for a value of it. */
  async function resourceOf(request: FastifyRequest) {
    const { store, object } = await objectOfRequest(request, area);
    const fields = await area.fields.all(object.id);
    const rules: ValueRuleContext = {
      fields,
      existingValueIds: (objectId, ids) => values.existingIds(store.store_hash, objectId, ids),
      resourceName: async (objectId) => (await area.objects.find(store.store_hash, objectId))?.name,
      platformIdsFound: async (contentType, ids) => {
        const withToken = await area.context.stores.find(store.store_hash);
        if (!withToken) return undefined;
        return platformIdsFound(area.context.config.PLATFORM_URL, withToken, contentType, ids);
      },
    };
    return { store, object, fields, rules };
  }

  async function valueOf(request: FastifyRequest, repo: ValuesRepo) {
    const resource = await resourceOf(request);
    const { valueId } = parseParams(valueParamsSchema, request.params, valueNotFound);
    const value = await repo.find(resource.store.store_hash, resource.object.id, valueId);
    if (!value) throw valueNotFound();
    return { ...resource, value };
  }

  app.get(base, async (request) => {
    const { store, object, fields } = await resourceOf(request);
    const query = parseInput(valueListQuerySchema, request.query ?? {});
    const { rows, total } = await values.list(store.store_hash, object.id, {
      ...query,
      searchKeys: searchKeys(fields),
    });
    return {
      data: rows.map((row) => wireValue(row, fields)),
      meta: listMeta(query, total, rows.length),
    };
  });

  app.post(base, async (request, reply) => {
    const { store, object, fields, rules } = await resourceOf(request);
    const body = parseInput(valueBodySchema, request.body);
    if (body.id !== undefined && body.id !== null) throw idMismatch();
    const data: ValueData = await valueWrite(body, { ...rules, ...readOnlyRule(request, {}) });
    const value = await database.transaction(async (queries) => {
      const created = await values.create(store.store_hash, object.id, data, queries);
      const changes = valueChanges(whoOf(request), object.id, created.id, undefined, data);
      await history.add(store.store_hash, changes, queries);
      return created;
    });
    return reply.code(201).send({ data: wireValue(value, fields) });
  });

  app.get(`${base}/:valueId`, async (request) => {
    const { value, fields } = await valueOf(request, values);
    return { data: wireValue(value, fields) };
  });

  // The form sends every field; a property left out keeps what it held.
  app.put(`${base}/:valueId`, async (request) => {
    const { store, object, fields, rules, value } = await valueOf(request, values);
    const body = parseInput(valueBodySchema, request.body);
    if (body.id !== undefined && body.id !== null && body.id !== value.id) throw idMismatch();
    const written = await valueWrite(body, { ...rules, ...readOnlyRule(request, value.data) });
    const data = { ...value.data, ...written };
    await database.transaction(async (queries) => {
      if (!(await values.update(store.store_hash, object.id, value.id, data, queries))) {
        throw valueNotFound();
      }
      const changes = valueChanges(whoOf(request), object.id, value.id, value.data, data);
      await history.add(store.store_hash, changes, queries);
    });
    return { data: wireValue({ id: value.id, data }, fields) };
  });

  app.delete(`${base}/:valueId`, async (request, reply) => {
    const { store, object, value } = await valueOf(request, values);
    await database.transaction(async (queries) => {
      if (!(await values.remove(store.store_hash, object.id, value.id, queries))) {
        throw valueNotFound();
      }
      const changes = valueChanges(whoOf(request), object.id, value.id, value.data, undefined);
      await history.add(store.store_hash, changes, queries);
    });
    return reply.code(204).send();
  });

  // Ids of other resources or stores are passed over: only this resource's values go.
  app.delete(base, async (request, reply) => {
    const { store, object } = await resourceOf(request);
    const body = parseInput(bulkDeleteBodySchema, request.body);
    const ids = body['id:in'];
    const { rows } = await values.list(store.store_hash, object.id, {
      page: 1,
      perPage: Math.max(ids.length, 1),
      search: '',
      searchKeys: [],
      ids,
    });
    await database.transaction(async (queries) => {
      await values.removeMany(store.store_hash, object.id, ids, queries);
      const who = whoOf(request);
      const changes = rows.flatMap((row) =>
        valueChanges(who, object.id, row.id, row.data, undefined),
      );
      await history.add(store.store_hash, changes, queries);
    });
    return reply.code(204).send();
  });
}
