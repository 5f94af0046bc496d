import { customObjectFieldInputSchema, type CustomObjectField } from '@metafields/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldBodyKeysSchema } from './bodies.js';
import { fieldWrite } from './fieldRules.js';
import { listMeta, listQuerySchema } from './listQuery.js';
import { idMismatch, objectOfRequest, type CustomResourceArea } from './objectRoutes.js';
import { parseInput, parseParams } from '../validation.js';
import { fieldNotFound, fieldParamsSchema } from './addresses.js';

/**
 * A field body checked twice: first against the closed set of keys (unknown ones are refused),
 * then with core's field input, which also fills a text field's default lengths.
 */
function parseFieldBody(body: unknown, objectId: number) {
  const { custom_object_id: objectOfBody, ...rest } = parseInput(fieldBodyKeysSchema, body);
  if (objectOfBody !== undefined && objectOfBody !== objectId) throw idMismatch();
  return parseInput(customObjectFieldInputSchema, rest);
}

/**
 * Fields of a custom resource: `/api/stores/{hash}/custom-objects/{id}/fields[/{fieldId}]`.
 * Reordering is an update that names the field's new `sort_order` (spec section 7: "reorder
 * reuses POST or PUT"): PUT to the field, or POST with the field's `id`. The other fields move
 * to make room, all in one transaction.
 */
export function fieldRoutes(app: FastifyInstance, area: CustomResourceArea): void {
  const { objects, fields } = area;
  const base = '/api/stores/:storeHash/custom-objects/:id/fields';

  async function save(
    request: FastifyRequest,
    objectId: number,
    storeHash: string,
    fieldId?: number,
  ) {
    const input = parseFieldBody(request.body, objectId);
    if (fieldId !== undefined && input.id !== undefined && input.id !== fieldId) {
      throw idMismatch();
    }
    const targetId = fieldId ?? input.id;
    const saved = targetId === undefined ? undefined : await fields.find(objectId, targetId);
    if (targetId !== undefined && !saved) throw fieldNotFound();
    // The rules are synchronous: they are given the resource's keys as they stand.
    const keys = new Map((await fields.all(objectId)).map((field) => [field.meta_key, field.id]));
    const write = fieldWrite(input, {
      resources: await objects.all(storeHash),
      fieldId: targetId,
      idOfKey: (metaKey) => keys.get(metaKey),
      savedSelectOptions: saved?.options?.select_options,
    });
    if (targetId === undefined)
      return { created: true, field: await fields.create(objectId, write) };
    const updated = await fields.update(objectId, targetId, write);
    if (!updated) throw fieldNotFound();
    return { created: false, field: updated };
  }

  async function fieldOfRequest(request: FastifyRequest): Promise<CustomObjectField> {
    const { object } = await objectOfRequest(request, area);
    const { fieldId } = parseParams(fieldParamsSchema, request.params, fieldNotFound);
    const field = await fields.find(object.id, fieldId);
    if (!field) throw fieldNotFound();
    return field;
  }

  app.get(base, async (request) => {
    const { object } = await objectOfRequest(request, area);
    const query = parseInput(listQuerySchema, request.query ?? {});
    const { rows, total } = await fields.list(object.id, query);
    return { data: rows, meta: listMeta(query, total, rows.length) };
  });

  app.post(base, async (request, reply) => {
    const { store, object } = await objectOfRequest(request, area);
    const { created, field } = await save(request, object.id, store.store_hash);
    return reply.code(created ? 201 : 200).send({ data: field });
  });

  app.get(`${base}/:fieldId`, async (request) => ({ data: await fieldOfRequest(request) }));

  app.put(`${base}/:fieldId`, async (request) => {
    const { store, object } = await objectOfRequest(request, area);
    const { fieldId } = parseParams(fieldParamsSchema, request.params, fieldNotFound);
    return { data: (await save(request, object.id, store.store_hash, fieldId)).field };
  });

  app.delete(`${base}/:fieldId`, async (request, reply) => {
    const field = await fieldOfRequest(request);
    await fields.remove(field.custom_object_id, field.id);
    return reply.code(204).send();
  });
}
