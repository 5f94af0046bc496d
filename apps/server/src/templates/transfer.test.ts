import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import type { Browser } from '../testing/testServer.js';
import { multipart, type FormPart } from '../testing/multipart.js';
import { readCsv } from './csvFile.js';
import { MAX_TEMPLATE_FILE_BYTES } from './transferRoutes.js';
import { createTemplate, listSchema, order, setUp, templatesUrl } from './testing/testSetup.js';

const importUrl = (type = 'product', store = 'prem') =>
  `/api/stores/${store}/templates/import/${type}`;
const exportUrl = (type = 'product', store = 'prem') =>
  `/api/stores/${store}/templates/export/${type}`;

const csvFile = (text: string, filename = 'templates.csv', name = 'files'): FormPart => ({
  name,
  file: Buffer.from(text),
  filename,
});

const upload = (browser: Browser, parts: FormPart[], url = importUrl()) =>
  browser.upload(url, parts);

const importAnswer = z
  .object({
    data: z
      .object({
        data: z
          .object({
            created: z.number().int(),
            updated: z.number().int(),
            errors: z.record(z.string(), z.string()),
          })
          .strict(),
      })
      .strict(),
  })
  .strict();

const resultOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return importAnswer.parse(response.json()).data.data;
};

/** The type's templates without their ids: what an export and import should carry over. */
async function definitions(browser: Browser, type = 'product', store = 'prem') {
  const response = await browser.request('GET', `${templatesUrl(type, store)}?per_page=250`);
  expect(response.statusCode, response.body).toBe(200);
  return listSchema.parse(response.json()).templates.map(({ id: _id, ...rest }) => rest);
}

describe('template export and import', () => {
  it('exports a type in sort order and imports it into another store unchanged', async () => {
    const { server, browser } = await setUp();
    await server.addStore('copy');
    for (const store of ['prem', 'copy']) await server.stores.setPlan(store, 'enterprise');
    // A custom resource of the same slug in each store: the reference follows the slug.
    const chefIds: number[] = [];
    for (const store of ['copy', 'prem']) {
      const made = await browser.request('POST', `/api/stores/${store}/custom-objects`, {
        name: 'Chef',
      });
      expect(made.statusCode, made.body).toBe(201);
      chefIds.push((made.json() as { data: { id: number } }).data.id);
    }
    await createTemplate(browser, {
      name: 'Fabric, "main"',
      namespace: 'specs',
      meta_key: 'fabric',
      description: 'What it is\nmade of',
      content_type: 'text',
      options: { min: 2, max: 80 },
      use_on_storefront: false,
    });
    await createTemplate(browser, { name: 'Makers', meta_key: 'makers', content_type: 'brand' });
    await createTemplate(browser, {
      name: 'Size',
      meta_key: 'size',
      content_type: 'select',
      options: { select_options: [{ label: 'Small', value: 's' }] },
    });
    await createTemplate(browser, {
      name: 'Chef',
      meta_key: 'chef',
      content_type: 'chef',
      options: { entity_list_type: 'list' },
    });
    // Moved to the top, so the file's order is not the order of creation.
    const moved = await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    const move = await browser.request('PUT', `${templatesUrl()}/${moved.id}`, { sort_order: 1 });
    expect(move.statusCode, move.body).toBe(200);
    const original = await definitions(browser);

    const exported = await browser.request('POST', exportUrl('products'));
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="products-shared-fields-export.csv"',
    );
    const rows = readCsv(exported.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'name',
      'namespace',
      'key',
      'description',
      'content_type',
      'options',
      'use_on_storefront',
      'sort_order',
    ]);
    expect(rows.slice(1).map((row) => row[2])).toEqual([
      'care',
      'fabric',
      'makers',
      'size',
      'chef',
    ]);
    expect(rows[2]).toEqual([
      'Fabric, "main"',
      'specs',
      'fabric',
      'What it is\nmade of',
      'text',
      '{"min":2,"max":80}',
      'false',
      '2',
    ]);

    const imported = await upload(
      browser,
      [csvFile(exported.body, 'products-shared-fields-export.csv')],
      importUrl('product', 'copy'),
    );
    expect(resultOf(imported)).toEqual({ created: 5, updated: 0, errors: {} });
    const chefOfCopy = chefIds[0];
    expect(await definitions(browser, 'product', 'copy')).toEqual(
      original.map((template) =>
        template.meta_key === 'chef'
          ? { ...template, options: { entity_list_type: 'list', custom_object_id: chefOfCopy } }
          : template,
      ),
    );

    // The same file again changes nothing and counts every row as updated.
    const again = await upload(browser, [csvFile(exported.body)], importUrl('product', 'copy'));
    expect(resultOf(again)).toEqual({ created: 0, updated: 5, errors: {} });
    expect(await definitions(browser, 'product', 'copy')).toHaveLength(5);
  });
});

