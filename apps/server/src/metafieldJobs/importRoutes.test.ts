import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { csvPart, importAndWait, importUrl, jobOf, upload } from './testing/importTestSetup.js';
import { historyAnswer, platformOf, setUp, startAnswer } from './testing/testSetup.js';

const refused = (reason: string) => `The file was not imported. ${reason}`;

describe('metafield import routes', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('refuses a file it cannot read or whose header is wrong: 422, no job, nothing written', async () => {
    const { browser } = await setUp(emulator);
    const created = await browser.request('POST', '/api/stores/demo/templates/product', {
      name: 'Care',
      namespace: 'bad-files',
      meta_key: 'care',
    });
    expect(created.statusCode).toBe(201);
    const cases: Array<[string, string | Buffer, 'shared' | 'custom', string]> = [
      [
        'wrong header',
        'id,namespace,key,value\n1,bad-files,k,v\n',
        'custom',
        refused('Row 1, column id: The column id is not known.'),
      ],
      [
        'missing column',
        'resource_id,namespace,value\n1,bad-files,v\n',
        'custom',
        refused('Row 1, column key: The column key is missing.'),
      ],
      [
        'unknown template column',
        'id,bad-files.care,bad-files.nope\n1,a,b\n',
        'shared',
        refused('Row 1, column bad-files.nope: The column bad-files.nope is not known.'),
      ],
      [
        'duplicate column',
        'resource_id,namespace,key,value,value\n1,bad-files,k,v,w\n',
        'custom',
        refused('Row 1, column value: The column value appears more than once.'),
      ],
      [
        'broken quoting',
        'resource_id,namespace,key,value\n1,bad-files,k,"open\n2,bad-files,k2,v\n',
        'custom',
        refused(
          'Row 2 has a quoted cell that is not closed, or a quote inside a cell that is not doubled.',
        ),
      ],
      ['empty file', '', 'custom', refused('Row 1: The file has no header row.')],
      [
        'binary file',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff]),
        'custom',
        'The file must be a CSV file (comma-separated, UTF-8 text) or an Excel workbook (.xlsx).',
      ],
    ];
    for (const [name, text, importType, message] of cases) {
      const response = await upload(browser, [
        csvPart(text),
        { name: 'importType', value: importType },
      ]);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 422 });
      expect(response.json(), name).toMatchObject({ message });
    }
    const history = historyAnswer.parse((await browser.request('GET', importUrl())).json());
    expect(history.data).toEqual([]);
    expect(await platformOf(emulator).metafields('product', 'bad-files')).toEqual([]);
  });

  it('refuses a 60 MB file with 413, and an unknown import type with 422', async () => {
    const { browser } = await setUp(emulator);
    const big = Buffer.alloc(60 * 1024 * 1024, 'a');
    const response = await upload(browser, [csvPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The file is larger than 50 MB.' });
    const wrongType = await upload(browser, [
      csvPart('resource_id,namespace,key,value\n'),
      { name: 'importType', value: 'wide' },
    ]);
    expect(wrongType.statusCode).toBe(422);
    expect(Object.keys(wrongType.json<{ errors: object }>().errors)).toEqual(['importType']);
    expect(historyAnswer.parse((await browser.request('GET', importUrl())).json()).data).toEqual(
      [],
    );
  });

  it('needs import-export in the plan, an active store to start, and the store to be yours', async () => {
    const { server, browser } = await setUp(emulator);
    const file = csvPart('resource_id,namespace,key,value\n1,gated,k,v\n');
    const starter = await upload(browser, [file], importUrl('product', 'starter'));
    expect(starter.statusCode).toBe(403);
    expect(starter.json()).toMatchObject({ error: 'plan_required' });
    expect((await browser.request('GET', importUrl('product', 'starter'))).statusCode).toBe(403);

    const other = await upload(browser, [file], importUrl('product', 'other'));
    expect(other.statusCode).toBe(404);
    expect((await browser.request('GET', importUrl('product', 'other'))).statusCode).toBe(404);
    expect((await browser.request('GET', importUrl('widget'))).statusCode).toBe(404);

    const { started } = await importAndWait(
      server,
      browser,
      'resource_id,namespace,key,value\n1,gated,k,v\n',
    );
    await server.stores.uninstall('demo');
    const inactive = await upload(browser, [file]);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ error: 'store_inactive' });
    // The history and its files stay readable; cancelling needs an installed store.
    expect((await browser.request('GET', importUrl())).statusCode).toBe(200);
    const cancel = await browser.request('DELETE', `${importUrl()}/${started.data.id}/batch`);
    expect(cancel.statusCode).toBe(403);
    expect(await platformOf(emulator).metafields('product', 'gated')).toHaveLength(1);
  });

  it('lists the history, downloads the file as uploaded, and hides it from another type and store', async () => {
    const { server, browser } = await setUp(emulator);
    const text = '\uFEFFresource_id,namespace,key,value\r\n1,history,k,"a\r\nb"\r\n';
    const response = await upload(
      browser,
      [csvPart(text, 'my file;v2.csv')],
      importUrl('products'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const started = startAnswer.parse(response.json());
    expect(started.error).toBeUndefined();
    await server.runner.idle();

    const job = await jobOf(browser, started.data.id);
    expect(job).toMatchObject({
      status: 'completed',
      errors: [],
      download_url: `/api/stores/demo/metafields/import/product/${started.data.id}/download`,
    });
    const download = await browser.request('GET', job.download_url ?? '');
    expect(download.statusCode).toBe(200);
    // The text as read: its byte order mark is dropped on upload, the rest is byte for byte.
    expect(download.body).toBe(text.slice(1));
    expect(download.headers['content-disposition']).toBe('attachment; filename="my file_v2.csv"');

    const brands = historyAnswer.parse((await browser.request('GET', importUrl('brand'))).json());
    expect(brands.data).toEqual([]);
    expect(
      (await browser.request('GET', `${importUrl('brand')}/${started.data.id}/download`))
        .statusCode,
    ).toBe(404);
    await server.addStore('mine');
    await server.stores.setPlan('mine', 'premium');
    expect(
      (await browser.request('GET', `${importUrl('product', 'mine')}/${started.data.id}/download`))
        .statusCode,
    ).toBe(404);
    const [value] = await platformOf(emulator).metafields('product', 'history');
    expect(value?.value).toBe('a\r\nb');
  });

  it('cancels a running import between batches; a finished one answers 409', async () => {
    const { server, browser } = await setUp(emulator);
    const products = await platformOf(emulator).records('product', 40);
    const rows = Array.from(
      { length: 5_000 },
      (_, index) => `${products[index % 40]?.id},cancel,k${index},v`,
    );
    const response = await upload(browser, [
      csvPart(['resource_id,namespace,key,value', ...rows].join('\n')),
    ]);
    const started = startAnswer.parse(response.json());
    const url = `${importUrl()}/${started.data.id}/batch`;
    const cancel = await browser.request('DELETE', url);
    expect(cancel.statusCode, cancel.body).toBe(200);
    await server.runner.idle();

    const job = await jobOf(browser, started.data.id);
    expect(job.status).toBe('cancelled');
    expect(job.items_processed_count).toBeLessThan(5_000);
    expect(job.download_url).not.toBeNull();
    const held = await platformOf(emulator).metafields('product', 'cancel');
    expect(held).toHaveLength(job.items_processed_count);

    const again = await browser.request('DELETE', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Unable to cancel import at this time' });
    expect((await browser.request('DELETE', `${importUrl()}/999999/batch`)).json()).toMatchObject({
      message: 'Import not found.',
    });
  });

  it('imports 20,000 rows', async () => {
    const { server, browser } = await setUp(emulator);
    const products = await platformOf(emulator).records('product', 200);
    const perProduct = Math.ceil(20_000 / products.length);
    expect(perProduct).toBeLessThanOrEqual(200);
    const rows = Array.from({ length: 20_000 }, (_, index) => {
      const product = products[Math.floor(index / perProduct)];
      return `${product?.id},bulk,k${index % perProduct},"value ${index}, with a comma"`;
    });
    const started = Date.now();
    const { job } = await importAndWait(
      server,
      browser,
      ['resource_id,namespace,key,value', ...rows].join('\r\n'),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(`20,000-row import: ${seconds.toFixed(1)} s (${products.length} products)`);
    expect(job).toMatchObject({ status: 'completed', items_processed_count: 20_000, errors: [] });
    expect(await platformOf(emulator).metafields('product', 'bulk')).toHaveLength(20_000);
  }, 120_000);
});
