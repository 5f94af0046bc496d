import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { slugify } from '@metafields/core';
import { customResourceFields } from './customResourceFieldHandlers.js';
import {
  customResourceState,
  notFound,
  objectsPath,
  pagination,
  recordRequest,
  type StoredCustomResource,
} from './customResourceState.js';
import { customResourceValues } from './customResourceValueHandlers.js';
import type { SeenRequest } from './templateHandlers.js';

export type { StoredCustomResource } from './customResourceState.js';

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

/** Authors, a resource with no fields yet. */
export const authors: StoredCustomResource = {
  resource: { id: 7, name: 'Author', plural_name: 'Authors', slug: 'author' },
  fields: [],
  values: [],
};

/** The demo store's answer to a resource it does not have. */
const resourceNotFound = () => notFound('Resource not found.');

/**
 * The store's custom resources, answered as the server does: the list (without fields, with
 * their `field_count`), one resource with its fields, its fields (customResourceFields) and its
 * values (customResourceValues). Every write (creating, renaming and deleting a resource, and
 * those of its fields and values) is recorded in `seen` and changes what the next read answers.
 */
export function customResources(
  initial: StoredCustomResource[],
  seen: SeenRequest[] = [],
): HttpHandler[] {
  const state = customResourceState(initial, seen);
  return [
    http.get(objectsPath, () => {
      const stored = state.all();
      return HttpResponse.json({
        data: stored.map(({ resource, fields }) => ({ ...resource, field_count: fields.length })),
        meta: pagination(stored.length, 999, 1, stored.length),
      });
    }),
    http.post(objectsPath, async ({ request }) => {
      const { name } = (await state.record(request)) as { name: string };
      const id = Math.max(0, ...state.all().map(({ resource }) => resource.id)) + 1;
      const resource = { id, name, plural_name: name, slug: slugify(name) };
      state.add({ resource, fields: [], values: [] });
      return HttpResponse.json({ data: { ...resource, fields: [] } }, { status: 201 });
    }),
    http.get(`${objectsPath}/:id`, ({ params }) => {
      const found = state.find(params.id);
      return found
        ? HttpResponse.json({ data: { ...found.resource, fields: found.fields } })
        : resourceNotFound();
    }),
    // The key stays; the plural name is the one sent, else the name (as the server has it).
    http.put(`${objectsPath}/:id`, async ({ params, request }) => {
      const body = (await state.record(request)) as { name: string; plural_name?: string };
      const found = state.find(params.id);
      if (!found) return resourceNotFound();
      const resource = {
        ...found.resource,
        name: body.name,
        plural_name: body.plural_name || body.name,
      };
      state.update(found, { resource });
      return HttpResponse.json({ data: { ...resource, fields: found.fields } });
    }),
    http.delete(`${objectsPath}/:id`, async ({ params, request }) => {
      await state.record(request);
      const found = state.find(params.id);
      if (!found) return resourceNotFound();
      state.remove(found);
      return new HttpResponse(null, { status: 204 });
    }),
    ...customResourceFields(state),
    ...customResourceValues(state),
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

/** The reads of one resource's screens, by what each reads. */
const readPaths = {
  resource: `${objectsPath}/:id`,
  fields: `${objectsPath}/:id/fields`,
  field: `${objectsPath}/:id/fields/:fieldId`,
  values: `${objectsPath}/:id/values`,
  value: `${objectsPath}/:id/values/:valueId`,
} as const;

/** What a resource's screen reads: the resource, a page of fields or values, one of either. */
export type CustomResourceRead = keyof typeof readPaths;

/**
 * `read` fails with a server error until `answer()` (called as the story presses 'Try again'),
 * then the next handler answers. A failure good for one request only could be spent by a
 * refetch on remount before the play function looks, and the error would never show.
 * `fail()` (the story's `beforeEach`) makes it fail again for the next render.
 */
export function customResourceReadFailing(read: CustomResourceRead) {
  let failing = true;
  return {
    handler: http.get(readPaths[read], () =>
      failing
        ? HttpResponse.json(
            { error: 'server_error', message: 'Something went wrong.' },
            { status: 500 },
          )
        : undefined,
    ),
    fail: () => {
      failing = true;
    },
    answer: () => {
      failing = false;
    },
  };
}

/** `read` never answers: its screen stays loading. */
export const customResourceReadNeverAnswers = (read: CustomResourceRead) =>
  http.get(readPaths[read], async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/**
 * A plan without custom objects, as a resource's screens meet it: the server refuses the list
 * and every read under a resource with `plan_required`.
 */
export const customResourceNotOnPlan: HttpHandler[] = [
  customResourcesNotOnPlan,
  http.all(`${objectsPath}/*`, () =>
    HttpResponse.json(
      { error: 'plan_required', message: 'Available on enterprise plan' },
      { status: 403 },
    ),
  ),
];

/**
 * The server refuses every save of a field or a value (POST and PUT) with a 422 and `errors` by
 * field; each refused body is recorded in `seen`.
 */
export function customResourceSaveRefused(
  write: 'fields' | 'values',
  errors: Record<string, string[]>,
  seen: SeenRequest[] = [],
): HttpHandler[] {
  const refuse = async ({ request }: { request: Request }) => {
    await recordRequest(seen, request);
    return HttpResponse.json(
      { error: 'invalid_input', message: 'Please correct the highlighted fields.', errors },
      { status: 422 },
    );
  };
  return [
    http.post(`${objectsPath}/:id/${write}`, refuse),
    http.put(`${objectsPath}/:id/${write}/:itemId`, refuse),
  ];
}
