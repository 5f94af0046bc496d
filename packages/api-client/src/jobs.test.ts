import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import {
  json,
  startLocalServer,
  type LocalServer,
  type SentRequest,
} from './testing/localServer.js';

/** A real HTTP server answering like the job routes, so paths and bodies go over the wire. */
let server: LocalServer;

const job = (id: number, status = 'completed') => ({
  id,
  type: 'custom',
  status,
  started_at: '2026-11-20T10:00:00.000Z',
  finished_at: status === 'completed' ? '2026-11-20T10:00:05.000Z' : null,
  progress_percent: status === 'completed' ? 100 : 40,
  items_processed_count: 3,
  total: 3,
  errors: [],
  download_url: null,
});

function answer({ method, url }: SentRequest, res: ServerResponse) {
  const csv = (name: string) => {
    res.writeHead(200, {
      'content-type': 'text/csv',
      'content-disposition': `attachment; filename="${name}"`,
    });
    res.end('resource_id,namespace,key,value\r\n7,specs,colour,red\r\n');
  };
  const exports = '/api/stores/demo/metafields/export/products';
  const imports = '/api/stores/demo/metafields/import/products';
  switch (`${method} ${url}`) {
    case `GET ${exports}`:
      return json(res, 200, { data: [job(2, 'in_progress'), job(1)], meta: { total: 2 } });
    case `POST ${exports}`:
      return json(res, 201, { data: job(3, 'in_progress') });
    case `POST ${exports}/estimate`:
      return json(res, 200, { data: { count: 1234 } });
    case `GET ${exports}/1/download`:
      return csv('products-metafields-2026-11-20.csv');
    case `DELETE ${exports}/2/batch`:
      return json(res, 200, { data: job(2, 'in_progress') });
    case `DELETE ${exports}/1/batch`:
      return json(res, 409, {
        error: 'job_finished',
        message: 'Unable to cancel export at this time',
      });
    case `POST ${imports}`:
      return json(res, 201, {
        data: job(4, 'in_progress'),
        error: 'Some products were not updated',
      });
    case `GET ${imports}/5/preview?page=2&limit=1&outcome=update`:
      return json(res, 200, {
        data: [
          {
            row: 3,
            outcome: 'update',
            record_id: 7,
            namespace: 'n',
            key: 'k',
            old_value: 'was',
            new_value: 'now',
            reason: null,
          },
        ],
        meta: { total: 2, counts: { create: 0, update: 2, unchanged: 0, delete: 0, refused: 0 } },
      });
    case `POST ${imports}/5/apply`:
      return json(res, 201, { data: job(6, 'in_progress') });
    case 'GET /api/stores/demo/metafields/import/orders':
      return json(res, 401, { error: 'unauthenticated', message: 'Please log in.' });
    case 'GET /api/stores/demo/templates/products?per_page=1':
      return json(res, 200, { templates: [], meta: { total: 4 } });
    case 'GET /api/stores/demo/products/7/variants/70/metafields/export':
      return csv('variant-70-metafields.csv');
    case 'POST /api/stores/demo/customers/5/metafields/import':
      return json(res, 200, { data: { created: 1, updated: 2, deleted: 0, errors: [] } });
    case 'GET /api/stores/demo/products/7/metafields/export/jobs':
      return json(res, 200, { data: [job(5)], meta: { total: 1 } });
    case 'POST /api/stores/demo/products/7/metafields/export/jobs':
      return json(res, 201, { data: job(6, 'in_progress') });
    case 'POST /api/stores/demo/customers/5/metafields/import/jobs':
      return json(res, 201, {
        data: job(7, 'in_progress'),
        error: 'Some customers were not updated',
      });
    case 'GET /api/stores/demo/customers/5/metafields/import/jobs/9/preview?page=1&limit=25':
      return json(res, 200, {
        data: [],
        meta: { total: 0, counts: { create: 0, update: 0, unchanged: 0, delete: 0, refused: 0 } },
      });
    case 'POST /api/stores/demo/customers/5/metafields/import/jobs/9/apply':
      return json(res, 201, { data: job(10, 'in_progress') });
    case 'GET /api/stores/demo/products/7/metafields/export/jobs/5/download':
      return csv('product-7-metafields-2026-11-20.csv');
    case 'DELETE /api/stores/demo/products/7/variants/70/metafields/import/jobs/8/batch':
      return json(res, 200, { data: job(8, 'in_progress') });
    case 'GET /api/billing/plans':
      return json(res, 200, {
        data: [
          {
            plan: 'standard',
            name: 'Standard',
            price_id: null,
            amount_cents: 0,
            currency: 'USD',
            interval: 'month',
            features: [],
          },
        ],
      });
  }
  return json(res, 404, { error: 'not_found', message: 'Not found' });
}

beforeAll(async () => {
  server = await startLocalServer(answer);
});
afterAll(() => server.close());

// The base URL ends in a slash here, as the app's default `/` does.
const client = () => createApiClient({ baseUrl: `${server.baseUrl}/`, csrfToken: 'token' });
const last = () => server.requests.at(-1);

