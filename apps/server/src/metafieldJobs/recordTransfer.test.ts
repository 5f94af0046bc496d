import { unescapeFormulaCell, type ResourceType } from '@metafields/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { readCsv } from '../templates/csvFile.js';
import { batchPaths } from '../templates/platformMetafields.js';
import { multipart } from '../testing/multipart.js';
import type { Browser } from '../testing/testServer.js';
import { csvPart } from './testing/importTestSetup.js';
import { trickyValues } from './testing/exportTestSetup.js';
import { platformOf, setUp, type MetafieldRow } from './testing/testSetup.js';

const base = (path: string, store = 'demo') => `/api/stores/${store}/${path}/metafields`;

const importAnswer = z
  .object({
    data: z
      .object({
        created: z.number(),
        updated: z.number(),
        deleted: z.number(),
        errors: z.array(z.string()),
      })
      .strict(),
    error: z.string().optional(),
  })
  .strict();

const idList = z.object({ data: z.array(z.object({ id: z.number() })) });
const metafieldList = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      resource_id: z.number(),
      namespace: z.string(),
      key: z.string(),
      value: z.string(),
      permission_set: z.string(),
      description: z.string().nullish(),
    }),
  ),
});

/** The export's rows, cells unescaped as an import reads them, checking the file's form. */
function exportRows(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  expect(response.body.endsWith('\r\n')).toBe(true);
  const rows = readCsv(response.body.slice(1));
  expect(rows.at(-1)).toEqual(['']);
  return rows.slice(0, -1).map((row) => row.map(unescapeFormulaCell));
}

const importFile = (browser: Browser, path: string, text: string, importType?: string) =>
  browser.upload(`${base(path)}/import`, [
    csvPart(text),
    ...(importType ? [{ name: 'importType', value: importType }] : []),
  ]);

