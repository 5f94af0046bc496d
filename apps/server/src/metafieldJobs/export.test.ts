import http from 'node:http';
import { exportItemLimit } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { refuseOverLimit } from './exportRoutes.js';
import { condition, downloadRows, exportUrl, runExport } from './testing/exportTestSetup.js';
import { setUp, startAnswer, type WireJob } from './testing/testSetup.js';

describe('the 150,000-item limit', () => {
  const refusal = (type: 'product' | 'order', count: number, filtered: boolean) => {
    try {
      refuseOverLimit(type, count, filtered);
      return undefined;
    } catch (error) {
      return error instanceof HttpError ? { status: error.status, ...error.toBody() } : error;
    }
  };

  it("refuses more than 150,000 items with core's title and message", () => {
    expect(refusal('product', exportItemLimit + 1, true)).toEqual({
      status: 422,
      error: 'export_limit',
      title: 'Cannot start export.',
      message: 'Unable to export more than 150,000 items. Please add a filter',
    });
    expect(refusal('product', exportItemLimit, false)).toBeUndefined();
  });

  it('blocks orders only without a filter', () => {
    expect(refusal('order', exportItemLimit + 1, true)).toBeUndefined();
    expect(refusal('order', exportItemLimit + 1, false)).toMatchObject({ status: 422 });
  });
});

/**
 * The emulator behind a gate: while it is shut, the server's platform requests wait (as on a
 * slow link), so a test can act while a job surely has batches left, on any database.
 */
