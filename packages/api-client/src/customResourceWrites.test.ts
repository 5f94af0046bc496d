import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the app's server, so paths, queries and bodies go over the wire. */
let server: LocalServer;

const base = '/api/stores/demo/custom-objects';
const meta = (total: number) => ({
  pagination: { total, count: 1, per_page: 5, current_page: 2, total_pages: 3 },
});
const recipe = { id: 4, name: 'Recipe', plural_name: 'Recipes', slug: 'recipe' };
const colour = {
  id: 7,
  custom_object_id: 4,
  name: 'Colour',
  meta_key: 'colour',
  content_type: 'select',
  use_as_display_name: false,
  options: { select_options: [{ id: 1, value: 'Red' }] },
  sort_order: 2,
};
const tart = { id: 11, title: 'Lemon tart', serves: 4 };
const job = {
  id: 3,
  status: 'pending',
  started_at: null,
  finished_at: null,
  errors: [],
  download_url: null,
  type: 'export',
  progress_percent: 0,
  items_processed_count: 0,
};

function answer({ method, path }: SentRequest, res: ServerResponse) {
  switch (`${method} ${path}`) {
    case `POST ${base}`:
      return json(res, 201, { data: { ...recipe, fields: [] } });
    case `PUT ${base}/4`:
      return json(res, 200, { data: { ...recipe, name: 'Dish', fields: [] } });
    case `GET ${base}/4/fields`:
      return json(res, 200, { data: [colour], meta: meta(11) });
    case `POST ${base}/4/fields`:
      return json(res, 201, { data: colour });
    case `PUT ${base}/4/fields/7`:
      return json(res, 200, { data: { ...colour, sort_order: 6 } });
    case `GET ${base}/4/values`:
      return json(res, 200, { data: [tart], meta: meta(12) });
    case `POST ${base}/4/values`:
      return json(res, 201, { data: tart });
    case `PUT ${base}/4/values/11`:
    case `GET ${base}/4/values/11`:
      return json(res, 200, { data: tart });
    case `GET ${base}/4/values/export`:
      return json(res, 200, { data: [job] });
    case `POST ${base}/4/values/export`:
      return json(res, 201, { data: job });
    case `POST ${base}/4/values/import`:
      return json(res, 201, {
        data: { ...job, type: 'import' },
        error: 'Some Recipes were not updated',
      });
    case `GET ${base}/4/values/import/3/preview`:
      return json(res, 200, {
        data: [],
        meta: { total: 0, counts: { create: 1, update: 0, unchanged: 0, delete: 0, refused: 0 } },
      });
    case `POST ${base}/4/values/import/3/apply`:
      return json(res, 201, { data: { ...job, type: 'import' } });
    case `DELETE ${base}/4/values/import/3`:
      return json(res, 200, { data: { ...job, status: 'cancelled' } });
    case `GET ${base}/4/values/export/3/download`:
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="recipe-values.csv"',
      });
      return res.end('id,title\n11,Lemon tart\n');
    case `DELETE ${base}/4`:
    case `DELETE ${base}/4/fields/7`:
    case `DELETE ${base}/4/values/11`:
    case `DELETE ${base}/4/values`:
      return json(res, 204);
    default:
      return json(res, 404, { error: 'not_found', message: 'Not found.' });
  }
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => createApiClient({ baseUrl: server.baseUrl, csrfToken: 'token-1' });
const last = () => server.requests.at(-1);

describe('custom resource writes', () => {
  it('creates, renames and deletes a resource, each write with the CSRF token', async () => {
    expect(await api().customResources.create('demo', { name: 'Recipe' })).toEqual({
      ...recipe,
      fields: [],
    });
    expect(last()?.body).toEqual({ name: 'Recipe' });
    expect(last()?.headers['x-csrf-token']).toBe('token-1');
    expect((await api().customResources.update('demo', 4, { name: 'Dish' })).name).toBe('Dish');
    await api().customResources.remove('demo', 4);
    expect(server.seen()).toEqual([`POST ${base}`, `PUT ${base}/4`, `DELETE ${base}/4`]);
  });
});

