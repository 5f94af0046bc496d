import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { exportUrl, runExport, trickyValues } from './testing/exportTestSetup.js';
import { importAndWait } from './testing/importTestSetup.js';
import { platformOf, setUp, type MetafieldRow } from './testing/testSetup.js';

/** Everything an import could change, by metafield id. */
const held = (rows: readonly MetafieldRow[]) =>
  rows
    .map((row) => [row.id, row.resource_id, row.namespace, row.key, row.value, row.permission_set])
    .sort((a, b) => Number(a[0]) - Number(b[0]));

/**
 * Issue 7: an export, then the import of the same file, changes nothing, whatever the values
 * hold: formula characters, JSON, HTML, new lines, quotes and non-Latin text.
 */
describe('export then import of the same file', () => {
  let emulator: Emulator;
  let products: number[];

  beforeAll(async () => {
    emulator = await startEmulator();
    const platform = platformOf(emulator);
    products = (await platform.records('product', 3)).map((row) => row.id);
    await platform.addMetafields(
      'product',
      products.flatMap((resource_id) =>
        trickyValues.map((value, index) => ({
          resource_id,
          namespace: 'trip',
          key: `k${index}`,
          value,
          permission_set: index % 2 === 0 ? 'write' : 'write_and_sf_access',
        })),
      ),
    );
  });
  afterAll(() => emulator.close());

  it('changes nothing in the custom layout', async () => {
    const { server, browser } = await setUp(emulator);
    const before = await platformOf(emulator).metafields('product');
    const exported = await runExport(server, browser, 'product', { exportType: 'custom' });
    const file = await browser.request('GET', exported.download_url ?? '');
    expect(file.statusCode).toBe(200);

    const { job } = await importAndWait(server, browser, file.body, { importType: 'custom' });
    expect(job.status).toBe('completed');
    expect(await platformOf(emulator).metafields('product')).toEqual(before);
    expect(held(before).filter((row) => row[2] === 'trip')).toHaveLength(
      products.length * trickyValues.length,
    );
  });

  it('changes nothing in the shared layout', async () => {
    const { server, browser } = await setUp(emulator);
    for (const [index] of trickyValues.entries()) {
      const created = await browser.request('POST', '/api/stores/demo/templates/product', {
        name: `Trip ${index}`,
        namespace: 'trip',
        meta_key: `k${index}`,
        content_type: 'text',
        options: { min: 0, max: 65535 },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const before = await platformOf(emulator).metafields('product');
    const exported = await runExport(server, browser, 'product', { exportType: 'shared' });
    expect(exported.status).toBe('completed');
    const file = await browser.request('GET', `${exportUrl()}/${exported.id}/download`);

    const { job } = await importAndWait(server, browser, file.body, { importType: 'shared' });
    expect(job).toMatchObject({ status: 'completed', errors: [] });
    expect(held(await platformOf(emulator).metafields('product'))).toEqual(held(before));
  });
});
