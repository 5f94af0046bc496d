import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.js';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like ours: the demo store has a WebDAV login, 'unset' none. */
let server: LocalServer;

const manual = {
  id: 'manual.pdf',
  url: 'http://dav.test/stores/demo/dav/manual.pdf',
  name: 'manual',
  extension: 'pdf',
};

function answer({ method, path, body }: SentRequest, res: ServerResponse) {
  if (path === '/api/stores/unset/files') {
    return json(res, 409, { error: 'webdav_not_configured', message: 'Set up WebDAV first.' });
  }
  if (method === 'POST') return json(res, 201, { data: [manual] });
  return json(res, 200, { data: { deleted: (body as { paths: string[] }).paths } });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const files = () => createApiClient({ baseUrl: server.baseUrl, csrfToken: 'token' }).files;

describe('file calls', () => {
  it('uploads the picked files as one multipart form and answers their file objects', async () => {
    server.reset();
    const picked = new File(['%PDF'], 'manual.pdf', { type: 'application/pdf' });
    expect(await files().upload('demo', [picked])).toEqual([manual]);
    const [sent] = server.requests;
    expect(server.seen()).toEqual(['POST /api/stores/demo/files']);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.headers['x-csrf-token']).toBe('token');
    expect(sent?.body).toContain('name="files"; filename="manual.pdf"');
    expect(sent?.body).toContain('%PDF');
  });

  it('deletes stored files by their paths', async () => {
    server.reset();
    expect(await files().remove('demo', [{ ...manual, label: '' }])).toEqual(['manual.pdf']);
    expect(server.seen()).toEqual(['DELETE /api/stores/demo/files']);
    expect(server.bodies()).toEqual([{ paths: ['manual.pdf'] }]);
  });

  it('fails with the server’s answer when the store has no WebDAV login', async () => {
    const failure = files().upload('unset', [new File(['x'], 'a.txt')]);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      body: { message: 'Set up WebDAV first.' },
    });
  });
});
