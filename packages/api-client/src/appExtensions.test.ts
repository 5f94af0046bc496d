import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

let server: LocalServer;
const sent: SentRequest[] = [];

const products = {
  id: 'product-metafields',
  title: 'Metafields on products',
  description: 'Adds a Metafields panel to each of your products.',
  context: 'PANEL',
  model: 'PRODUCTS',
  url: '/app-extension/products/${id}',
  label: 'Metafields',
  enabled: false,
};

function answer(request: SentRequest, res: ServerResponse) {
  sent.push(request);
  switch (`${request.method} ${request.path}`) {
    case 'GET /stores/demo/app-extensions':
      return json(res, 200, { data: [products] });
    case 'PUT /stores/demo/app-extensions/product-metafields':
      return json(res, 200, {
        data: { ...products, enabled: (request.body as { enabled: boolean }).enabled },
      });
    default:
      return json(res, 404, { error: 'not_found', message: 'This App Extension does not exist.' });
  }
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const extensions = () => createApiClient({ baseUrl: server.baseUrl }).appExtensions;

describe('app extension calls (no /api prefix)', () => {
  it('list the offered extensions with whether each is on', async () => {
    await expect(extensions().list('demo')).resolves.toEqual([
      {
        id: 'product-metafields',
        title: 'Metafields on products',
        description: 'Adds a Metafields panel to each of your products.',
        model: 'PRODUCTS',
        label: 'Metafields',
        enabled: false,
      },
    ]);
  });

  it('turn one on with PUT {enabled}', async () => {
    await expect(
      extensions().setEnabled('demo', 'product-metafields', true),
    ).resolves.toMatchObject({ id: 'product-metafields', enabled: true });
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/stores/demo/app-extensions/product-metafields',
      body: { enabled: true },
    });
  });

  it('reject an unknown one with the server’s answer', async () => {
    await expect(extensions().setEnabled('demo', 'nope', false)).rejects.toMatchObject({
      status: 404,
    });
  });
});