describe('field calls', () => {
  it('lists a page of fields with page, per_page and a trimmed search', async () => {
    const page = await api().customResources.fields.list('demo', 4, {
      search: ' col ',
      page: 2,
      perPage: 5,
    });
    expect(page).toEqual({ fields: [colour], total: 11 });
    expect(server.seen()).toEqual([`GET ${base}/4/fields?page=2&per_page=5&search=col`]);
  });

  it('creates without an id (POST) and updates with one (PUT)', async () => {
    const fields = api().customResources.fields;
    await fields.save('demo', 4, { name: 'Colour', content_type: 'select' });
    await fields.save('demo', 4, { id: 7, name: 'Colour', content_type: 'select' });
    expect(server.seen()).toEqual([`POST ${base}/4/fields`, `PUT ${base}/4/fields/7`]);
  });

  it('reorders by sending the whole field with its new sort_order, and deletes', async () => {
    const moved = await api().customResources.fields.reorder('demo', 4, colour, 6);
    expect(moved.sort_order).toBe(6);
    const { id: _id, custom_object_id: _object, ...rest } = colour;
    expect(last()?.body).toEqual({ ...rest, sort_order: 6 });
    await api().customResources.fields.remove('demo', 4, 7);
    expect(server.seen()).toEqual([`PUT ${base}/4/fields/7`, `DELETE ${base}/4/fields/7`]);
  });
});

describe('value calls', () => {
  it('lists a page of values by search_term; a blank search sends none', async () => {
    const values = api().customResources.values;
    expect(await values.list('demo', 4, { search: ' tart', page: 2, perPage: 5 })).toEqual({
      values: [tart],
      total: 12,
    });
    await values.list('demo', 4, { search: ' ', page: 1, perPage: 50 });
    expect(server.seen()).toEqual([
      `GET ${base}/4/values?page=2&per_page=5&search_term=tart`,
      `GET ${base}/4/values?page=1&per_page=50`,
    ]);
  });

  it('creates (POST), reads, replaces (PUT) and deletes one value', async () => {
    const values = api().customResources.values;
    await values.save('demo', 4, { title: 'Lemon tart', serves: 4 });
    expect(last()?.body).toEqual({ title: 'Lemon tart', serves: 4 });
    expect(await values.get('demo', 4, 11)).toEqual(tart);
    await values.save('demo', 4, { title: 'Lemon tart' }, 11);
    await values.remove('demo', 4, 11);
    expect(server.seen()).toEqual([
      `POST ${base}/4/values`,
      `GET ${base}/4/values/11`,
      `PUT ${base}/4/values/11`,
      `DELETE ${base}/4/values/11`,
    ]);
  });

  it('bulk deletes by id:in, and sends nothing for no ids', async () => {
    await api().customResources.values.removeMany('demo', 4, []);
    expect(server.seen()).toEqual([]);
    await api().customResources.values.removeMany('demo', 4, [11, 12]);
    expect(server.seen()).toEqual([`DELETE ${base}/4/values`]);
    expect(last()?.body).toEqual({ 'id:in': [11, 12] });
  });
});

describe('value job calls', () => {
  it('reads the history, starts an export with no payload, and downloads its file', async () => {
    const jobs = api().customResources.jobs;
    expect(await jobs.history('demo', 4, 'export')).toEqual([job]);
    expect((await jobs.startExport('demo', 4)).id).toBe(3);
    expect(last()?.body).toBe('');
    const file = await jobs.download('demo', 4, 'export', 3);
    expect(file.fileName).toBe('recipe-values.csv');
    expect(await file.blob.text()).toBe('id,title\n11,Lemon tart\n');
  });

  it('uploads an import as multipart with files, keeps the error field, and cancels', async () => {
    const jobs = api().customResources.jobs;
    const file = new File(['id,title\n'], 'recipes.csv', { type: 'text/csv' });
    const started = await jobs.startImport('demo', 4, file);
    expect(started.error).toBe('Some Recipes were not updated');
    expect(last()?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(last()?.body)).toContain('name="files"; filename="recipes.csv"');
    expect((await jobs.cancel('demo', 4, 'import', 3)).status).toBe('cancelled');
    await jobs.startImport('demo', 4, file, 'preview');
    expect(String(last()?.body)).toContain('name="mode"\r\n\r\npreview');
    const request = { outcome: 'refused', page: 2, limit: 50 } as const;
    expect((await jobs.previewPage('demo', 4, 3, request)).meta.counts.create).toBe(1);
    expect((await jobs.applyPreview('demo', 4, 3)).data.type).toBe('import');
    expect(server.seen()).toEqual([
      `POST ${base}/4/values/import`,
      `DELETE ${base}/4/values/import/3`,
      `POST ${base}/4/values/import`,
      `GET ${base}/4/values/import/3/preview?page=2&limit=50&outcome=refused`,
      `POST ${base}/4/values/import/3/apply`,
    ]);
  });
});
