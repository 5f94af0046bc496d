import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the app's server, so paths and queries go over the wire. */
let server: LocalServer;

const meta = (total: number, perPage: number) => ({
  pagination: {
    total,
    count: Math.min(total, perPage),
    per_page: perPage,
    current_page: 1,
    total_pages: Math.ceil(total / perPage),
  },
});

const recipe = { id: 4, name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' };
const field = (id: number, metaKey: string, useAsDisplayName: boolean) => ({
  id,
  custom_object_id: 4,
  name: metaKey,
  meta_key: metaKey,
  content_type: 'text',
  use_as_display_name: useAsDisplayName,
  options: null,
  sort_order: id,
});
/** Recipes are named by their title; 'name' is just another field here. */
const recipeFields = [field(1, 'name', false), field(2, 'title', true)];
const values = [
  { id: 11, name: 'ignored', title: 'Lemon tart' },
  { id: 12, name: 'ignored', title: 'Apple pie' },
  { id: 13, name: 'ignored', title: null },
];

function answer({ method, path, query }: SentRequest, res: ServerResponse) {
  const base = '/api/stores/demo/custom-objects';
  switch (`${method} ${path}`) {
    case `GET ${base}`:
      return json(res, 200, { data: [recipe], meta: meta(1, 999) });
    case `GET ${base}/4`:
      return json(res, 200, { data: { ...recipe, fields: recipeFields } });
    case `GET ${base}/4/values`: {
      const ids = query.get('id:in')?.split(',').map(Number);
      const found = ids ? values.filter((value) => ids.includes(value.id)) : values.slice(0, 2);
      return json(res, 200, { data: found, meta: meta(ids ? found.length : 30, 2) });
    }
    case `GET /api/stores/basic/custom-objects`:
      return json(res, 403, {
        error: 'plan_required',
        message: 'Available on enterprise plan',
      });
    default:
      return json(res, 404, { error: 'not_found', message: 'Resource not found.' });
  }
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const customResources = () => createApiClient({ baseUrl: server.baseUrl }).customResources;
/** Both reads of a page go out together, so their order is not fixed. */
const seenSorted = () => server.seen().sort();

describe('custom resource calls', () => {
  it('lists the store’s resources in one page of 999', async () => {
    server.reset();
    expect(await customResources().list('demo')).toEqual([recipe]);
    expect(server.seen()).toEqual(['GET /api/stores/demo/custom-objects?per_page=999']);
  });

  it('reads one resource with its fields', async () => {
    server.reset();
    expect(await customResources().get('demo', 4)).toEqual({ ...recipe, fields: recipeFields });
    expect(server.seen()).toEqual(['GET /api/stores/demo/custom-objects/4']);
  });

  it('finds a page of values by search_term, named by the display field', async () => {
    server.reset();
    const page = await customResources().findValues('demo', 4, {
      search: ' tart ',
      page: 3,
      perPage: 2,
    });
    expect(page).toEqual({
      records: [
        { id: 11, name: 'Lemon tart' },
        { id: 12, name: 'Apple pie' },
      ],
      total: 30,
    });
    expect(seenSorted()).toEqual([
      'GET /api/stores/demo/custom-objects/4',
      'GET /api/stores/demo/custom-objects/4/values?page=3&per_page=2&search_term=tart',
    ]);
  });

  it('sends no search_term for a blank search', async () => {
    server.reset();
    await customResources().findValues('demo', 4, { search: '  ', page: 1, perPage: 50 });
    expect(seenSorted()).toContain(
      'GET /api/stores/demo/custom-objects/4/values?page=1&per_page=50',
    );
  });

  it('looks values up by id:in; one without a display name is named by its id', async () => {
    server.reset();
    expect(await customResources().lookUpValues('demo', 4, [12, 13, 99])).toEqual([
      { id: 12, name: 'Apple pie' },
      { id: 13, name: '13' },
    ]);
    expect(seenSorted()).toEqual([
      'GET /api/stores/demo/custom-objects/4',
      'GET /api/stores/demo/custom-objects/4/values?id:in=12,13,99&per_page=3',
    ]);
  });

  it('asks nothing for no ids, and pages of 999 for more', async () => {
    server.reset();
    expect(await customResources().lookUpValues('demo', 4, [])).toEqual([]);
    expect(server.seen()).toEqual([]);
    const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
    await customResources().lookUpValues('demo', 4, ids);
    const lookups = server.seen().filter((line) => line.includes('id:in='));
    expect(lookups).toHaveLength(2);
    expect(
      lookups.map((line) => new URLSearchParams(line.split('?')[1]).get('per_page')).sort(),
    ).toEqual(['1', '999']);
  });

  it('passes the server’s refusals on as ApiError', async () => {
    const refusal = await customResources()
      .list('basic')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 403, code: 'plan_required' });
    await expect(
      customResources().findValues('demo', 5, { search: '', page: 1, perPage: 5 }),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