describe('per-record metafield export and import', () => {
  let emulator: Emulator;
  let platform: ReturnType<typeof platformOf>;
  /** Products, and a product with two variants beside a variant of another product. */
  let products: number[];
  let variant: { id: number; product_id: number };
  let variantOfOther: { id: number; product_id: number };
  let orders: number[];
  let brands: number[];

  beforeAll(async () => {
    emulator = await startEmulator();
    platform = platformOf(emulator);
    products = (await platform.records('product', 10)).map((record) => record.id);
    const variants = await platform.records('variant', 250);
    const first = variants[0];
    const other = variants.find((entry) => entry.product_id !== first?.product_id);
    if (!first?.product_id || !other?.product_id) throw new Error('the emulator lacks variants');
    variant = { id: first.id, product_id: first.product_id };
    variantOfOther = { id: other.id, product_id: other.product_id };
    products = products.filter(
      (id) => id !== variant.product_id && id !== variantOfOther.product_id,
    );
    orders = (await platform.records('order', 3)).map((record) => record.id);
    brands = idList.parse(await platform.get('v3/catalog/brands?limit=3')).data.map((b) => b.id);
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect(brands.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await emulator.close();
  });

  /** The record's metafields on the platform, in id order. */
  async function metafieldsOf(type: ResourceType, id: number): Promise<MetafieldRow[]> {
    const list = metafieldList.parse(
      await platform.get(`${batchPaths[type]}?resource_id:in=${id}&limit=250`),
    );
    return list.data.sort((a, b) => a.id - b.id);
  }

  /**
   * Metafields with every value a spreadsheet round trip must keep, on one record; answers all
   * the record holds, the seed's too (some of other apps', which the store's token only reads).
   */
  async function seed(type: ResourceType, id: number, namespace: string) {
    const sets = ['app_only', 'read', 'write', 'read_and_sf_access', 'write_and_sf_access'];
    await platform.addMetafields(
      type,
      [...trickyValues, 'a, b, "c"'].map((value, index) => ({
        resource_id: id,
        namespace,
        key: `k${index}`,
        value,
        permission_set: sets[index % sets.length],
        ...(index % 2 === 0 && { description: `=note ${index}, "quoted"` }),
      })),
    );
    return metafieldsOf(type, id);
  }

  const customRow = (metafield: MetafieldRow, productId?: number) => [
    String(metafield.resource_id),
    ...(productId === undefined ? [] : [String(productId)]),
    metafield.namespace,
    metafield.key,
    metafield.value,
    metafield.permission_set,
    metafield.description ?? '',
  ];

  const header = ['resource_id', 'namespace', 'key', 'value', 'permission_set', 'description'];

  it("exports a product's, a variant's, an order's and a brand's metafields in the custom layout", async () => {
    const { browser } = await setUp(emulator);
    const cases = [
      { type: 'product', id: products[0] ?? 0, path: `products/${products[0]}` },
      {
        type: 'variant',
        id: variant.id,
        path: `products/${variant.product_id}/variants/${variant.id}`,
      },
      { type: 'order', id: orders[0] ?? 0, path: `orders/${orders[0]}` },
      { type: 'brand', id: brands[0] ?? 0, path: `brands/${brands[0]}` },
    ] as const;
    for (const { type, id, path } of cases) {
      const held = await seed(type, id, 'rt-export');
      // Another record's metafield of the same key stays out of the file.
      const neighbour = type === 'variant' ? variantOfOther.id : type === 'brand' ? brands[1] : 0;
      const otherId =
        type === 'product' ? products[1] : type === 'order' ? orders[1] : (neighbour ?? 0);
      await platform.addMetafields(type, [
        {
          resource_id: otherId,
          namespace: 'rt-export',
          key: 'k0',
          value: 'not mine',
          permission_set: 'write',
        },
      ]);

      const response = await browser.request('GET', `${base(path)}/export`);
      expect(response.headers['content-disposition'], type).toBe(
        `attachment; filename="${type}-${id}-metafields.csv"`,
      );
      const productId = type === 'variant' ? variant.product_id : undefined;
      expect(exportRows(response), type).toEqual([
        type === 'variant' ? ['resource_id', 'product_id', ...header.slice(1)] : header,
        ...held.map((metafield) => customRow(metafield, productId)),
      ]);
      // Formula cells are escaped in the file itself, as the bulk export writes them.
      expect(response.body, type).toContain("'=SUM(A1:A2)");
    }
  });

  it('exports a record without metafields as the header alone', async () => {
    const { browser } = await setUp(emulator);
    const held = new Set((await platform.metafields('product')).map((m) => m.resource_id));
    const all = await platform.records('product', 250);
    const bare = all.find((record) => !held.has(record.id));
    if (!bare) throw new Error('every product of the emulator has metafields');
    const response = await browser.request('GET', `${base(`products/${bare.id}`)}/export`);
    expect(exportRows(response)).toEqual([header]);
  });

  it('imports its own export back without changing anything: same ids, values, sets', async () => {
    const { browser } = await setUp(emulator);
    const cases = [
      { type: 'product', id: products[2] ?? 0, path: `products/${products[2]}` },
      {
        type: 'variant',
        id: variant.id,
        path: `products/${variant.product_id}/variants/${variant.id}`,
      },
      { type: 'order', id: orders[1] ?? 0, path: `orders/${orders[1]}` },
      { type: 'brand', id: brands[1] ?? 0, path: `brands/${brands[1]}` },
    ] as const;
    for (const { type, id, path } of cases) {
      const before = await seed(type, id, 'rt-round');
      const exported = await browser.request('GET', `${base(path)}/export`);
      expect(exported.statusCode, exported.body).toBe(200);

      const response = await importFile(browser, path, exported.body);
      expect(response.statusCode, response.body).toBe(200);
      expect(importAnswer.parse(response.json()), type).toEqual({
        data: { created: 0, updated: 0, deleted: 0, errors: [] },
      });
      expect(await metafieldsOf(type, id), type).toEqual(before);
    }
  });

  it('creates, updates and deletes (mode column); bad rows and other records are row errors', async () => {
    const { browser } = await setUp(emulator);
    const id = products[3] ?? 0;
    const otherProduct = products[4] ?? 0;
    await platform.addMetafields('product', [
      {
        resource_id: id,
        namespace: 'rt-import',
        key: 'change',
        value: 'old',
        permission_set: 'read',
      },
      {
        resource_id: id,
        namespace: 'rt-import',
        key: 'gone',
        value: 'bye',
        permission_set: 'write',
      },
      {
        resource_id: id,
        namespace: 'rt-import',
        key: 'same',
        value: 'kept',
        permission_set: 'write',
      },
    ]);
    const inNamespace = async () =>
      (await metafieldsOf('product', id)).filter((m) => m.namespace === 'rt-import');
    const before = await inNamespace();
    const otherBefore = await metafieldsOf('product', otherProduct);
    const text = [
      'resource_id,namespace,key,value,permission_set,description,mode',
      `${id},rt-import,change,"new, ""quoted""",write,,`,
      `${id},rt-import,gone,,,,delete`,
      `${id},rt-import,same,kept,,,`,
      `${id},rt-import,fresh,"line one\nline two",read_and_sf_access,A note,`,
      `${id},rt-import,,no key,,,`,
      `${otherProduct},rt-import,intruder,not here,,,`,
      `${id},rt-import,missing,,,,delete`,
    ].join('\r\n');

    const response = await importFile(browser, `products/${id}`, text);
    expect(response.statusCode, response.body).toBe(200);
    expect(importAnswer.parse(response.json())).toEqual({
      data: {
        created: 1,
        updated: 1,
        deleted: 1,
        errors: [
          'Row 6, column key: key is required.',
          `Row 7: The row is for product ${otherProduct}, not product ${id}, whose metafields this import changes.`,
        ],
      },
      error: 'Some products were not updated',
    });

    const after = await inNamespace();
    const byKey = new Map(after.map((metafield) => [metafield.key, metafield]));
    expect([...byKey.keys()].sort()).toEqual(['change', 'fresh', 'same']);
    const changed = before.find((metafield) => metafield.key === 'change');
    expect(byKey.get('change')).toMatchObject({
      id: changed?.id,
      value: 'new, "quoted"',
      permission_set: 'write',
    });
    expect(byKey.get('same')).toEqual(before.find((metafield) => metafield.key === 'same'));
    expect(byKey.get('fresh')).toMatchObject({
      value: 'line one\nline two',
      permission_set: 'read_and_sf_access',
      description: 'A note',
    });
    expect(await metafieldsOf('product', otherProduct)).toEqual(otherBefore);
  });

  it("lists a row the platform refuses (another app's read-only metafield), applying the others", async () => {
    const { browser } = await setUp(emulator);
    const owned = z.object({
      data: z.array(
        z.object({
          resource_id: z.number(),
          namespace: z.string(),
          key: z.string(),
          value: z.string(),
          permission_set: z.string(),
          owner_client_id: z.string(),
        }),
      ),
    });
    const mine = owned.parse(await platform.get(`${batchPaths.product}?namespace=rt-import`));
    const ours = mine.data[0]?.owner_client_id;
    const seeded = owned.parse(await platform.get(`${batchPaths.product}?limit=250`));
    const foreign = seeded.data.find(
      (metafield) => metafield.permission_set === 'read' && metafield.owner_client_id !== ours,
    );
    if (!ours || !foreign) throw new Error("the emulator's seed has no read-only metafield");
    const id = foreign.resource_id;
    const text = [
      'resource_id,namespace,key,value',
      `${id},${foreign.namespace},${foreign.key},changed by us`,
      `${id},rt-refused,added,still applied`,
    ].join('\n');

    const response = await importFile(browser, `products/${id}`, text);
    expect(response.statusCode, response.body).toBe(200);
    const answer = importAnswer.parse(response.json());
    expect(answer).toMatchObject({
      data: { created: 1, updated: 0, deleted: 0 },
      error: 'Some products were not updated',
    });
    expect(answer.data.errors).toHaveLength(1);
    expect(answer.data.errors[0]).toMatch(
      /^Row 2: You do not have permission to change this metafield\./,
    );
    const after = await metafieldsOf('product', id);
    expect(
      after.find((m) => m.key === foreign.key && m.namespace === foreign.namespace)?.value,
    ).toBe(foreign.value);
    expect(after.filter((m) => m.namespace === 'rt-refused').map((m) => m.value)).toEqual([
      'still applied',
    ]);
  });

  it('imports the shared layout, and a variant with its product_id', async () => {
    const { browser } = await setUp(emulator);
    const template = await browser.request('POST', '/api/stores/demo/templates/variant', {
      name: 'Fabric',
      namespace: 'rt-shared',
      meta_key: 'fabric',
    });
    expect(template.statusCode, template.body).toBe(201);
    const path = `products/${variant.product_id}/variants/${variant.id}`;

    const shared = await importFile(
      browser,
      path,
      `id,product_id,rt-shared.fabric\r\n${variant.id},${variant.product_id},Linen\r\n`,
      'shared',
    );
    expect(shared.statusCode, shared.body).toBe(200);
    expect(importAnswer.parse(shared.json())).toEqual({
      data: { created: 1, updated: 0, deleted: 0, errors: [] },
    });
    const custom = await importFile(
      browser,
      path,
      [
        'resource_id,product_id,namespace,key,value',
        `${variant.id},${variant.product_id},rt-shared,fabric,Wool`,
        `${variantOfOther.id},${variantOfOther.product_id},rt-shared,fabric,Silk`,
      ].join('\n'),
    );
    expect(importAnswer.parse(custom.json())).toEqual({
      data: {
        created: 0,
        updated: 1,
        deleted: 0,
        errors: [
          `Row 3: The row is for variant ${variantOfOther.id}, not variant ${variant.id}, whose metafields this import changes.`,
        ],
      },
      error: 'Some variants were not updated',
    });
    const fabric = (await metafieldsOf('variant', variant.id)).filter(
      (metafield) => metafield.namespace === 'rt-shared',
    );
    expect(fabric.map((metafield) => [metafield.key, metafield.value])).toEqual([
      ['fabric', 'Wool'],
    ]);
    const others = await metafieldsOf('variant', variantOfOther.id);
    expect(others.filter((metafield) => metafield.namespace === 'rt-shared')).toEqual([]);
  });

  it('refuses a file whose header is wrong (422) and one over 5 MB (413), writing nothing', async () => {
    const { browser } = await setUp(emulator);
    const id = products[0] ?? 0;
    const before = await metafieldsOf('product', id);
    const cases: Array<[string, string, string | undefined]> = [
      [
        `resource_id,namespace,value\n${id},rt-bad,v\n`,
        'The file was not imported. Row 1, column key: The column key is missing.',
        undefined,
      ],
      [
        `resource_id,namespace,key,value,colour\n${id},rt-bad,k,v,red\n`,
        'The file was not imported. Row 1, column colour: The column colour is not known.',
        undefined,
      ],
      [
        `id,rt-bad.none\n${id},v\n`,
        'The file was not imported. Row 1, column rt-bad.none: The column rt-bad.none is not known.',
        'shared',
      ],
    ];
    for (const [text, message, importType] of cases) {
      const response = await importFile(browser, `products/${id}`, text, importType);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: 'invalid_file', message });
    }
    const unknownType = await importFile(browser, `products/${id}`, 'x', 'wide');
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json()).toMatchObject({ errors: { importType: [expect.any(String)] } });

    const large = `resource_id,namespace,key,value\n${`${id},rt-bad,k,${'x'.repeat(1000)}\n`.repeat(5300)}`;
    const tooLarge = await importFile(browser, `products/${id}`, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(await metafieldsOf('product', id)).toEqual(before);
  });

  it('answers 404 in core’s words for a missing record or a variant of another product', async () => {
    const { browser } = await setUp(emulator);
    const cases: Array<[string, string]> = [
      ['products/999999', 'Product not found'],
      ['brands/999999', 'Brand not found'],
      ['orders/999999', 'Order not found'],
      ['customers/999999', 'Customer not found'],
      ['products/abc', 'Product not found'],
      [`products/999999/variants/${variant.id}`, 'Product not found'],
      [`products/${variant.product_id}/variants/999999`, 'Variant not found'],
      [`products/${variant.product_id}/variants/${variantOfOther.id}`, 'Variant not found'],
    ];
    for (const [path, message] of cases) {
      const exported = await browser.request('GET', `${base(path)}/export`);
      expect({ path, status: exported.statusCode }).toEqual({ path, status: 404 });
      expect(exported.json()).toEqual({ error: 'not_found', message });
      const imported = await importFile(
        browser,
        path,
        `resource_id,namespace,key,value\n${variantOfOther.id},rt-missing,k,v\n`,
      );
      expect({ path, status: imported.statusCode }).toEqual({ path, status: 404 });
      expect(imported.json()).toEqual({ error: 'not_found', message });
    }
    const others = await metafieldsOf('variant', variantOfOther.id);
    expect(others.filter((metafield) => metafield.namespace === 'rt-missing')).toEqual([]);
  });

  it("refuses the lower plan (403), an uninstalled store (403), another's store (404) and a write without CSRF (403)", async () => {
    const { server, browser } = await setUp(emulator);
    const id = products[0] ?? 0;
    const file = `resource_id,namespace,key,value\n${id},rt-gate,k,v\n`;

    const starterExport = await browser.request(
      'GET',
      `${base(`products/${id}`, 'starter')}/export`,
    );
    expect(starterExport.statusCode).toBe(403);
    expect(starterExport.json()).toMatchObject({ error: 'plan_required' });
    const starterImport = await browser.upload(`${base(`products/${id}`, 'starter')}/import`, [
      csvPart(file),
    ]);
    expect(starterImport.statusCode).toBe(403);
    expect(starterImport.json()).toMatchObject({ error: 'plan_required' });

    for (const url of [`${base(`products/${id}`, 'other')}/export`]) {
      const response = await browser.request('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'store_not_found',
        message: 'Unable to access store',
      });
    }
    const otherImport = await browser.upload(`${base(`products/${id}`, 'other')}/import`, [
      csvPart(file),
    ]);
    expect(otherImport.statusCode).toBe(404);

    const noCsrf = await browser.upload(`${base(`products/${id}`)}/import`, [csvPart(file)], false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ error: 'csrf' });

    // An API token sends no CSRF token: it imports.
    // API tokens work while the store's plan has API access.
    await server.stores.setPlan('demo', 'enterprise');
    const { token } = await server.apiTokens.create('demo', 'record import');
    const form = await multipart([csvPart(file)]);
    const byToken = await server.app.inject({
      method: 'POST',
      url: `${base(`products/${id}`)}/import`,
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(importAnswer.parse(byToken.json()).data.created).toBe(1);
    const written = (await metafieldsOf('product', id)).filter((m) => m.namespace === 'rt-gate');
    expect(written.map((metafield) => metafield.value)).toEqual(['v']);

    await server.stores.uninstall('demo');
    const inactiveExport = await browser.request('GET', `${base(`products/${id}`)}/export`);
    expect(inactiveExport.statusCode).toBe(403);
    expect(inactiveExport.json()).toMatchObject({ error: 'store_inactive' });
    const inactiveImport = await browser.upload(`${base(`products/${id}`)}/import`, [
      csvPart(file.replace(',v\n', ',changed\n')),
    ]);
    expect(inactiveImport.statusCode).toBe(403);
    expect(inactiveImport.json()).toMatchObject({ error: 'store_inactive' });
    const kept = (await metafieldsOf('product', id)).filter((m) => m.namespace === 'rt-gate');
    expect(kept.map((metafield) => metafield.value)).toEqual(['v']);
  });
});
