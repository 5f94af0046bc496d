import { isBuiltInContentTypeSlug, slugify, type CustomObject } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaContext } from '../area.js';
import type { StoreRecord } from '../stores/stores.js';
import { requireFeature, storeOfRequest } from '../stores/storeAccess.js';
import { objectBodySchema, type ObjectBody } from './bodies.js';
import type { FieldsRepo } from './fieldsRepo.js';
import { listMeta, listQuerySchema } from './listQuery.js';
import type { ObjectsRepo } from './objectsRepo.js';
import { FirstErrors, invalid, parseInput, parseParams } from '../validation.js';
import { objectNotFound, objectParamsSchema } from './addresses.js';
import { ruleMessages as m } from './ruleMessages.js';

export interface CustomResourceArea {
  context: AreaContext;
  objects: ObjectsRepo;
  fields: FieldsRepo;
}

/** The store of a custom-resources request: the caller's, on a plan with custom objects. */
export async function gatedStore(
  request: FastifyRequest,
  context: AreaContext,
): Promise<StoreRecord> {
  const store = await storeOfRequest(request, context);
  requireFeature(store, 'custom-objects');
  return store;
}

/** The store and the resource the address names; another store's resource is not found. */
export async function objectOfRequest(
  request: FastifyRequest,
  area: CustomResourceArea,
): Promise<{ store: StoreRecord; object: CustomObject }> {
  const store = await gatedStore(request, area.context);
  const { id } = parseParams(objectParamsSchema, request.params, objectNotFound);
  const object = await area.objects.find(store.store_hash, id);
  if (!object) throw objectNotFound();
  return { store, object };
}

/**
 * The key of a new resource: the one sent, else one derived from the name, in the slug form
 * either way. It is a content type too, so it may not be a built-in one nor another resource's.
 */
async function newSlug(
  storeHash: string,
  body: ObjectBody,
  area: CustomResourceArea,
): Promise<string> {
  const slug = slugify(body.slug || body.name);
  const errors = new FirstErrors();
  if (slug === '') errors.add('slug', m.slugEmpty);
  else if (isBuiltInContentTypeSlug(slug)) errors.add('slug', m.slugBuiltIn);
  else if (await area.objects.findBySlug(storeHash, slug)) errors.add('slug', m.slugTaken);
  errors.throwIfAny();
  return slug;
}

/** The plural name defaults to the name: core's labels fall back to the name the same way. */
const pluralOf = (body: ObjectBody) => body.plural_name || body.name;

/** Custom resources: `/api/stores/{hash}/custom-objects[/{id}]`. */
export function objectRoutes(app: FastifyInstance, area: CustomResourceArea): void {
  const { context, objects, fields } = area;
  const base = '/api/stores/:storeHash/custom-objects';

  app.get(base, async (request) => {
    const store = await gatedStore(request, context);
    const query = parseInput(listQuerySchema, request.query ?? {});
    const { rows, total } = await objects.list(store.store_hash, query);
    return { data: rows, meta: listMeta(query, total, rows.length) };
  });

  // The client reads the new id at `response.data.data.id` (spec section 7): with its HTTP
  // client's `data` being this body, the resource goes under `data` as every answer here.
  app.post(base, async (request, reply) => {
    const store = await gatedStore(request, context);
    const body = parseInput(objectBodySchema, request.body);
    // A new resource has no id yet; one sent means the client meant an update.
    if (body.id !== undefined) throw idMismatch();
    const slug = await newSlug(store.store_hash, body, area);
    const object = await objects.create(store.store_hash, {
      name: body.name,
      plural_name: pluralOf(body),
      slug,
    });
    return reply.code(201).send({ data: { ...object, fields: [] } });
  });

  app.get(`${base}/:id`, async (request) => {
    const { object } = await objectOfRequest(request, area);
    return { data: { ...object, fields: await fields.all(object.id) } };
  });

  // The key is read-only (spec section 2) and stays: it may be sent back, but is not changed.
  app.put(`${base}/:id`, async (request) => {
    const { store, object } = await objectOfRequest(request, area);
    const body = parseInput(objectBodySchema, request.body);
    if (body.id !== undefined && body.id !== object.id) throw idMismatch();
    // A rename without a plural (the admin's form has none) keeps a plural of the resource's
    // own; a plural that only followed the name follows the new one.
    const plural_name =
      body.plural_name || (object.plural_name === object.name ? body.name : object.plural_name);
    await objects.update(store.store_hash, object.id, { name: body.name, plural_name });
    const saved = (await objects.find(store.store_hash, object.id)) ?? object;
    return { data: { ...saved, fields: await fields.all(object.id) } };
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const { store, object } = await objectOfRequest(request, area);
    if (!(await objects.remove(store.store_hash, object.id))) throw objectNotFound();
    return reply.code(204).send();
  });
}

/** An id in the body that is not the address's. */
export const idMismatch = () => invalid({ id: [m.idMismatch] });
