import type { ResourceType } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import {
  condition,
  downloadRows,
  exportUrl,
  runExport,
  trickyValues,
} from './testing/exportTestSetup.js';
import { platformOf, setUp } from './testing/testSetup.js';

/** The first record of each type, as its own list gives it. */
const firstRecordPaths: Record<ResourceType, string> = {
  brand: 'v3/catalog/brands?limit=1',
  category: 'v3/catalog/trees/categories?limit=1',
  channel: 'v3/channels?limit=1',
  customer: 'v3/customers?limit=1',
  location: 'v3/inventory/locations?limit=1',
  order: 'v2/orders?limit=1',
  product: 'v3/catalog/products?limit=1',
  variant: 'v3/catalog/variants?limit=1',
};
const tables: Record<ResourceType, string> = {
  brand: 'brands',
  category: 'categories',
  channel: 'channels',
  customer: 'customers',
  location: 'locations',
  order: 'orders',
  product: 'products',
  variant: 'variants',
};
const types = Object.keys(tables) as ResourceType[];

describe('metafield export layouts, on the emulator', () => {
  let emulator: Emulator;
  let platform: ReturnType<typeof platformOf>;
  const recordOf = new Map<ResourceType, number>();

  beforeAll(async () => {
    emulator = await startEmulator();
    platform = platformOf(emulator);
    // Every awkward value on the first record of each type, namespace `exp`.
    for (const type of types) {
      const answer = await platform.get<
        { data?: Array<Record<string, number>> } | Array<Record<string, number>>
      >(firstRecordPaths[type]);
      const first = Array.isArray(answer) ? answer[0] : answer.data?.[0];
      const id = first?.['category_id'] ?? first?.id;
      if (id === undefined) throw new Error(`no ${type} in the emulator's seed`);
      recordOf.set(type, id);
      await platform.addMetafields(
        type,
        trickyValues.map((value, index) => ({
          resource_id: id,
          namespace: 'exp',
          key: `k${index}`,
          value,
          permission_set: 'write',
          description: index === 0 ? 'A formula, "quoted", with commas' : '',
        })),
      );
    }
  });
  afterAll(async () => {
    await emulator.close();
  });

  const productOfVariant = () =>
    new Map(
      emulator
        .rows<{ id: number; product_id: number }>(
          "SELECT id, product_id FROM variants WHERE store_hash = 'demo'",
        )
        .map((row) => [row.id, row.product_id]),
    );

  it.each(types)(
    'custom layout of %s: every metafield the platform holds, values intact',
    async (type) => {
      const { server, browser } = await setUp(emulator);
      const job = await runExport(server, browser, type, { exportType: 'custom' });
      const rows = await downloadRows(browser, job);

      const products = productOfVariant();
      const expected = (await platform.metafields(type)).map((metafield) => [
        String(metafield.resource_id),
        ...(type === 'variant' ? [String(products.get(metafield.resource_id))] : []),
        metafield.namespace,
        metafield.key,
        metafield.value,
        metafield.permission_set,
        metafield.description,
      ]);
      expect(rows[0]).toEqual([
        'resource_id',
        ...(type === 'variant' ? ['product_id'] : []),
        'namespace',
        'key',
        'value',
        'permission_set',
        'description',
      ]);
      expect(rows.slice(1)).toEqual(expected);
      const ours = rows.filter((row) => row.includes('exp')).map((row) => row.at(-3));
      expect(ours).toEqual(trickyValues);
      expect(job).toMatchObject({
        type: 'custom',
        status: 'completed',
        progress_percent: 100,
        items_processed_count: expected.length,
        errors: [],
      });
    },
  );

  it.each(types)('shared layout of %s: a row per record, a column per template', async (type) => {
    const { server, browser } = await setUp(emulator);
    // Made in this order, so k4 (new lines) sorts before k0 (a formula).
    for (const key of ['k4', 'k0']) {
      const made = await browser.request('POST', `/api/stores/demo/templates/${type}`, {
        name: key,
        namespace: 'exp',
        meta_key: key,
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const job = await runExport(server, browser, type, { exportType: 'shared' });
    const rows = await downloadRows(browser, job);

    const withProduct = type === 'variant';
    expect(rows[0]).toEqual(['id', ...(withProduct ? ['product_id'] : []), 'exp.k4', 'exp.k0']);
    // The platform's lists leave archived orders out.
    const listed = type === 'order' ? 'AND is_deleted = 0' : '';
    const records = emulator.rows<{ id: number }>(
      `SELECT id FROM ${tables[type]} WHERE store_hash = 'demo' ${listed} ORDER BY id`,
    );
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(records.map((row) => row.id));
    const id = recordOf.get(type) ?? 0;
    const products = productOfVariant();
    expect(rows.find((row) => row[0] === String(id))).toEqual([
      String(id),
      ...(withProduct ? [String(products.get(id))] : []),
      trickyValues[4],
      trickyValues[0],
    ]);
    expect(job).toMatchObject({
      type: 'shared',
      status: 'completed',
      items_processed_count: records.length,
      total: records.length,
    });
  });

  it('sends a filter to the platform as query parameters: products of one brand', async () => {
    const { server, browser } = await setUp(emulator);
    const ofBrand = (brand: number) =>
      emulator
        .rows<{ id: number }>(
          "SELECT id FROM products WHERE store_hash = 'demo' AND brand_id = ? ORDER BY id",
          brand,
        )
        .map((row) => row.id);
    const filter = [[condition('brand_id', '==', '13')]];
    const estimate = await browser.request('POST', `${exportUrl()}/estimate`, {
      exportType: 'custom',
      filter,
    });
    expect(estimate.json()).toEqual({ data: { count: ofBrand(13).length } });

    const job = await runExport(server, browser, 'product', { exportType: 'custom', filter });
    const rows = (await downloadRows(browser, job)).slice(1);
    const wanted = new Set(ofBrand(13));
    const expected = (await platform.metafields('product')).filter((m) =>
      wanted.has(m.resource_id),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => Number(row[0])).every((id) => wanted.has(id))).toBe(true);
    expect(rows.length).toBe(expected.length);
    expect(job.items_processed_count).toBe(expected.length);
  });

  it('unites the OR groups by id: brand 13 or brand 25, and brand 13 again', async () => {
    const { server, browser } = await setUp(emulator);
    const ids = emulator
      .rows<{ id: number }>(
        "SELECT id FROM products WHERE store_hash = 'demo' AND brand_id IN (13, 25) ORDER BY id",
      )
      .map((row) => row.id);
    const filter = [
      [condition('brand_id', '==', '13')],
      [condition('brand_id', '==', '25'), condition('is_visible', 'true', '')],
      [condition('brand_id', '==', '13'), condition('id', '>', '0')],
    ];
    const visible25 = emulator.rows<{ id: number }>(
      "SELECT id FROM products WHERE store_hash = 'demo' AND brand_id = 25 AND is_visible = 1",
    );
    const estimate = await browser.request('POST', `${exportUrl()}/estimate`, {
      exportType: 'shared',
      filter,
    });
    // Each group counted on its own: brand 13 twice.
    const thirteen =
      ids.length -
      emulator.rows("SELECT id FROM products WHERE store_hash = 'demo' AND brand_id = 25").length;
    expect(estimate.json()).toEqual({ data: { count: thirteen * 2 + visible25.length } });

    await browser.request('POST', '/api/stores/demo/templates/product', {
      name: 'k1',
      namespace: 'exp',
      meta_key: 'k1',
    });
    const job = await runExport(server, browser, 'product', { exportType: 'shared', filter });
    const rows = (await downloadRows(browser, job)).slice(1);
    const expected = emulator
      .rows<{ id: number }>(
        `SELECT id FROM products WHERE store_hash = 'demo'
         AND (brand_id = 13 OR (brand_id = 25 AND is_visible = 1)) ORDER BY id`,
      )
      .map((row) => String(row.id));
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(job.items_processed_count).toBe(expected.length);
  });

  it('exports the variants of the filtered products, each with its product', async () => {
    const { server, browser } = await setUp(emulator);
    const filter = [[condition('brand_id', '==', '13')]];
    const job = await runExport(server, browser, 'variant', { exportType: 'custom', filter });
    const rows = (await downloadRows(browser, job)).slice(1);
    const variants = new Map(
      emulator
        .rows<{ id: number; product_id: number }>(
          `SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
           AND p.store_hash = v.store_hash WHERE v.store_hash = 'demo' AND p.brand_id = 13`,
        )
        .map((row) => [row.id, row.product_id]),
    );
    // Record by record (variant id), each record's metafields in id order.
    const expected = (await platform.metafields('variant'))
      .filter((m) => variants.has(m.resource_id))
      .sort((a, b) => a.resource_id - b.resource_id || a.id - b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => [Number(row[0]), Number(row[1])])).toEqual(
      expected.map((m) => [m.resource_id, variants.get(m.resource_id)]),
    );
  });
});
