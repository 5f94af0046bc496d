import {
  apiTokenSchema,
  contentTypeSchema,
  customObjectFieldSchema,
  customObjectSchema,
  customObjectValueSchema,
  fileObjectSchema,
  listMetaSchema,
  metafieldSchema,
  storeSchema,
  templateSchema,
  userSchema,
} from '@metafields/core';
import * as z from 'zod';
import { errorBodySchema } from './errors.js';

/**
 * The schemas shown once under `components.schemas` and referred to wherever an operation uses
 * them: the entities the answers carry. Request bodies stay inline, as each route checks its
 * own. A schema here must be the very object the operations use (core's export), not a copy.
 */
export const componentRegistry = z.registry<{ id: string }>();

const named: Array<[z.core.$ZodType, string]> = [
  [errorBodySchema, 'Error'],
  [userSchema, 'User'],
  [storeSchema, 'Store'],
  [apiTokenSchema, 'ApiToken'],
  [listMetaSchema, 'ListMeta'],
  [customObjectSchema, 'CustomObject'],
  [customObjectFieldSchema, 'CustomObjectField'],
  [customObjectValueSchema, 'CustomObjectValue'],
  [contentTypeSchema, 'ContentType'],
  [templateSchema, 'Template'],
  [metafieldSchema, 'Metafield'],
  [fileObjectSchema, 'FileObject'],
];
for (const [schema, id] of named) componentRegistry.add(schema, { id });
