import {
  contentTypeSchema,
  customObjectFieldSchema,
  customObjectSchema,
  customObjectValueSchema,
  listMetaSchema,
} from '@metafields/core';
import * as z from 'zod';
import { fieldBodyKeysSchema, objectBodySchema } from '../../customResources/bodies.js';
import { listQuerySchema } from '../../customResources/listQuery.js';
import { fieldParamsSchema, objectParamsSchema } from '../../customResources/addresses.js';
import { bulkDeleteBodySchema, valueListQuerySchema } from '../../customResources/valueQuery.js';
import { valueBodySchema, valueParamsSchema } from '../../customResources/valueRoutes.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Custom resources';
const objects = '/api/stores/{storeHash}/custom-objects';
const object = `${objects}/{id}`;
const fields = `${object}/fields`;
const field = `${fields}/{fieldId}`;
const values = `${object}/values`;
const value = `${values}/{valueId}`;

const one = (schema: z.core.$ZodType) => z.object({ data: schema });
const page = (schema: z.core.$ZodType) => z.object({ data: z.array(schema), meta: listMetaSchema });
const valueIdParams = objectParamsSchema.extend(valueParamsSchema.shape);

const gated =
  'Needs the `custom-objects` feature; another store’s resource answers 404 as an unknown one.';

/** Custom resources (custom objects), their fields and values; and the content types. */
export const customResourceOperations: ApiOperation[] = [
  {
    id: 'listCustomObjects',
    method: 'GET',
    path: objects,
    summary: 'List custom resources',
    description: gated,
    tag,
    access: 'store',
    query: listQuerySchema,
    answers: [
      { status: 200, description: 'A page of resources.', schema: page(customObjectSchema) },
    ],
  },
  {
    id: 'createCustomObject',
    method: 'POST',
    path: objects,
    summary: 'Create a custom resource',
    description: `The key (slug) follows the name unless sent. ${gated}`,
    tag,
    access: 'store',
    body: { json: objectBodySchema },
    answers: [
      {
        status: 201,
        description: 'The new resource, with no fields yet.',
        schema: one(customObjectSchema),
      },
    ],
  },
  {
    id: 'getCustomObject',
    method: 'GET',
    path: object,
    summary: 'One custom resource with its fields',
    tag,
    access: 'store',
    params: objectParamsSchema,
    answers: [{ status: 200, description: 'The resource.', schema: one(customObjectSchema) }],
  },
  {
    id: 'updateCustomObject',
    method: 'PUT',
    path: object,
    summary: 'Rename a custom resource',
    description: 'The key is read-only: it may be sent back, but stays.',
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { json: objectBodySchema },
    answers: [{ status: 200, description: 'The resource.', schema: one(customObjectSchema) }],
  },
  {
    id: 'deleteCustomObject',
    method: 'DELETE',
    path: object,
    summary: 'Delete a custom resource with its fields and values',
    tag,
    access: 'store',
    params: objectParamsSchema,
    answers: [{ status: 204, description: 'Deleted.' }],
  },
  {
    id: 'listCustomObjectFields',
    method: 'GET',
    path: fields,
    summary: 'List a resource’s fields',
    tag,
    access: 'store',
    params: objectParamsSchema,
    query: listQuerySchema,
    answers: [
      { status: 200, description: 'A page of fields.', schema: page(customObjectFieldSchema) },
    ],
  },
  {
    id: 'saveCustomObjectField',
    method: 'POST',
    path: fields,
    summary: 'Create a field, or update the one the body’s `id` names',
    description: 'A new `sort_order` moves the field there and the others aside (reorder).',
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { json: fieldBodyKeysSchema },
    answers: [
      { status: 201, description: 'Created.', schema: one(customObjectFieldSchema) },
      { status: 200, description: 'Updated.', schema: one(customObjectFieldSchema) },
    ],
  },
  {
    id: 'getCustomObjectField',
    method: 'GET',
    path: field,
    summary: 'One field',
    tag,
    access: 'store',
    params: fieldParamsSchema,
    answers: [{ status: 200, description: 'The field.', schema: one(customObjectFieldSchema) }],
  },
  {
    id: 'updateCustomObjectField',
    method: 'PUT',
    path: field,
    summary: 'Update a field (reorder too)',
    tag,
    access: 'store',
    params: fieldParamsSchema,
    body: { json: fieldBodyKeysSchema },
    answers: [{ status: 200, description: 'The field.', schema: one(customObjectFieldSchema) }],
  },
  {
    id: 'deleteCustomObjectField',
    method: 'DELETE',
    path: field,
    summary: 'Delete a field',
    tag,
    access: 'store',
    params: fieldParamsSchema,
    answers: [{ status: 204, description: 'Deleted.' }],
  },
  {
    id: 'listContentTypes',
    method: 'GET',
    path: '/api/stores/{storeHash}/content-types',
    summary: 'The content types: built-in ones, then the store’s custom resources',
    description: 'Not gated: shared metafields choose content types too.',
    tag,
    access: 'store',
    answers: [
      {
        status: 200,
        description: 'Every content type.',
        schema: z.object({
          data: z.array(contentTypeSchema),
          meta: z.object({ total: z.number().int() }),
        }),
      },
    ],
  },
  {
    id: 'listCustomObjectValues',
    method: 'GET',
    path: values,
    summary: 'List a resource’s values',
    description: '`id:in` (comma-separated or repeated) picks values by id.',
    tag,
    access: 'store',
    params: objectParamsSchema,
    query: valueListQuerySchema,
    answers: [
      { status: 200, description: 'A page of values.', schema: page(customObjectValueSchema) },
    ],
  },
  {
    id: 'createCustomObjectValue',
    method: 'POST',
    path: values,
    summary: 'Create a value',
    description:
      'One property per field `meta_key`; each is checked by its field’s content type and options, answering 422 by property.',
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { json: valueBodySchema },
    answers: [{ status: 201, description: 'The new value.', schema: one(customObjectValueSchema) }],
  },
  {
    id: 'deleteCustomObjectValues',
    method: 'DELETE',
    path: values,
    summary: 'Delete several values',
    description: 'Ids of other resources or stores are passed over.',
    tag,
    access: 'store',
    params: objectParamsSchema,
    body: { json: bulkDeleteBodySchema },
    answers: [{ status: 204, description: 'Deleted.' }],
  },
  {
    id: 'getCustomObjectValue',
    method: 'GET',
    path: value,
    summary: 'One value',
    tag,
    access: 'store',
    params: valueIdParams,
    answers: [{ status: 200, description: 'The value.', schema: one(customObjectValueSchema) }],
  },
  {
    id: 'updateCustomObjectValue',
    method: 'PUT',
    path: value,
    summary: 'Update a value',
    description: 'A property left out keeps what it held.',
    tag,
    access: 'store',
    params: valueIdParams,
    body: { json: valueBodySchema },
    answers: [{ status: 200, description: 'The value.', schema: one(customObjectValueSchema) }],
  },
  {
    id: 'deleteCustomObjectValue',
    method: 'DELETE',
    path: value,
    summary: 'Delete a value',
    tag,
    access: 'store',
    params: valueIdParams,
    answers: [{ status: 204, description: 'Deleted.' }],
  },
];
