import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import { json, startLocalServer, type LocalServer } from './testing/localServer.js';

/**
 * A small real HTTP server that answers like ours, recording what the client sent, so the
 * client's headers, token handling and error normalisation are checked over the wire.
 */
let server: LocalServer;

const routes: Record<string, (res: ServerResponse) => void> = {
  'POST /api/users/sessions': (res) => {
    res.setHeader('X-CSRF-Token', 'token-after-login');
    json(res, 200, { data: { id: 7, email: 'demo@example.com', name: 'Demo' } });
  },
  'GET /api/users/me': (res) =>
    json(res, 401, {
      error: 'unauthenticated',
      message: 'Your session has ended. Please log in again.',
    }),
  'PUT /api/users/me/language': (res) =>
    json(res, 200, { data: { id: 7, email: 'demo@example.com', name: 'Demo', language: 'ja' } }),
  'DELETE /api/users/sessions': (res) => {
    res.statusCode = 204;
    res.end();
  },
  'GET /api/stores': (res) =>
    json(res, 422, {
      error: 'invalid_input',
      message: 'Fix it.',
      errors: { name: ['Required'] },
    }),
  'GET /bc-api/stores/demo/v3/catalog/products': (res) =>
    json(res, 200, {
      data: [
        {
          id: 1,
          name: 'Mug',
          sku: 'MUG',
          price: 10,
          sale_price: 8,
          is_visible: true,
          primary_image: null,
        },
      ],
      meta: { pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 } },
    }),
};

beforeAll(async () => {
  server = await startLocalServer(({ method, path }, res) => {
    const route = routes[`${method} ${path}`];
    if (route) route(res);
    else json(res, 404, { status: 404, title: 'Not found' });
  });
});
afterAll(() => server.close());

const last = () => server.requests.at(-1);

describe('api-client', () => {
  it('sends the CSRF token on writes only, and adopts the one a login hands back', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, csrfToken: 'from-meta' });
    const user = await client.users.login({ email: 'demo@example.com', password: 'x' });
    expect(user).toEqual({ id: 7, email: 'demo@example.com', name: 'Demo' });
    expect(last()).toMatchObject({ method: 'POST', headers: { 'x-csrf-token': 'from-meta' } });
    expect(client.csrfToken()).toBe('token-after-login');

    await client.users.logout();
    expect(last()).toMatchObject({
      method: 'DELETE',
      headers: { 'x-csrf-token': 'token-after-login' },
    });
    await client.catalog.listProducts('demo');
    expect(last()?.headers['x-csrf-token']).toBeUndefined();
  });

  it('remembers the chosen language with a CSRF-protected PUT', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, csrfToken: 'from-meta' });
    const user = await client.users.chooseLanguage('ja');
    expect(user.language).toBe('ja');
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/api/users/me/language',
      headers: { 'x-csrf-token': 'from-meta' },
      body: { language: 'ja' },
    });
  });

  it('calls onUnauthorized when the session has ended, and throws an ApiError', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: server.baseUrl, onUnauthorized });
    const error = await client.users.me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Your session has ended. Please log in again.',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('normalises field errors, and marks errors that carry no server sentence', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const invalid = (await client.stores.list().catch((e: unknown) => e)) as ApiError;
    expect(invalid.fieldErrors).toEqual({ name: ['Required'] });
    expect(invalid.hasServerMessage).toBe(true);

    const notFound = (await client.catalog
      .listProducts('elsewhere')
      .catch((e: unknown) => e)) as ApiError;
    expect(notFound).toMatchObject({ status: 404, title: 'Not found', message: 'Not found' });
  });

  it('asks the gateway for the products list with the spec fields, paging and sort', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const list = await client.catalog.listProducts('demo', {
      page: 2,
      keyword: 'mug',
      isVisible: true,
      sort: 'name',
      direction: 'asc',
    });
    expect(list.data[0]?.name).toBe('Mug');
    expect(Object.fromEntries(last()?.query ?? [])).toEqual({
      include_fields: 'id,is_visible,sku,name,primary_image,price,sale_price',
      include: 'primary_image',
      limit: '25',
      page: '2',
      sort: 'name',
      direction: 'asc',
      keyword: 'mug',
      keyword_context: 'merchant',
      is_visible: 'true',
    });
  });
});
