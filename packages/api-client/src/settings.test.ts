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

function answer({ path }: SentRequest, res: ServerResponse) {
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

  it('refuse an answer of another shape', async () => {
    await expect(settings().webdav('elsewhere')).rejects.toThrow();
  });
});
