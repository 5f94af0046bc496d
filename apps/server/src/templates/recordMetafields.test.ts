import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import {
  errorAnswer,
  formAnswer,
  metafieldAnswer,
  metafieldsAnswer,
  platformOf,
  recordUrl,
  setUpWithPlatform,
  withToken,
} from './testing/recordTestSetup.js';
import { createTemplate } from './testing/testSetup.js';

const products = 'catalog/products';
const forbiddenEdit = 'You are not authorized to edit this metafield';

describe("a record's template metafields, on the platform", () => {
  let emulator: Emulator;
  let platform: ReturnType<typeof platformOf>;
  let productIds: number[];

  beforeAll(async () => {
    emulator = await startEmulator();
    platform = platformOf(emulator);
    productIds = await platform.ids(`${products}?limit=3`);
    expect(productIds).toHaveLength(3);
  });
  afterAll(async () => {
    await emulator.close();
  });

  const first = () => productIds[0] ?? 0;
  const second = () => productIds[1] ?? 0;

  it('creates, reads, updates and deletes, each written on the platform', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    const care = await createTemplate(
      browser,
      { name: 'Care', namespace: 'rm-crud', meta_key: 'care', content_type: 'text' },
      'product',
      'demo',
    );
    const size = await createTemplate(
      browser,
      { name: 'Size', namespace: 'rm-crud', meta_key: 'size', content_type: 'integer' },
      'product',
      'demo',
    );
    const url = recordUrl('products', first());

    const empty = formAnswer.parse((await browser.request('GET', url)).json()).data;
    expect(empty.map((row) => [row.template.id, row.metafield])).toEqual([
      [care.id, null],
      [size.id, null],
    ]);

    const created = await browser.request('POST', url, {
      namespace: 'rm-crud',
      key: 'care',
      value: 'Hand wash',
      permission_set: 'write',
    });
    expect(created.statusCode, created.body).toBe(201);
    const metafield = metafieldAnswer.parse(created.json()).data;
    expect(metafield).toMatchObject({
      namespace: 'rm-crud',
      key: 'care',
      value: 'Hand wash',
      permission_set: 'write',
      resource_id: first(),
    });
    // Without a permission set, the template's: on the storefront by default.
    const sized = await browser.request('POST', url, {
      namespace: 'rm-crud',
      key: 'size',
      value: '4',
    });
    expect(metafieldAnswer.parse(sized.json()).data.permission_set).toBe('write_and_sf_access');

    const form = formAnswer.parse((await browser.request('GET', url)).json()).data;
    expect(form.map((row) => row.metafield?.value)).toEqual(['Hand wash', '4']);

    const put = await browser.request('PUT', `${url}/${metafield.id}`, { value: 'Dry clean' });
    expect(put.statusCode, put.body).toBe(200);
    expect(metafieldAnswer.parse(put.json()).data).toMatchObject({
      id: metafield.id,
      value: 'Dry clean',
    });
    const viaPost = await browser.request('POST', `${url}/${metafield.id}`, { value: 'Iron low' });
    expect(viaPost.statusCode, viaPost.body).toBe(200);
    const onPlatform = await platform.metafields(products, 'rm-crud');
    expect(onPlatform.find((row) => row.id === metafield.id)?.value).toBe('Iron low');

    // The delete body, when sent, must be this metafield.
    const wrongBody = await browser.request('DELETE', `${url}/${metafield.id}`, {
      id: metafield.id,
      namespace: 'rm-crud',
      key: 'size',
      value: 'Iron low',
      permission_set: 'write',
    });
    expect(errorAnswer.parse(wrongBody.json()).errors).toHaveProperty('key');
    const gone = await browser.request('DELETE', `${url}/${metafield.id}`, {
      id: metafield.id,
      namespace: 'rm-crud',
      key: 'care',
      value: 'Iron low',
      permission_set: 'write',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(metafieldAnswer.parse(gone.json()).data.id).toBe(metafield.id);
    const left = await platform.metafields(products, 'rm-crud');
    expect(left.map((row) => row.key)).toEqual(['size']);
    expect((await browser.request('DELETE', `${url}/${metafield.id}`)).statusCode).toBe(404);
  });

  it('checks values against the template and writes nothing wrong', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    const template = (meta_key: string, content_type: string, options?: object) =>
      createTemplate(
        browser,
        {
          name: meta_key,
          namespace: 'rm-valid',
          meta_key,
          content_type,
          ...(options && { options }),
        },
        'product',
        'demo',
      );
    await template('count', 'integer', { min: 1, max: 10 });
    await template('finish', 'select', {
      select_options: [
        { id: 1, value: 'matte' },
        { id: 2, value: 'gloss' },
      ],
    });
    await template('related', 'product', { entity_list_type: 'list' });
    await template('label', 'text', { min: 2, max: 5 });
    const url = recordUrl('product', first());
    const post = (body: object) => browser.request('POST', url, body);
    const errorsOf = async (body: object) => {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(422);
      return errorAnswer.parse(response.json()).errors;
    };

    expect(await errorsOf({ namespace: 'rm-valid', key: 'count', value: 'many' })).toEqual({
      value: ['Enter a whole number.'],
    });
    expect(await errorsOf({ namespace: 'rm-valid', key: 'count', value: '11' })).toEqual({
      value: ['Enter 10 or less.'],
    });
    expect(await errorsOf({ namespace: 'rm-valid', key: 'count', value: '' })).toEqual({
      value: ['This field is required'],
    });
    expect(await errorsOf({ namespace: 'rm-valid', key: 'count', value: 3 })).toHaveProperty(
      'value',
    );
    expect(await errorsOf({ namespace: 'rm-valid', key: 'finish', value: 'satin' })).toEqual({
      value: ['Choose one of the options offered.'],
    });
    expect(await errorsOf({ namespace: 'rm-valid', key: 'label', value: 'x' })).toEqual({
      value: ['Use at least 2 characters'],
    });
    expect(
      await errorsOf({ namespace: 'rm-valid', key: 'related', value: '[{"id":987654321}]' }),
    ).toEqual({ value: ['The chosen product no longer exists.'] });
    expect(await errorsOf({ namespace: 'rm-valid', key: 'nothing', value: 'a' })).toEqual({
      key: ['There is no shared metafield with this namespace and key.'],
    });
    expect(
      await errorsOf({ namespace: 'rm-valid', key: 'count', value: '3', extra: true }),
    ).toBeDefined();
    expect(await platform.metafields(products, 'rm-valid')).toEqual([]);

    // Lists go as JSON text, and come back as sent.
    const related = JSON.stringify([{ id: second() }]);
    for (const [key, value] of [
      ['count', '3'],
      ['finish', 'gloss'],
      ['related', related],
      ['label', 'ab'],
    ] as const) {
      const response = await post({ namespace: 'rm-valid', key, value });
      expect(response.statusCode, response.body).toBe(201);
    }
    const saved = await platform.metafields(products, 'rm-valid');
    expect(saved.map((row) => [row.key, row.value])).toEqual([
      ['count', '3'],
      ['finish', 'gloss'],
      ['related', related],
      ['label', 'ab'],
    ]);

    // An update is checked the same way.
    const count = saved[0];
    if (!count) throw new Error('no count metafield');
    const put = await browser.request('PUT', `${url}/${count.id}`, { value: '0' });
    expect(errorAnswer.parse(put.json()).errors).toEqual({ value: ['Enter 1 or more.'] });
    expect((await platform.metafields(products, 'rm-valid'))[0]?.value).toBe('3');
  });

  it('answers 409 for a second metafield of the same template on the record', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'Fit', namespace: 'rm-clash', meta_key: 'fit' },
      'product',
      'demo',
    );
    const body = { namespace: 'rm-clash', key: 'fit', value: 'Slim' };
    expect((await browser.request('POST', recordUrl('product', first()), body)).statusCode).toBe(
      201,
    );
    const again = await browser.request('POST', recordUrl('product', first()), body);
    expect(again.statusCode).toBe(409);
    expect(errorAnswer.parse(again.json()).message).toBe(
      'A metafield with the same Namespace and Key already exists.',
    );
    // Another record takes its own.
    expect((await browser.request('POST', recordUrl('product', second()), body)).statusCode).toBe(
      201,
    );
    expect(await platform.metafields(products, 'rm-clash')).toHaveLength(2);
  });

  it("answers 404 for a missing record and for another record's or a custom metafield", async () => {
    const { browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'Tag', namespace: 'rm-own', meta_key: 'tag' },
      'product',
      'demo',
    );
    const missing = await browser.request('GET', recordUrl('product', 987654321));
    expect(missing.statusCode).toBe(404);
    expect(errorAnswer.parse(missing.json()).message).toBe('Product not found');
    const missingBrand = await browser.request('GET', recordUrl('brands', 987654321));
    expect(errorAnswer.parse(missingBrand.json()).message).toBe('Brand not found');
    expect((await browser.request('GET', recordUrl('product', 'abc'))).statusCode).toBe(404);
    const post = await browser.request('POST', recordUrl('product', 987654321), {
      namespace: 'rm-own',
      key: 'tag',
      value: 'x',
    });
    expect(post.statusCode).toBe(404);

    const theirs = await platform.add(products, {
      resource_id: second(),
      namespace: 'rm-own',
      key: 'tag',
      value: 'theirs',
    });
    const custom = await platform.add(products, {
      resource_id: first(),
      namespace: 'rm-own',
      key: 'custom',
      value: 'mine',
    });
    for (const id of [theirs.id, custom.id, 987654321]) {
      const url = `${recordUrl('product', first())}/${id}`;
      expect((await browser.request('PUT', url, { value: 'changed' })).statusCode).toBe(404);
      expect((await browser.request('DELETE', url)).statusCode).toBe(404);
    }
    const sync = await browser.request('PUT', recordUrl('product', first()), [
      {
        id: theirs.id,
        namespace: 'rm-own',
        meta_key: 'tag',
        value: 'changed',
        permission_set: 'write',
      },
    ]);
    expect(sync.statusCode).toBe(404);
    const values = (await platform.metafields(products, 'rm-own')).map((row) => row.value);
    expect(values.sort()).toEqual(['mine', 'theirs']);
  });

  it('refuses to write a metafield whose permission set lacks write', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'Code', namespace: 'rm-perm', meta_key: 'code' },
      'product',
      'demo',
    );
    const locked = await platform.add(products, {
      resource_id: first(),
      namespace: 'rm-perm',
      key: 'code',
      value: 'A1',
      permission_set: 'read',
    });
    const url = `${recordUrl('product', first())}/${locked.id}`;
    const put = await browser.request('PUT', url, { value: 'B2' });
    expect(put.statusCode).toBe(403);
    expect(errorAnswer.parse(put.json()).message).toBe(forbiddenEdit);
    const removed = await browser.request('DELETE', url);
    expect(removed.statusCode).toBe(403);
    expect(errorAnswer.parse(removed.json()).message).toBe(
      "You do not have permission to delete metafield 'rm-perm: code'",
    );
    expect((await platform.metafields(products, 'rm-perm'))[0]?.value).toBe('A1');
  });

  it('writes a read-only template only with an API token', async () => {
    const { server, browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'Sku', namespace: 'rm-ro', meta_key: 'erp', options: { is_read_only: true } },
      'product',
      'demo',
    );
    const url = recordUrl('product', first());
    const body = { namespace: 'rm-ro', key: 'erp', value: 'E-1' };
    const bySession = await browser.request('POST', url, body);
    expect(bySession.statusCode).toBe(403);
    expect(errorAnswer.parse(bySession.json()).error).toBe('read_only');
    expect(await platform.metafields(products, 'rm-ro')).toEqual([]);

    // API tokens work while the store's plan has API access.
    await server.stores.setPlan('demo', 'enterprise');
    const { token } = await server.apiTokens.create('demo', 'erp');
    const byToken = await withToken(server, token, 'POST', url, body);
    expect(byToken.statusCode, byToken.body).toBe(201);
    const made = metafieldAnswer.parse(byToken.json()).data;

    const one = `${url}/${made.id}`;
    expect((await browser.request('PUT', one, { value: 'E-2' })).statusCode).toBe(403);
    expect((await browser.request('DELETE', one)).statusCode).toBe(403);
    const syncBySession = await browser.request('PUT', url, [
      { id: made.id, namespace: 'rm-ro', meta_key: 'erp', value: 'E-2', permission_set: 'write' },
    ]);
    expect(syncBySession.statusCode).toBe(403);
    expect((await platform.metafields(products, 'rm-ro'))[0]?.value).toBe('E-1');

    expect((await withToken(server, token, 'PUT', one, { value: 'E-3' })).statusCode).toBe(200);
    expect((await platform.metafields(products, 'rm-ro'))[0]?.value).toBe('E-3');
    expect((await withToken(server, token, 'DELETE', one)).statusCode).toBe(200);
    expect(await platform.metafields(products, 'rm-ro')).toEqual([]);
  });

  it('syncs with one list to write and one to delete, all or nothing', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'A', namespace: 'rm-sync', meta_key: 'a' },
      'product',
      'demo',
    );
    await createTemplate(
      browser,
      { name: 'B', namespace: 'rm-sync', meta_key: 'b', content_type: 'integer' },
      'product',
      'demo',
    );
    const url = recordUrl('product', first());
    const made = [];
    for (const [key, value] of [
      ['a', 'one'],
      ['b', '1'],
    ]) {
      const response = await browser.request('POST', url, { namespace: 'rm-sync', key, value });
      made.push(metafieldAnswer.parse(response.json()).data);
    }
    const [a, b] = made;
    if (!a || !b) throw new Error('metafields not made');
    const item = (metafield: typeof a, value: string) => ({
      id: metafield.id,
      namespace: metafield.namespace,
      meta_key: metafield.key,
      value,
      permission_set: metafield.permission_set,
    });

    const bad = await browser.request('PUT', url, [item(a, 'two'), item(b, 'two')]);
    expect(bad.statusCode).toBe(422);
    expect(errorAnswer.parse(bad.json()).errors).toEqual({ '1.value': ['Enter a whole number.'] });
    const wrongKey = await browser.request('PUT', url, [{ ...item(a, 'two'), meta_key: 'b' }]);
    expect(errorAnswer.parse(wrongKey.json()).errors).toHaveProperty(['0.meta_key']);
    let values = (await platform.metafields(products, 'rm-sync')).map((row) => row.value);
    expect(values).toEqual(['one', '1']);

    const put = await browser.request('PUT', url, [item(a, 'two'), item(b, '2')]);
    expect(put.statusCode, put.body).toBe(200);
    expect(metafieldsAnswer.parse(put.json()).data.map((row) => row.value)).toEqual(['two', '2']);
    values = (await platform.metafields(products, 'rm-sync')).map((row) => row.value);
    expect(values).toEqual(['two', '2']);

    const { value: _value, ...withoutValue } = item(a, '');
    const withValue = await browser.request('DELETE', url, [item(a, 'two')]);
    expect(withValue.statusCode).toBe(422);
    const removed = await browser.request('DELETE', url, [withoutValue]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(metafieldsAnswer.parse(removed.json()).data.map((row) => row.id)).toEqual([a.id]);
    expect((await platform.metafields(products, 'rm-sync')).map((row) => row.key)).toEqual(['b']);
    expect((await browser.request('DELETE', url, [])).statusCode).toBe(422);
  });

  it('writes rich-text and HTML values to the platform sanitised, by every write', async () => {
    const { browser } = await setUpWithPlatform(emulator);
    for (const [key, contentType] of [
      ['notes', 'rich_text'],
      ['page', 'html'],
    ]) {
      await createTemplate(
        browser,
        { name: key, namespace: 'rm-markup', meta_key: key, content_type: contentType },
        'product',
        'demo',
      );
    }
    const url = recordUrl('product', second());
    const attack =
      '<p onclick="steal()">Hi<script>steal()</script></p><a href="javascript:x()">a</a>';
    const clean = '<p>Hi</p><a>a</a>';
    const stored = async () =>
      (await platform.metafields(products, 'rm-markup'))
        .filter((row) => row.resource_id === second())
        .map((row) => [row.key, row.value]);

    const made = [];
    for (const key of ['notes', 'page']) {
      const response = await browser.request('POST', url, {
        namespace: 'rm-markup',
        key,
        value: attack,
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(metafieldAnswer.parse(response.json()).data);
    }
    expect(await stored()).toEqual([
      ['notes', clean],
      ['page', clean],
    ]);
    const [notes, page] = made;
    if (!notes || !page) throw new Error('metafields not made');

    const updated = await browser.request('PUT', `${url}/${notes.id}`, {
      value: `<b>B</b>${attack}`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const synced = await browser.request('PUT', url, [
      {
        id: page.id,
        namespace: 'rm-markup',
        meta_key: 'page',
        value: `<i>I</i>${attack}`,
        permission_set: page.permission_set,
      },
    ]);
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await stored()).toEqual([
      ['notes', `<b>B</b>${clean}`],
      ['page', `<i>I</i>${clean}`],
    ]);
  });

  it("works on a variant by the variant's own id", async () => {
    const { browser } = await setUpWithPlatform(emulator);
    const [variantId] = await platform.ids('catalog/variants?limit=1');
    if (variantId === undefined) throw new Error('no variant seeded');
    await createTemplate(
      browser,
      { name: 'Shade', namespace: 'rm-variant', meta_key: 'shade' },
      'variant',
      'demo',
    );
    const url = recordUrl('variants', variantId);
    const created = await browser.request('POST', url, {
      namespace: 'rm-variant',
      key: 'shade',
      value: 'Navy',
    });
    expect(created.statusCode, created.body).toBe(201);
    const metafield = metafieldAnswer.parse(created.json()).data;
    const onPlatform = await platform.metafields('catalog/variants', 'rm-variant');
    expect(onPlatform.map((row) => [row.resource_id, row.value])).toEqual([[variantId, 'Navy']]);
    const put = await browser.request('PUT', `${url}/${metafield.id}`, { value: 'Teal' });
    expect(put.statusCode, put.body).toBe(200);
    const form = formAnswer.parse((await browser.request('GET', url)).json()).data;
    expect(form.map((row) => row.metafield?.value)).toEqual(['Teal']);
    const missing = await browser.request('GET', recordUrl('variant', 987654321));
    expect(errorAnswer.parse(missing.json()).message).toBe('Variant not found');
  });

  it("gates on the plan and answers 404 for another store's hash", async () => {
    const { browser } = await setUpWithPlatform(emulator);
    const body = { namespace: 'rm-gate', key: 'x', value: 'y' };
    const starterWrite = await browser.request('POST', recordUrl('product', 1, 'starter'), body);
    expect(starterWrite.statusCode).toBe(403);
    expect(errorAnswer.parse(starterWrite.json())).toMatchObject({
      error: 'plan_required',
      message: 'Upgrade to Premium to unlock shared metafields.',
    });
    const starterRead = await browser.request('GET', recordUrl('product', 1, 'starter'));
    expect(starterRead.statusCode).toBe(403);

    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const response = await browser.request(
        method,
        recordUrl('product', first(), 'other'),
        method === 'GET' ? undefined : body,
      );
      expect(response.statusCode).toBe(404);
      expect(errorAnswer.parse(response.json()).error).toBe('store_not_found');
    }
    expect(await platform.metafields(products, 'rm-gate')).toEqual([]);
  });
});
