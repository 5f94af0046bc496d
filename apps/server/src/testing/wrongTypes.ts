import * as core from '@metafields/core';
import * as z from 'zod';
import { reassignBody } from '../appExtensions/reassign.js';
import { companyDetailsSchema } from '../billing/companyDetails.js';
import { fieldBodyKeysSchema, objectBodySchema } from '../customResources/bodies.js';
import { bulkDeleteBodySchema } from '../customResources/valueQuery.js';
import { reorderBodySchema } from '../templates/params.js';

/**
 * An object that names every field the server's schemas know, each set to a value of a wrong
 * type: what a client with a wrong idea of every body would send. The schemas are core's
 * exports and the server's exported bodies, walked, so a field added to them is sent too.
 */

/** Fields of bodies the server does not export a schema for (WebDAV, App Extensions, billing). */
const unexportedFields = ['path', 'paths', 'enabled', 'price_id'];

/** Tried in this order; the first that no schema with the field accepts is the one sent. */
const candidates: unknown[] = [123, 'not-of-this-type', true, [], {}];

type Schema = z.core.$ZodType;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The object shapes inside a schema: through pipes, wrappers, arrays and unions. */
function shapesOf(schema: Schema, seen = new Set<Schema>()): Array<Record<string, Schema>> {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'object') return [def.shape as Record<string, Schema>];
  const inner = ['in', 'out', 'innerType', 'element', 'left', 'right']
    .map((key) => def[key])
    .concat(Array.isArray(def.options) ? def.options : [])
    .filter(isSchema);
  return inner.flatMap((next) => shapesOf(next, seen));
}

const serverSchemas: Schema[] = [
  objectBodySchema,
  fieldBodyKeysSchema,
  reassignBody,
  bulkDeleteBodySchema,
  reorderBodySchema,
  companyDetailsSchema,
];

export function wrongTypedObject(): Record<string, unknown> {
  const fieldSchemas = new Map<string, Schema[]>();
  const schemas = [...(Object.values(core) as unknown[]).filter(isSchema), ...serverSchemas];
  for (const shape of schemas.flatMap((schema) => shapesOf(schema))) {
    for (const [field, schema] of Object.entries(shape)) {
      fieldSchemas.set(field, [...(fieldSchemas.get(field) ?? []), schema]);
    }
  }
  for (const field of unexportedFields) fieldSchemas.set(field, fieldSchemas.get(field) ?? []);
  return Object.fromEntries(
    [...fieldSchemas].map(([field, known]) => {
      const wrong = candidates.find((value) =>
        known.every((schema) => !z.safeParse(schema, value).success),
      );
      return [field, wrong ?? candidates[0]];
    }),
  );
}
