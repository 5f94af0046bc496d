import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the history and undo routes. */
let server: LocalServer;

const change = {
  id: 9,
  at: '2026-11-20T10:00:00.000Z',
  actor: { kind: 'job', id: 4, name: 'products.csv' },
  job_id: 4,
  request_id: null,
  subject: 'metafield',
  record_type: 'product',
  record_id: 7,
  namespace: 'specs',
  key: 'colour',
  action: 'update',
  old_value: 'red',
  new_value: 'blue',
};

const job = {
  id: 5,
  type: 'undo',
  status: 'pending',
  started_at: null,
  finished_at: null,
  progress_percent: 0,
  items_processed_count: 0,
  total: null,
  errors: [],
  download_url: null,
};

function answer({ method, url }: SentRequest, res: ServerResponse) {
  switch (`${method} ${url}`) {
    case 'GET /api/stores/demo/history?record_type=product&record_id=7&page=2':
      return json(res, 200, { data: [change], meta: { total: 51 } });
    case 'GET /api/stores/demo/history.csv?job_id=4':
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="change-history-demo.csv"',
      });
      return res.end('at,actor_kind\r\n');
    case 'POST /api/stores/demo/metafields/import/products/4/undo':
      return json(res, 201, { data: job });
    case 'POST /api/stores/demo/metafields/import/products/3/undo':
    case 'POST /api/stores/demo/custom-objects/2/values/import/3/undo':
      return json(res, 409, { error: 'cannot_undo', message: 'This import cannot be undone.' });
    case 'POST /api/stores/demo/products/7/variants/70/metafields/import/jobs/4/undo':
    case 'POST /api/stores/demo/custom-objects/2/values/import/4/undo':
      return json(res, 201, { data: job });
  }
  return json(res, 404, { error: 'not_found', message: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: `${server.baseUrl}/`, csrfToken: 'token' });

describe('change history (issue 28)', () => {
  it('reads a record’s page of changes, validated by core’s schema, sending only the filters given', async () => {
    const page = await client().history.list('demo', {
      record_type: 'product',
      record_id: 7,
      page: 2,
    });
    expect(page).toEqual({ data: [change], meta: { total: 51 } });
  });

  it('gives the CSV export’s address, and downloads it with its name', async () => {
    expect(client().history.csvUrl('demo', { job_id: 4 })).toBe(
      `${server.baseUrl}/api/stores/demo/history.csv?job_id=4`,
    );
    expect(createApiClient().history.csvUrl('my store')).toBe('/api/stores/my%20store/history.csv');
    const file = await client().history.downloadCsv('demo', { job_id: 4 });
    expect(file.fileName).toBe('change-history-demo.csv');
    expect(await file.blob.text()).toBe('at,actor_kind\r\n');
  });

  it('starts an import’s undo with the CSRF token, and passes on a refusal as ApiError', async () => {
    const undo = await client().jobs.undoImport('demo', 'products', 4);
    expect(undo).toMatchObject({ id: 5, type: 'undo', status: 'pending' });
    expect(server.requests.at(-1)?.headers['x-csrf-token']).toBe('token');
    const refused = client().jobs.undoImport('demo', 'products', 3);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: 'This import cannot be undone.',
    });
  });

  it('starts a record tab’s import undo at the record’s address', async () => {
    const owner = { type: 'variant', productId: 7, id: 70 } as const;
    const undo = await client().jobs.record.undoImport('demo', owner, 4);
    expect(undo).toMatchObject({ id: 5, type: 'undo' });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/stores/demo/products/7/variants/70/metafields/import/jobs/4/undo',
    });
    expect(server.requests.at(-1)?.headers['x-csrf-token']).toBe('token');
  });

  it('starts a value import’s undo, and passes on a refusal as ApiError', async () => {
    const undo = await client().customResources.jobs.undoImport('demo', 2, 4);
    expect(undo).toMatchObject({ id: 5, type: 'undo' });
    expect(server.requests.at(-1)?.headers['x-csrf-token']).toBe('token');
    const refused = client().customResources.jobs.undoImport('demo', 2, 3);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      message: 'This import cannot be undone.',
    });
  });
});
