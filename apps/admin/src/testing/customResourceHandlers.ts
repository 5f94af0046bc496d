import { delay, http, HttpResponse } from 'msw';
import {
  displayFieldOf,
  slugify,
  type CustomObject,
  type CustomObjectField,
  type CustomObjectValue,
} from '@metafields/core';

import type { SeenRequest } from './templateHandlers.js';

const objectsPath = '/api/stores/demo/custom-objects';

/** A custom resource with its fields and values, as the stories' server holds it. */
export interface StoredCustomResource {
  resource: CustomObject;
  fields: CustomObjectField[];
  values: CustomObjectValue[];
}

const textField = (id: number, metaKey: string, name: string, useAsDisplayName: boolean) => ({
  id,
  custom_object_id: 4,
  name,
  meta_key: metaKey,
  content_type: 'text',
  use_as_display_name: useAsDisplayName,
  options: { min: 1, max: 255 },
  sort_order: id,
});

/** Recipes, named by their Title field (so not by 'name', which holds the kitchen's code). */
export const recipes: StoredCustomResource = {
  resource: { id: 4, name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' },
  fields: [textField(1, 'name', 'Code', false), textField(2, 'title', 'Title', true)],
  values: [
    { id: 11, name: 'R-011', title: 'Lemon tart' },
    { id: 12, name: 'R-012', title: 'Apple pie' },
    { id: 13, name: 'R-013', title: 'Lemon drizzle cake' },
    { id: 14, name: 'R-014', title: 'Treacle sponge' },
  ],
};

const pagination = (total: number, perPage: number, page: number, count: number) => ({
  pagination: {
    total,
    count,
    per_page: perPage,
    current_page: page,
    total_pages: Math.ceil(total / perPage),
  },
});

/** Authors, a resource with no fields yet. */
export const authors: StoredCustomResource = {
  resource: { id: 7, name: 'Author', plural_name: 'Authors', slug: 'author' },
  fields: [],
  values: [],
};

/**
 * The store's custom resources, answered as the server does: the list (without fields, with
 * their `field_count`), one resource with its fields, and its values paged with page and
 * per_page, searched with search_term in the display field, or picked with `id:in`. Creating
 * (the server derives the key from the name) and deleting a resource are recorded in `seen`
 * and change what the next read answers.
 */
export function customResources(initial: StoredCustomResource[], seen: SeenRequest[] = []) {
  let stored = [...initial];
  const find = (id: unknown) => stored.find(({ resource }) => String(resource.id) === id);
  const notFound = () =>
    HttpResponse.json({ error: 'not_found', message: 'Resource not found.' }, { status: 404 });
  const record = async (request: Request) => {
    const text = await request.clone().text();
    const body = text === '' ? undefined : (JSON.parse(text) as unknown);
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get(objectsPath, () =>
      HttpResponse.json({
        data: stored.map(({ resource, fields }) => ({ ...resource, field_count: fields.length })),
        meta: pagination(stored.length, 999, 1, stored.length),
      }),
    ),
    http.post(objectsPath, async ({ request }) => {
      const { name } = (await record(request)) as { name: string };
      const id = Math.max(0, ...stored.map(({ resource }) => resource.id)) + 1;
      const resource = { id, name, plural_name: name, slug: slugify(name) };
      stored = [...stored, { resource, fields: [], values: [] }];
      return HttpResponse.json({ data: { ...resource, fields: [] } }, { status: 201 });
    }),
    http.get(`${objectsPath}/:id`, ({ params }) => {
      const found = find(params.id);
      return found
        ? HttpResponse.json({ data: { ...found.resource, fields: found.fields } })
        : notFound();
    }),
    http.delete(`${objectsPath}/:id`, async ({ params, request }) => {
      await record(request);
      const found = find(params.id);
      if (!found) return notFound();
      stored = stored.filter((entry) => entry !== found);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${objectsPath}/:id/values`, ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 50);
      const search = (query.get('search_term') ?? '').toLowerCase();
      const ids = query.get('id:in')?.split(',').map(Number);
      const displayField = displayFieldOf(found.fields);
      const matching = found.values.filter(
        (value) =>
          (ids === undefined || ids.includes(value.id)) &&
          String(value[displayField] ?? '')
            .toLowerCase()
            .includes(search),
      );
      const rows = matching.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json({
        data: rows,
        meta: pagination(matching.length, perPage, page, rows.length),
      });
    }),
  ];
}

/** A plan without custom objects: the server refuses their list. */
export const customResourcesNotOnPlan = http.get(objectsPath, () =>
  HttpResponse.json(
    { error: 'plan_required', message: 'Available on enterprise plan' },
    { status: 403 },
  ),
);

/** The server refuses every new resource's key, as it does a key another resource has. */
export const customResourceCreateRefused = http.post(objectsPath, () =>
  HttpResponse.json(
    {
      error: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { slug: ['Another resource already uses this key.'] },
    },
    { status: 422 },
  ),
);

/** Every resource delete fails on the server. */
export const customResourceDeleteFails = http.delete(`${objectsPath}/:id`, () =>
  HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 }),
);

/** The list of custom resources fails once with a server error, then the next handler answers. */
export const customResourcesFailOnce = http.get(
  objectsPath,
  () =>
    HttpResponse.json({ error: 'server_error', message: 'Something went wrong.' }, { status: 500 }),
  { once: true },
);

/** The list of custom resources never answers: the page stays loading. */
export const customResourcesNeverAnswer = http.get(objectsPath, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
