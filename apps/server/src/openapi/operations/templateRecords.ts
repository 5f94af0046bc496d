import { metafieldSchema, templateSchema } from '@metafields/core';
import * as z from 'zod';
import {
  createBodySchema,
  deleteBodySchema,
  metafieldParamsSchema,
  recordParamsSchema,
  syncDeleteBodySchema,
  syncPutBodySchema,
  updateBodySchema,
} from '../../templates/recordMetafieldBodies.js';
import type { ApiOperation } from '../operation.js';
import { gated, typeParams } from './templates.js';

const tag = 'Template metafields';
const base = '/api/stores/{storeHash}/templates/{type}/records/{recordId}/metafields';
const one = `${base}/{metafieldId}`;

const recordParams = typeParams.extend(recordParamsSchema.shape);
const metafieldParams = recordParams.extend(metafieldParamsSchema.shape);

const single = z.object({ data: metafieldSchema });
const several = z.object({ data: z.array(metafieldSchema) });
/** The per-record form: each template with the record's metafield of its namespace and key. */
const form = z.object({
  data: z.array(z.object({ template: templateSchema, metafield: z.nullable(metafieldSchema) })),
});

/**
 * Every call reads the record and its metafields on the store platform: its 429 passes on with
 * its headers, a failure is 502 and a platform too slow 504.
 */
const platformErrors = [429, 502, 504] as const;

const writeRules =
  'A metafield whose permission set lacks write answers 403, as does a read-only template’s metafield changed by a signed-in person rather than an API token.';

/** Updates by id: PUT, and POST alike (the spec's `POST {base}/{id?}`). */
const updateMetafield = (id: string, method: 'PUT' | 'POST'): ApiOperation => ({
  id,
  method,
  path: one,
  summary:
    method === 'PUT' ? 'Change a record’s template metafield value' : 'Change a value (as PUT)',
  description: `The value is checked against the template’s content type and options (422 on \`value\`). ${writeRules}`,
  tag,
  access: 'store',
  params: metafieldParams,
  body: { json: updateBodySchema },
  answers: [{ status: 200, description: 'The metafield as saved.', schema: single }],
  errors: platformErrors,
});

/**
 * A record's values of its type's templates (shared metafields), kept on the platform as the
 * record's metafields with the template's namespace and key. `recordId` is the record's id (a
 * variant's own id for variants).
 */
export const templateRecordOperations: ApiOperation[] = [
  {
    id: 'getRecordTemplateMetafields',
    method: 'GET',
    path: base,
    summary: 'A record’s shared-metafields form',
    description: `The type’s first 150 templates in sort order, each with the record’s metafield of its namespace and key, or null. ${gated}`,
    tag,
    access: 'store',
    params: recordParams,
    answers: [{ status: 200, description: 'The templates and their values.', schema: form }],
    errors: platformErrors,
  },
  {
    id: 'createRecordTemplateMetafield',
    method: 'POST',
    path: base,
    summary: 'Give a record a value of one of the type’s templates',
    description:
      'The namespace and key must be a template’s (422 on `key`). Left out, the permission set is the template’s: `write`, with storefront access when it is used on the storefront. A metafield of that namespace and key already on the record answers 409.',
    tag,
    access: 'store',
    params: recordParams,
    body: { json: createBodySchema },
    answers: [{ status: 201, description: 'The new metafield.', schema: single }],
    errors: [409, ...platformErrors],
  },
  {
    id: 'syncRecordTemplateMetafields',
    method: 'PUT',
    path: base,
    summary: 'Write several of a record’s template metafields at once',
    description: `Every item is checked before any is written (all or nothing), then written in one platform call; errors are keyed by the item’s place (\`0.value\`). A metafield that is not the record’s answers 404. ${writeRules}`,
    tag,
    access: 'store',
    params: recordParams,
    body: { json: syncPutBodySchema },
    answers: [{ status: 200, description: 'The metafields as saved.', schema: several }],
    errors: platformErrors,
  },
  {
    id: 'deleteRecordTemplateMetafields',
    method: 'DELETE',
    path: base,
    summary: 'Delete several of a record’s template metafields at once',
    description: `Every item is checked before any is deleted (all or nothing), then deleted in one platform call. A metafield that is not the record’s answers 404. ${writeRules}`,
    tag,
    access: 'store',
    params: recordParams,
    body: { json: syncDeleteBodySchema },
    answers: [{ status: 200, description: 'The deleted metafields.', schema: several }],
    errors: platformErrors,
  },
  updateMetafield('updateRecordTemplateMetafield', 'PUT'),
  updateMetafield('updateRecordTemplateMetafieldByPost', 'POST'),
  {
    id: 'deleteRecordTemplateMetafield',
    method: 'DELETE',
    path: one,
    summary: 'Delete a record’s template metafield',
    description: `The body is optional: sent (the metafield as the form holds it), its id, namespace and key must match the addressed metafield (422). ${writeRules}`,
    tag,
    access: 'store',
    params: metafieldParams,
    body: { json: deleteBodySchema, optional: true },
    answers: [{ status: 200, description: 'The deleted metafield.', schema: single }],
    errors: platformErrors,
  },
];
