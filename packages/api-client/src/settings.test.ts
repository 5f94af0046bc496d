import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like ours for the demo store's settings. */
let server: LocalServer;

const sent: SentRequest[] = [];

function answer(request: SentRequest, res: ServerResponse) {
  sent.push(request);
  const { method, path } = request;
  if (method === 'PUT' && path === '/api/stores/demo/webdav-settings') {
    return json(res, 200, {
      data: { webdav_username: 'owner@example.com', webdav_password: null },
    });
  }
  if (method === 'POST' && path === '/api/stores/demo/api-tokens') {
    const name = (request.body as { name: string }).name;
    return json(res, 201, {
      data: { id: 5, name, scopes: ['read'], created_at: '2025-03-05T10:00:00Z', token: 'mst_abc' },
    });
  }
  if (method === 'POST' && path === '/api/stores/full/api-tokens') {
    return json(res, 422, { error: 'validation_failed', message: 'Token name is required' });
  }
  if (method === 'DELETE' && path === '/api/stores/demo/api-tokens/5') {
    res.writeHead(204).end();
    return;
  }
  if (path === '/api/stores/demo/webdav-settings') {
    return json(res, 200, {
      data: { webdav_username: 'owner@example.com', webdav_password: '••••••••' },
    });
  }
  if (path === '/api/stores/demo/api-tokens') {
    return json(res, 200, {
      data: [{ id: 4, name: 'Deploy key', scopes: ['read'], created_at: '2025-03-04T09:15:00Z' }],
    });
  }
  return json(res, 200, { data: { unexpected: true } });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const settings = () => createApiClient({ baseUrl: server.baseUrl }).settings;

describe('settings calls', () => {
  it('read the store’s WebDAV login and its API tokens', async () => {
    await expect(settings().webdav('demo')).resolves.toEqual({
      webdav_username: 'owner@example.com',
      webdav_password: '••••••••',
    });
    await expect(settings().apiTokens('demo')).resolves.toEqual([
      { id: 4, name: 'Deploy key', scopes: ['read'], created_at: '2025-03-04T09:15:00Z' },
    ]);
  });

  it('save the WebDAV login with PUT, the whole object', async () => {
    const input = { webdav_username: 'owner@example.com', webdav_password: 'secret' };
    await expect(settings().saveWebdav('demo', input)).resolves.toEqual({
      webdav_username: 'owner@example.com',
      webdav_password: null,
    });
    expect(sent.at(-1)?.body).toEqual(input);
  });

  it('create a token (its plain token once) and delete it by id', async () => {
    await expect(settings().createApiToken('demo', { name: 'ERP sync' })).resolves.toMatchObject({
      id: 5,
      name: 'ERP sync',
      token: 'mst_abc',
    });
    expect(sent.at(-1)?.body).toEqual({ name: 'ERP sync' });
    await expect(settings().deleteApiToken('demo', 5)).resolves.toBeUndefined();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/stores/demo/api-tokens/5' });
  });

  it('reject a refused create with the server’s answer', async () => {
    await expect(settings().createApiToken('full', { name: ' ' })).rejects.toMatchObject({
      status: 422,
      body: { message: 'Token name is required' },
    });
  });

  it('refuse an answer of another shape', async () => {
    await expect(settings().webdav('elsewhere')).rejects.toThrow();
  });
});
