import { resourceTypes, templateInputSchema, templateSchema } from '@metafields/core';
import * as z from 'zod';
import {
  reorderBodySchema,
  templateListQuerySchema,
  templateParamsSchema,
  typeParamsSchema,
} from '../../templates/params.js';
import type { ApiOperation } from '../operation.js';

const tag = 'Templates';
const type = '/api/stores/{storeHash}/templates/{type}';
const template = `${type}/{id}`;

/** The route reads any of core's resource types, singular or plural; the document lists them. */
export const typeName = z.enum(resourceTypes.flatMap((entry) => [entry.singular, entry.plural]));
export const typeParams = typeParamsSchema.extend({ type: typeName });
const templateParams = templateParamsSchema.extend({ type: typeName });

const one = z.object({ data: templateSchema });
const list = z.object({
  templates: z.array(templateSchema),
  meta: z.object({ total: z.number().int().nonnegative() }),
});
/** An update names only what changes; the rest stays as saved. */
const update = z.object(templateInputSchema.def.in.shape).partial();

export const gated =
  'Needs the `shared-metafields` feature; reads stay open once the app is uninstalled.';

/** Shared metafield templates of one resource type. */
export const templateOperations: ApiOperation[] = [
  {
    id: 'listTemplates',
    method: 'GET',
    path: type,
    summary: 'List a type’s templates, in sort order',
    description: gated,
    tag,
    access: 'store',
    params: typeParams,
    query: templateListQuerySchema,
    answers: [{ status: 200, description: 'A page of templates.', schema: list }],
  },
  {
    id: 'createTemplate',
    method: 'POST',
    path: type,
    summary: 'Create a template, or update the one the body’s `id` names',
    description:
      'Defaults: namespace `shared`, rich text, on the storefront. Two templates may not share a namespace and key (409).',
    tag,
    access: 'store',
    params: typeParams,
    body: { json: templateInputSchema },
    answers: [
      { status: 201, description: 'Created.', schema: one },
      { status: 200, description: 'Updated.', schema: one },
    ],
    errors: [409],
  },
  {
    id: 'reorderTemplates',
    method: 'PUT',
    path: type,
    summary: 'Move several templates at once',
    description:
      'Each `{ id, sort_order }` in turn, all or nothing: an id that is not one of the type’s templates answers 404 and moves none.',
    tag,
    access: 'store',
    params: typeParams,
    body: { json: reorderBodySchema },
    answers: [{ status: 200, description: 'The first page, in the new order.', schema: list }],
  },
  {
    id: 'getTemplate',
    method: 'GET',
    path: template,
    summary: 'One template',
    tag,
    access: 'store',
    params: templateParams,
    answers: [{ status: 200, description: 'The template.', schema: one }],
  },
  {
    id: 'updateTemplate',
    method: 'PUT',
    path: template,
    summary: 'Update a template (reorder too)',
    description: 'A new `sort_order` moves it there and the others aside.',
    tag,
    access: 'store',
    params: templateParams,
    body: { json: update },
    answers: [{ status: 200, description: 'The template.', schema: one }],
    errors: [409],
  },
  {
    id: 'updateTemplateByPost',
    method: 'POST',
    path: template,
    summary: 'Update a template (as PUT)',
    tag,
    access: 'store',
    params: templateParams,
    body: { json: update },
    answers: [{ status: 200, description: 'The template.', schema: one }],
    errors: [409],
  },
  {
    id: 'deleteTemplate',
    method: 'DELETE',
    path: template,
    summary: 'Delete a template and the metafields it wrote',
    description:
      'The metafields go first, through the platform; if it fails, the answer is 502 and nothing is deleted.',
    tag,
    access: 'store',
    params: templateParams,
    answers: [
      {
        status: 200,
        description: 'The deleted template; `metafield_count` is the metafields removed.',
        schema: one,
      },
    ],
    errors: [502],
  },
];
