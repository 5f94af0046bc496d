import { http, HttpResponse } from 'msw';
import {
  displayFieldOf,
  type CustomObject,
  type CustomObjectField,
  type CustomObjectValue,
} from '@metafields/core';

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

/**
 * The store's custom resources, answered as the server does: the list (without fields), one
 * resource with its fields, and its values paged with page and per_page, searched with
 * search_term in the display field, or picked with `id:in`.
 */
export function customResources(stored: StoredCustomResource[]) {
  const find = (id: unknown) => stored.find(({ resource }) => String(resource.id) === id);
  const notFound = () =>
    HttpResponse.json({ error: 'not_found', message: 'Resource not found.' }, { status: 404 });
  return [
    http.get(objectsPath, () =>
      HttpResponse.json({
        data: stored.map(({ resource }) => resource),
        meta: pagination(stored.length, 999, 1, stored.length),
      }),
    ),
    http.get(`${objectsPath}/:id`, ({ params }) => {
      const found = find(params.id);
      return found
        ? HttpResponse.json({ data: { ...found.resource, fields: found.fields } })
        : notFound();
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