describe('template import: rows and files', () => {
  it('applies the good rows and reports each bad one by key, with its row', async () => {
    const { browser } = await setUp();
    await createTemplate(browser, { name: 'Old care', meta_key: 'care', description: 'old' });
    const file = [
      'name,content_type,key,description,colour,sort_order',
      'Care,text,care,,blue,',
      'Weight,decimal,,Grams,,',
      'Bad type,nope,,,,',
      ',text,nameless,,,',
      `Long,text,long,${'d'.repeat(256)},,`,
      'Weight again,decimal,weight,,,',
      'Zero,text,zero,,,0',
      '',
    ].join('\r\n');
    const result = resultOf(await upload(browser, [csvFile(file)]));
    expect(result).toEqual({
      created: 1,
      updated: 1,
      errors: {
        'row 1, colour': 'Row 1, column colour: The column colour is not known and was ignored.',
        'shared.bad-type':
          'Row 4, column content_type: content_type is not a known content type: nope.',
        'shared.nameless': 'Row 5, column name: name is required.',
        'shared.long': 'Row 6, column description: description must be at most 255 characters.',
        'shared.weight': 'Row 7: The row repeats row 3 and was skipped.',
        'shared.zero':
          'Row 8, column sort_order: sort_order must be a whole number greater than 0.',
      },
    });
    // The update replaces the template with the row: its description is gone, text limits set.
    expect(await definitions(browser)).toEqual([
      {
        name: 'Care',
        namespace: 'shared',
        meta_key: 'care',
        description: null,
        content_type: 'text',
        options: { min: 1, max: 255 },
        use_on_storefront: true,
        sort_order: 1,
      },
      {
        name: 'Weight',
        namespace: 'shared',
        meta_key: 'weight',
        description: 'Grams',
        content_type: 'decimal',
        options: {},
        use_on_storefront: true,
        sort_order: 2,
      },
    ]);
  });

  it('answers 422 for a file without a usable header, and saves nothing', async () => {
    const { browser } = await setUp();
    for (const [text, message] of <[string, string][]>[
      ['colour,size\r\nRed,S\r\n', 'Row 1, column name: The column name is missing.'],
      ['name\r\nCare\r\n', 'Row 1, column content_type: The column content_type is missing.'],
      ['', 'Row 1: The file has no header row.'],
      ['\r\n\r\nname,content_type\r\n', 'Row 1: The file has no header row.'],
    ]) {
      const response = await upload(browser, [csvFile(text)]);
      expect(response.statusCode, text).toBe(422);
      expect(response.json()).toEqual({
        error: 'invalid_input',
        message,
        errors: { files: [message] },
      });
    }
    expect(await order(browser)).toEqual([]);
  });

  it('takes the file in a field named file too, and a header-only file creates nothing', async () => {
    const { browser } = await setUp();
    const one = await upload(browser, [csvFile('name,content_type\nCare,text\n', 'a.CSV', 'file')]);
    expect(resultOf(one)).toEqual({ created: 1, updated: 0, errors: {} });
    const none = await upload(browser, [csvFile('\uFEFFname,content_type\r\n')]);
    expect(resultOf(none)).toEqual({ created: 0, updated: 0, errors: {} });
    expect(await order(browser)).toEqual([['care', 1]]);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { browser } = await setUp();
    const header = 'name,content_type\n';
    const big = header + 'x'.repeat(MAX_TEMPLATE_FILE_BYTES - header.length + 1);
    const response = await upload(browser, [csvFile(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'file_too_large',
      message: 'The file is larger than 5 MB.',
      errors: { files: ['The file is larger than 5 MB.'] },
    });
    expect(await order(browser)).toEqual([]);
    // A file of exactly the cap is read.
    const fits = header + `Care,text,${' '.repeat(MAX_TEMPLATE_FILE_BYTES - header.length - 11)}\n`;
    expect(Buffer.byteLength(fits)).toBe(MAX_TEMPLATE_FILE_BYTES);
    const read = await upload(browser, [csvFile(fits)]);
    expect(read.statusCode, read.body).toBe(200);
    expect(await order(browser)).toEqual([['care', 1]]);
  });

  it('refuses what is not one CSV file', async () => {
    const { browser } = await setUp();
    const notCsv =
      'The file must be a CSV file (comma-separated, UTF-8 text) or an Excel workbook (.xlsx).';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const cases: Array<[FormPart[], number, Record<string, unknown>]> = [
      [[csvFile('name,content_type\nCare,text\n', 'templates.txt')], 422, { files: [notCsv] }],
      [
        [csvFile('name,content_type\nCare,text\n', 'templates.xlsx')],
        422,
        { files: ['The file is not an Excel workbook (.xlsx): it could not be opened as one.'] },
      ],
      [[{ name: 'files', file: png, filename: 'image.csv' }], 422, { files: [notCsv] }],
      [
        [{ name: 'file', file: Buffer.from([0x6e, 0xff, 0xfe, 0x2c]), filename: 'latin.csv' }],
        422,
        { file: [notCsv] },
      ],
      [
        [{ name: 'importType', value: 'shared' }],
        422,
        { importType: ['This field is not recognised.'] },
      ],
      [
        [csvFile('name,content_type\n', 'a.csv', 'upload')],
        422,
        { upload: ['This field is not recognised.'] },
      ],
      [[], 422, { files: ['This field is required'] }],
    ];
    for (const [parts, status, errors] of cases) {
      const response = await upload(browser, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ error: 'invalid_input', errors });
    }

    const two = await upload(browser, [
      csvFile('name,content_type\n'),
      csvFile('name,content_type\n'),
    ]);
    expect(two.statusCode).toBe(413);
    expect(two.json()).toMatchObject({ error: 'too_many_parts' });

    const json = await browser.request('POST', importUrl(), { files: 'name,content_type' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await order(browser)).toEqual([]);
  });
});

describe('template export', () => {
  it('escapes cells a spreadsheet would run as formulas, and import restores them', async () => {
    const { server, browser } = await setUp();
    await createTemplate(browser, {
      name: '=HYPERLINK("http://x.example","go")',
      meta_key: 'link',
      description: '@SUM(1)',
    });
    await createTemplate(browser, { name: "'=already quoted", meta_key: 'quoted' });
    await createTemplate(browser, { name: 'Plain - dash', meta_key: 'plain', description: '+1' });
    const before = await definitions(browser);
    const exported = await browser.request('POST', exportUrl());
    expect(exported.statusCode).toBe(200);
    expect(exported.body.startsWith('\uFEFFname,namespace,key,')).toBe(true);
    const rows = readCsv(exported.body.replace(/^\uFEFF/, '')).slice(1);
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['\'=HYPERLINK("http://x.example","go")', "'@SUM(1)"],
      ["''=already quoted", ''],
      ['Plain - dash', "'+1"],
    ]);

    await server.addStore('copy');
    await server.stores.setPlan('copy', 'premium');
    const imported = await upload(browser, [csvFile(exported.body)], importUrl('product', 'copy'));
    expect(resultOf(imported)).toMatchObject({ created: 3 });
    expect(await definitions(browser, 'product', 'copy')).toEqual(before);
  });

  it('exports as an .xlsx workbook of plain strings, which imports into another store unchanged', async () => {
    const { server, browser } = await setUp();
    await createTemplate(browser, {
      name: '=HYPERLINK("http://x.example","go")',
      meta_key: 'link',
      description: 'Fish & chips',
    });
    const before = await definitions(browser);
    const exported = await browser.request('POST', `${exportUrl()}?format=xlsx`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="product-shared-fields-export.xlsx"',
    );
    // A workbook is a zip; the import below, which refuses any formula cell, reads it back.
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');

    await server.addStore('sheet');
    await server.stores.setPlan('sheet', 'premium');
    const imported = await upload(
      browser,
      [{ name: 'files', file: exported.rawPayload, filename: 'templates.xlsx' }],
      importUrl('product', 'sheet'),
    );
    expect(resultOf(imported)).toMatchObject({ created: 1 });
    expect(await definitions(browser, 'product', 'sheet')).toEqual(before);
  });

  it('exports only the header for a type without templates, and refuses a body', async () => {
    const { server, browser } = await setUp();
    await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    const empty = await browser.request('POST', exportUrl('order'));
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(
      '\uFEFFname,namespace,key,description,content_type,options,use_on_storefront,sort_order',
    );
    const withBody = await browser.request('POST', exportUrl(), { filter: 'x' });
    expect(withBody.statusCode).toBe(422);
    expect((await browser.request('POST', exportUrl(), {})).statusCode).toBe(200);
    const nullBody = await server.app.inject({
      method: 'POST',
      url: exportUrl(),
      headers: {
        cookie: browser.cookie,
        'x-csrf-token': browser.csrfToken,
        'content-type': 'application/json',
      },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(422);
  });
});

describe('template import and export: who may', () => {
  it('answers 404 for a type that is not one', async () => {
    const { browser } = await setUp();
    for (const type of ['widgets', 'Product', 'metafields']) {
      const exported = await browser.request('POST', exportUrl(type));
      expect(exported.statusCode).toBe(404);
      expect(exported.json()).toMatchObject({ error: 'not_found' });
      const imported = await upload(
        browser,
        [csvFile('name,content_type\nA,text\n')],
        importUrl(type),
      );
      expect(imported.statusCode).toBe(404);
    }
    expect(await order(browser)).toEqual([]);
  });

  it('needs shared metafields in the plan and an active store', async () => {
    const { server, browser } = await setUp();
    const file = csvFile('name,content_type\nCare,text\n');
    const plan = {
      error: 'plan_required',
      message: 'Upgrade to Premium to unlock shared metafields.',
    };
    const exported = await browser.request('POST', exportUrl('product', 'starter'));
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toMatchObject(plan);
    const imported = await upload(browser, [file], importUrl('product', 'starter'));
    expect(imported.statusCode).toBe(403);
    expect(imported.json()).toMatchObject(plan);

    await server.stores.uninstall('prem');
    expect((await browser.request('POST', exportUrl())).json()).toMatchObject({
      error: 'store_inactive',
    });
    const inactive = await upload(browser, [file]);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ error: 'store_inactive' });
    expect(await order(browser)).toEqual([]);
  });

  it("answers 404 for another store's hash, by session or by its token used elsewhere", async () => {
    const { server, browser } = await setUp();
    // API tokens work while the store's plan has API access.
    await server.stores.setPlan('other', 'enterprise');
    const { token } = await server.apiTokens.create('other', 'other-ci');
    const file = csvFile('name,content_type\nSecret,text\n');
    const seeded = await server.app.inject({
      method: 'POST',
      url: templatesUrl('product', 'other'),
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Theirs', meta_key: 'theirs' },
    });
    expect(seeded.statusCode).toBe(201);

    expect((await browser.request('POST', exportUrl('product', 'other'))).statusCode).toBe(404);
    expect((await upload(browser, [file], importUrl('product', 'other'))).statusCode).toBe(404);

    // The other store's token reaches its own templates, never ours.
    const { payload, contentType } = await multipart([file]);
    const withToken = (url: string) =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    expect((await withToken(importUrl('product', 'prem'))).statusCode).toBe(404);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: exportUrl(),
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(resultOf(await withToken(importUrl('product', 'other')))).toEqual({
      created: 1,
      updated: 0,
      errors: {},
    });
    const theirs = await server.app.inject({
      method: 'POST',
      url: exportUrl('product', 'other'),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      readCsv(theirs.body.replace(/^\uFEFF/, ''))
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Theirs', 'Secret']);
    expect(await order(browser)).toEqual([]);
  });

  it('refuses both without the CSRF token', async () => {
    const { server, browser } = await setUp();
    const { payload, contentType } = await multipart([csvFile('name,content_type\nA,text\n')]);
    const imported = await server.app.inject({
      method: 'POST',
      url: importUrl(),
      headers: { cookie: browser.cookie, 'content-type': contentType },
      payload,
    });
    expect(imported.statusCode).toBe(403);
    expect((await browser.request('POST', exportUrl(), undefined, false)).statusCode).toBe(403);
    expect(await order(browser)).toEqual([]);
  });
});

describe('template import after a delete', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it("restores a store's deleted templates from its export, in order", async () => {
    const { server, browser } = await setUp({ PLATFORM_URL: emulator.url });
    await server.addStore('demo', { accessToken: 'demo-token' });
    await server.stores.setPlan('demo', 'premium');
    const made = [];
    for (const [name, key] of [
      ['One', 'one'],
      ['Two', 'two'],
      ['=Three', 'three'],
    ] as const) {
      made.push(
        await createTemplate(
          browser,
          { name, meta_key: key, description: `${name}!` },
          'brand',
          'demo',
        ),
      );
    }
    const before = await definitions(browser, 'brand', 'demo');
    const exported = await browser.request('POST', exportUrl('brands', 'demo'));
    expect(exported.statusCode, exported.body).toBe(200);

    for (const template of made.slice(0, 2)) {
      const url = `${templatesUrl('brand', 'demo')}/${template.id}`;
      expect((await browser.request('DELETE', url)).statusCode).toBe(200);
    }
    expect((await definitions(browser, 'brand', 'demo')).map((t) => t.meta_key)).toEqual(['three']);

    const imported = await upload(browser, [csvFile(exported.body)], importUrl('brands', 'demo'));
    expect(resultOf(imported)).toEqual({ created: 2, updated: 1, errors: {} });
    expect(await definitions(browser, 'brand', 'demo')).toEqual(before);
  });
});