describe('jobs', () => {
  it('reads a history, validated by core’s job schema', async () => {
    const jobs = await client().jobs.history('demo', 'export', 'products');
    expect(jobs.map((entry) => [entry.id, entry.status])).toEqual([
      [2, 'in_progress'],
      [1, 'completed'],
    ]);
  });

  it('starts and estimates an export with the filter and exportType as JSON', async () => {
    const body = {
      exportType: 'custom' as const,
      filter: [[{ field: 'id', operator: '==', value: '7', field_filter: '', modifier: '' }]],
    };
    const started = await client().jobs.startExport('demo', 'products', body);
    expect(started.id).toBe(3);
    expect(last()?.body).toEqual(body);
    expect(await client().jobs.estimateExport('demo', 'products', { exportType: 'custom' })).toBe(
      1234,
    );
    expect(server.seen().at(-1)).toBe('POST /api/stores/demo/metafields/export/products/estimate');
  });

  it('uploads an import as multipart with files and importType, and keeps the error field', async () => {
    const file = new File(['resource_id,namespace,key,value\n'], 'mine.csv', { type: 'text/csv' });
    const answer = await client().jobs.startImport('demo', 'products', {
      file,
      importType: 'shared',
    });
    expect(answer).toMatchObject({ data: { id: 4 }, error: 'Some products were not updated' });
    expect(last()?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last()?.body).toContain('name="importType"\r\n\r\nshared');
    expect(last()?.body).toContain('name="files"; filename="mine.csv"');
  });

  it('starts a preview, reads a page of its changes and applies it', async () => {
    const file = new File(['resource_id,namespace,key,value\n'], 'mine.csv', { type: 'text/csv' });
    await client().jobs.startImport('demo', 'products', { file, mode: 'preview' });
    expect(last()?.body).toContain('name="mode"\r\n\r\npreview');
    const page = await client().jobs.previewPage('demo', 'products', 5, {
      outcome: 'update',
      page: 2,
      limit: 1,
    });
    expect(page).toMatchObject({ data: [{ row: 3, old_value: 'was' }], meta: { total: 2 } });
    const applied = await client().jobs.applyPreview('demo', 'products', 5);
    expect(applied.data).toMatchObject({ id: 6, status: 'in_progress' });
  });

  it('downloads a file under the name the server gives', async () => {
    const file = await client().jobs.download('demo', 'export', 'products', 1);
    expect(file.fileName).toBe('products-metafields-2026-11-20.csv');
    expect(await file.blob.text()).toContain('7,specs,colour,red');
  });

  it('cancels a running job, and a finished one fails with the server’s text', async () => {
    expect((await client().jobs.cancel('demo', 'export', 'products', 2)).id).toBe(2);
    const refusal = client().jobs.cancel('demo', 'export', 'products', 1);
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: 'Unable to cancel export at this time',
    });
  });

  it('fails a history read with 401 as an ApiError the poller reads the status of', async () => {
    await expect(client().jobs.history('demo', 'import', 'orders')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('counts a type’s templates with one row asked', async () => {
    expect(await client().jobs.templateCount('demo', 'products')).toBe(4);
  });

  it('transfers one record: a variant’s export and a customer’s import', async () => {
    const owner = { type: 'variant' as const, id: 70, productId: 7 };
    expect((await client().jobs.exportRecord('demo', owner)).fileName).toBe(
      'variant-70-metafields.csv',
    );
    const file = new File(['x'], 'c.csv', { type: 'text/csv' });
    const answer = await client().jobs.importRecord('demo', { type: 'customer', id: 5 }, { file });
    expect(answer.data).toEqual({ created: 1, updated: 2, deleted: 0, errors: [] });
    expect(last()?.body).not.toContain('importType');
  });
});

describe('a record tab’s jobs', () => {
  const product = { type: 'product' as const, id: 7 };

  it('reads a record’s export history and starts one of its variants', async () => {
    expect(
      (await client().jobs.record.history('demo', product, 'export')).map((j) => j.id),
    ).toEqual([5]);
    const body = { exportType: 'custom' as const, of: 'variants' as const };
    expect((await client().jobs.record.startExport('demo', product, body)).id).toBe(6);
    expect(last()?.body).toEqual(body);
  });

  it('uploads a record’s import as multipart and keeps the error field', async () => {
    const file = new File(['x'], 'c.csv', { type: 'text/csv' });
    const answer = await client().jobs.record.startImport(
      'demo',
      { type: 'customer', id: 5 },
      { file },
    );
    expect(answer).toMatchObject({ data: { id: 7 }, error: 'Some customers were not updated' });
    expect(last()?.body).toContain('name="files"; filename="c.csv"');
  });

  it('reads and applies a record tab’s preview at its own address', async () => {
    const customer = { type: 'customer', id: 5 } as const;
    const page = await client().jobs.record.previewPage('demo', customer, 9, {
      page: 1,
      limit: 25,
    });
    expect(page.meta.total).toBe(0);
    const applied = await client().jobs.record.applyPreview('demo', customer, 9);
    expect(applied.data).toMatchObject({ id: 10 });
  });

  it('downloads a record’s export and cancels a variant’s import', async () => {
    const file = await client().jobs.record.download('demo', product, 'export', 5);
    expect(file.fileName).toBe('product-7-metafields-2026-11-20.csv');
    const variant = { type: 'variant' as const, id: 70, productId: 7 };
    expect((await client().jobs.record.cancel('demo', variant, 'import', 8)).id).toBe(8);
  });
});

describe('billing', () => {
  it('lists the plans', async () => {
    expect((await client().billing.plans()).map((plan) => plan.name)).toEqual(['Standard']);
  });
});
