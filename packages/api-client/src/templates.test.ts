import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateInputSchema } from '@metafields/core';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the app's server, so paths, queries and bodies go over the wire. */
let server: LocalServer;

const template = (id: number) => ({
  id,
  name: `Care ${id}`,
  namespace: 'shared',
  meta_key: `care_${id}`,
  content_type: 'text',
  use_on_storefront: true,
  sort_order: id,
});
const metafield = {
  id: 40,
  namespace: 'shared',
  key: 'care_1',
  value: 'Hand wash',
  permission_set: 'write_and_sf_access',
};

function answer({ method, path, body }: SentRequest, res: ServerResponse) {
  const route = `${method} ${path}`;
  const base = '/api/stores/demo/templates';
  if (route === `GET ${base}/product`)
    return json(res, 200, { templates: [template(1), template(2)], meta: { total: 2 } });
  if (route === `GET ${base}/product/1`)
    return json(res, 200, { data: { ...template(1), metafield_count: 3 } });
  if (route === `POST ${base}/product`)
    return json(res, 201, { data: { ...template(3), ...(body as object) } });
  if (route === `PUT ${base}/product/2`)
    return json(res, 200, { data: { ...template(2), ...(body as object) } });
  if (route === `DELETE ${base}/product/1`)
    return json(res, 200, { data: { ...template(1), metafield_count: 3 } });
  if (route === `DELETE ${base}/product/9`)
    return json(res, 502, {
      error: 'platform_failed',
      message: 'The store platform could not be reached.',
    });
  if (route === 'GET /api/stores/demo/content-types')
    return json(res, 200, { data: [{ slug: 'text', name: 'Text' }], meta: { total: 1 } });
  if (route === `GET ${base}/variant/records/70/metafields`)
    return json(res, 200, { data: [{ template: template(1), metafield }] });
  if (route === `POST ${base}/product/records/7/metafields`)
    return json(res, 201, { data: metafield });
  if (route === `PUT ${base}/product/records/7/metafields/40`)
    return json(res, 200, { data: metafield });
  if (route === `DELETE ${base}/product/records/7/metafields/40`)
    return json(res, 200, { data: metafield });
  if (route === `POST ${base}/export/products`) {
    res.writeHead(200, { 'content-type': 'text/csv' });
    return res.end('name,namespace\r\n');
  }
  if (route === `POST ${base}/import/products` && String(body).includes('name="mode"'))
    return json(res, 200, {
      data: [],
      meta: { total: 0, counts: { create: 0, update: 0, unchanged: 0, delete: 0, refused: 0 } },
    });
  if (route === `POST ${base}/import/products`)
    return json(res, 200, { data: { data: { created: 1, updated: 0, errors: {} } } });
  return json(res, 404, { error: 'not_found', message: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: server.baseUrl, csrfToken: 'token' }).templates;

describe('template calls', () => {
  it('lists a type’s templates with page, per_page and search_term', async () => {
    server.reset();
    const list = await client().list('demo', 'product', { page: 2, perPage: 5, search: 'care' });
    expect(server.seen()).toEqual([
      'GET /api/stores/demo/templates/product?page=2&per_page=5&search_term=care',
    ]);
    expect(list.meta.total).toBe(2);
    expect(list.templates.map((row) => row.name)).toEqual(['Care 1', 'Care 2']);
  });

  it('reads, creates, updates (a reorder is a sort_order alone) and deletes a template', async () => {
    server.reset();
    expect((await client().get('demo', 'product', 1)).metafield_count).toBe(3);
    const created = await client().create(
      'demo',
      'product',
      templateInputSchema.parse({ name: 'Fabric', meta_key: 'fabric', content_type: 'text' }),
    );
    expect(created.name).toBe('Fabric');
    expect((await client().update('demo', 'product', 2, { sort_order: 1 })).sort_order).toBe(1);
    expect((await client().delete('demo', 'product', 1)).metafield_count).toBe(3);
    expect(server.seen()).toEqual([
      'GET /api/stores/demo/templates/product/1',
      'POST /api/stores/demo/templates/product',
      'PUT /api/stores/demo/templates/product/2',
      'DELETE /api/stores/demo/templates/product/1',
    ]);
    expect(server.bodies()[2]).toEqual({ sort_order: 1 });
  });

  it('turns a failed delete into an ApiError with the server’s message', async () => {
    const failure = await client()
      .delete('demo', 'product', 9)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(502);
    expect((failure as ApiError).message).toBe('The store platform could not be reached.');
  });

  it('reads the content types', async () => {
    expect(await client().contentTypes('demo')).toEqual([{ slug: 'text', name: 'Text' }]);
  });

  it('reads a variant’s form under the variant’s own id', async () => {
    server.reset();
    const fields = await client().recordFields('demo', { type: 'variant', id: 70, productId: 7 });
    expect(server.seen()).toEqual(['GET /api/stores/demo/templates/variant/records/70/metafields']);
    expect(fields[0]?.metafield?.value).toBe('Hand wash');
  });

  it('sends each save operation to its path with its body', async () => {
    server.reset();
    const owner = { type: 'product', id: 7 } as const;
    const post = {
      method: 'POST',
      body: { namespace: 'shared', key: 'care_1', value: 'Dry clean', permission_set: 'write' },
    } as const;
    await client().writeRecordMetafield('demo', owner, post);
    await client().writeRecordMetafield('demo', owner, {
      method: 'PUT',
      id: 40,
      body: { value: 'x' },
    });
    await client().writeRecordMetafield('demo', owner, {
      method: 'DELETE',
      id: 40,
      body: { ...metafield, permission_set: 'write_and_sf_access' },
    });
    expect(server.seen()).toEqual([
      'POST /api/stores/demo/templates/product/records/7/metafields',
      'PUT /api/stores/demo/templates/product/records/7/metafields/40',
      'DELETE /api/stores/demo/templates/product/records/7/metafields/40',
    ]);
    expect(server.bodies()).toEqual([post.body, { value: 'x' }, metafield]);
  });

  it('exports a file and imports one as multipart', async () => {
    server.reset();
    const file = await client().exportFile('demo', 'products');
    expect(await file.text()).toContain('name,namespace');
    const result = await client().importFile(
      'demo',
      'products',
      new File(['name\r\n'], 'templates.csv', { type: 'text/csv' }),
    );
    expect(result).toEqual({ data: { data: { created: 1, updated: 0, errors: {} } } });
    expect(server.seen()).toEqual([
      'POST /api/stores/demo/templates/export/products',
      'POST /api/stores/demo/templates/import/products',
    ]);
    expect(String(server.bodies()[1])).toContain('name="files"; filename="templates.csv"');
    expect(String(server.bodies()[1])).not.toContain('name="mode"');
  });

  it('exports as Excel and previews an import, its mode beside the file', async () => {
    server.reset();
    await client().exportFile('demo', 'products', 'xlsx');
    const file = new File(['name\r\n'], 'templates.csv', { type: 'text/csv' });
    const preview = await client().previewFile('demo', 'products', file);
    expect(preview.meta.total).toBe(0);
    expect(server.seen()).toEqual([
      'POST /api/stores/demo/templates/export/products?format=xlsx',
      'POST /api/stores/demo/templates/import/products',
    ]);
    expect(String(server.bodies()[1])).toMatch(/name="mode"\r\n\r\npreview\r\n/);
  });
});
