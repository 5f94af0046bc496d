import { HttpResponse } from 'msw';
import type { CustomObject, CustomObjectField, CustomObjectValue } from '@metafields/core';
import type { SeenRequest } from './templateHandlers.js';

/** Where the demo store's custom resources are on the server. */
export const objectsPath = '/api/stores/demo/custom-objects';

/** A custom resource with its fields and values, as the stories' server holds it. */
export interface StoredCustomResource {
  resource: CustomObject;
  fields: CustomObjectField[];
  values: CustomObjectValue[];
}

/** The server's `meta` of a page: what the api-client reads the total from. */
export const pagination = (total: number, perPage: number, page: number, count: number) => ({
  pagination: {
    total,
    count,
    per_page: perPage,
    current_page: page,
    total_pages: Math.ceil(total / perPage),
  },
});

/** The page and page size a list read asks for, with the server's defaults. */
export const pageOf = (query: URLSearchParams, defaultPerPage = 50) => ({
  page: Number(query.get('page') ?? 1),
  perPage: Number(query.get('per_page') ?? defaultPerPage),
});

/** Records a request in `seen` (its JSON body, or undefined for none) and returns the body. */
export async function recordRequest(seen: SeenRequest[], request: Request): Promise<unknown> {
  const text = await request.clone().text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  seen.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
}

/** The server's 404, in its words for what was not found. */
export const notFound = (message: string) =>
  HttpResponse.json({ error: 'not_found', message }, { status: 404 });

/**
 * The resources one `customResources(...)` call serves, shared by its resource, field and value
 * handlers: a write through any of them changes what every next read answers.
 */
export function customResourceState(initial: StoredCustomResource[], seen: SeenRequest[]) {
  let stored = [...initial];
  return {
    all: () => stored,
    /** The resource of the address's `:id`. */
    find: (id: unknown) => stored.find(({ resource }) => String(resource.id) === id),
    add: (entry: StoredCustomResource) => {
      stored = [...stored, entry];
    },
    /** Puts `change` into `entry` and returns the entry as now stored. */
    update: (entry: StoredCustomResource, change: Partial<StoredCustomResource>) => {
      const updated = { ...entry, ...change };
      stored = stored.map((other) => (other === entry ? updated : other));
      return updated;
    },
    remove: (entry: StoredCustomResource) => {
      stored = stored.filter((other) => other !== entry);
    },
    /** Records a write in `seen` and returns its body. */
    record: (request: Request) => recordRequest(seen, request),
  };
}

export type CustomResourceState = ReturnType<typeof customResourceState>;