async function gatedEmulator(emulator: Emulator) {
  let open: () => void = () => undefined;
  let opened = Promise.resolve();
  const gate = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      void opened
        .then(() =>
          fetch(new URL(request.url ?? '/', emulator.url), {
            method: request.method,
            headers: Object.entries(request.headers).flatMap(([name, value]) =>
              typeof value === 'string' && name !== 'host'
                ? [[name, value] as [string, string]]
                : [],
            ),
            ...(body.length > 0 && { body: Buffer.concat(body) }),
          }),
        )
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? '',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as { port: number };
  return {
    emulator: { ...emulator, url: `http://127.0.0.1:${port}` },
    shut: () => {
      opened = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
    close: () => new Promise<void>((resolve) => gate.close(() => resolve())),
  };
}

describe('metafield export routes', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('starts a pending job (201) that the worker takes through to completed', async () => {
    const { server, browser } = await setUp(emulator);
    const response = await browser.request('POST', exportUrl(), { exportType: 'custom' });
    expect(response.statusCode, response.body).toBe(201);
    const started = startAnswer.parse(response.json()).data;
    expect(started).toMatchObject({
      type: 'custom',
      status: 'pending',
      started_at: null,
      finished_at: null,
      progress_percent: 0,
      items_processed_count: 0,
      download_url: null,
      errors: [],
    });
    await server.runner.idle();
    const history = await browser.request('GET', exportUrl());
    const [done] = (history.json() as { data: WireJob[] }).data;
    expect(done).toMatchObject({ id: started.id, status: 'completed', progress_percent: 100 });
    expect(Date.parse(done?.finished_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(done?.started_at ?? ''),
    );
    expect(done?.download_url).toBe(`${exportUrl()}/${started.id}/download`);
  });

  it('estimates the records of a filter, and of the whole type', async () => {
    const { browser } = await setUp(emulator);
    const products = emulator.rows("SELECT id FROM products WHERE store_hash = 'demo'").length;
    const all = await browser.request('POST', `${exportUrl('variant')}/estimate`, {
      exportType: 'custom',
    });
    // Variants count their products (spec section 2).
    expect(all.json()).toEqual({ data: { count: products } });
    const orders = emulator.rows(
      "SELECT id FROM orders WHERE store_hash = 'demo' AND is_deleted = 0 AND status_id = 11",
    ).length;
    const filtered = await browser.request('POST', `${exportUrl('orders')}/estimate`, {
      exportType: 'custom',
      filter: [[condition('status_id', '==', '11')]],
    });
    expect(filtered.json()).toEqual({ data: { count: orders } });
    const none = await browser.request('POST', `${exportUrl()}/estimate`, {
      exportType: 'custom',
      filter: [[condition('brand_id', '==', '1'), condition('brand_id', '==', '2')]],
    });
    expect(none.json()).toEqual({ data: { count: 0 } });
  });

  it('starts a filtered export whose count is under the limit', async () => {
    const { browser } = await setUp(emulator);
    const response = await browser.request('POST', exportUrl('customer'), {
      exportType: 'custom',
      filter: [[condition('date_created', '!<date', '2000-01-01')]],
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  // About a thousand counts through the emulator (one per group, for the estimate and the start).
  it('refuses a start whose estimate passes 150,000 with 422 export_limit, and makes no job', async () => {
    const { browser } = await setUp(emulator);
    const ids = emulator
      .rows<{ id: number }>("SELECT id FROM products WHERE store_hash = 'demo'")
      .map(({ id }) => id);
    // Groups 'ID is less than n' above the largest id: each matches every product, and each is
    // its own query (identical groups are asked once), so the estimate counts every product
    // once per group, one group past the limit.
    const groups = Math.floor(exportItemLimit / ids.length) + 1;
    const over = Math.max(...ids) + 1;
    const body = {
      exportType: 'custom',
      filter: Array.from({ length: groups }, (_, k) => [condition('id', '<', String(over + k))]),
    };
    const estimate = await browser.request('POST', `${exportUrl()}/estimate`, body);
    expect(estimate.json()).toEqual({ data: { count: groups * ids.length } });
    expect(groups * ids.length).toBeGreaterThan(exportItemLimit);

    const refused = await browser.request('POST', exportUrl(), body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'export_limit',
      title: 'Cannot start export.',
      message: 'Unable to export more than 150,000 items. Please add a filter',
    });
    const history = await browser.request('GET', exportUrl());
    expect(history.json()).toMatchObject({ data: [], meta: { total: 0 } });
  }, 120_000);

  it('refuses a bad body with 422 on its field', async () => {
    const { browser } = await setUp(emulator);
    const cases: Array<[string, unknown, string]> = [
      ['product', {}, 'exportType'],
      ['product', { exportType: 'both' }, 'exportType'],
      ['product', { exportType: 'custom', status_id: 11 }, '_'],
      ['product', { exportType: 'custom', filter: [{ field: 'x' }] }, 'filter.0'],
      ['brand', { exportType: 'custom', filter: [[condition('name', 'contains', 'a')]] }, 'filter'],
      // A shared export needs templates of the type.
      ['location', { exportType: 'shared' }, 'exportType'],
    ];
    for (const [type, body, field] of cases) {
      const response = await browser.request('POST', exportUrl(type), body);
      expect([type, body, response.statusCode]).toEqual([type, body, 422]);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
    // An empty filter is no filter, on any type.
    const empty = await browser.request('POST', exportUrl('brand'), {
      exportType: 'custom',
      filter: [[]],
    });
    expect(empty.statusCode).toBe(201);
  });

  it('keeps the history per type, most recent first, with the download named after it', async () => {
    const { server, browser } = await setUp(emulator);
    const first = await runExport(server, browser, 'brand', { exportType: 'custom' });
    const second = await runExport(server, browser, 'brands', { exportType: 'custom' });
    await runExport(server, browser, 'channel', { exportType: 'custom' });
    const history = await browser.request('GET', exportUrl('brand'));
    expect(history.statusCode).toBe(200);
    const body = history.json() as { data: WireJob[]; meta: { total: number } };
    expect(body.data.map((job) => job.id)).toEqual([second.id, first.id]);
    expect(body.meta).toEqual({ total: 2 });

    const download = await browser.request('GET', first.download_url ?? '');
    const today = new Date().toISOString().slice(0, 10);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="brands-metafields-${today}.csv"`,
    );
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = await downloadRows(browser, first);
    expect(rows.length - 1).toBe(first.items_processed_count);
    expect(first.items_processed_count).toBeGreaterThan(0);
  });

  it('cancels between batches and keeps the partial file downloadable; a finished one is 409', async () => {
    const gate = await gatedEmulator(emulator);
    const { server, browser } = await setUp(gate.emulator);
    await browser.request('POST', '/api/stores/demo/templates/product', {
      name: 'Care',
      namespace: 'care',
      meta_key: 'wash',
    });
    const started = await browser.request('POST', exportUrl(), { exportType: 'shared' });
    // From here the job waits on its next platform request: the cancel comes between batches.
    gate.shut();
    const { id } = startAnswer.parse(started.json()).data;
    const cancel = await browser.request('DELETE', `${exportUrl()}/${id}/batch`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    gate.open();
    await server.runner.idle();
    await gate.close();
    const history = await browser.request('GET', exportUrl());
    const job = (history.json() as { data: WireJob[] }).data[0];
    expect(job).toMatchObject({ id, status: 'cancelled', progress_percent: 100 });
    const rows = await downloadRows(browser, job as WireJob);
    expect(rows[0]).toEqual(['id', 'care.wash']);
    expect(rows.length - 1).toBe(job?.items_processed_count);
    expect(rows.length - 1).toBeLessThan(300);

    const again = await browser.request('DELETE', `${exportUrl()}/${id}/batch`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Unable to cancel export at this time' });
  });

  it("refuses the lower plan (403), an uninstalled store's starts (403), and others' stores (404)", async () => {
    const { server, browser } = await setUp(emulator);
    const job = await runExport(server, browser, 'channel', { exportType: 'custom' });
    const body = { exportType: 'custom' };

    const starter = await browser.request('POST', exportUrl('product', 'starter'), body);
    expect(starter.statusCode).toBe(403);
    expect(starter.json()).toMatchObject({ error: 'plan_required' });
    expect((await browser.request('GET', exportUrl('product', 'starter'))).statusCode).toBe(403);

    for (const url of [
      exportUrl('product', 'other'),
      `${exportUrl('channel', 'other')}/${job.id}/download`,
    ]) {
      expect((await browser.request('GET', url)).statusCode).toBe(404);
    }
    expect((await browser.request('POST', exportUrl('product', 'other'), body)).statusCode).toBe(
      404,
    );
    // Another type's address, and an unknown type, do not reach the job.
    expect(
      (await browser.request('GET', `${exportUrl('brand')}/${job.id}/download`)).statusCode,
    ).toBe(404);
    expect((await browser.request('GET', exportUrl('widgets'))).statusCode).toBe(404);

    await server.stores.uninstall('demo');
    for (const url of [exportUrl('channel'), `${exportUrl('channel')}/estimate`]) {
      const refused = await browser.request('POST', url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'store_inactive' });
    }
    expect(
      (await browser.request('DELETE', `${exportUrl('channel')}/${job.id}/batch`)).statusCode,
    ).toBe(403);
    // The history and its files stay readable.
    expect((await browser.request('GET', exportUrl('channel'))).statusCode).toBe(200);
    expect((await browser.request('GET', job.download_url ?? '')).statusCode).toBe(200);
    expect(
      (await browser.request('DELETE', `${exportUrl('channel')}/999999/batch`)).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown job', async () => {
    const { browser } = await setUp(emulator);
    const missing = await browser.request('DELETE', `${exportUrl()}/999999/batch`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Export not found.' });
  });
});
