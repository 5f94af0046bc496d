import { customObjectFieldSchema, listMetaSchema } from '@metafields/core';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import {
  bearer,
  createObject,
  fieldsUrl,
  objectsUrl,
  otherStoreObject,
  setUp,
} from './testing/testSetup.js';

const fieldSchema = z.strictObject(customObjectFieldSchema.shape);
const listSchema = z.object({ data: z.array(fieldSchema), meta: listMetaSchema });
const oneSchema = z.object({ data: fieldSchema });

async function addField(browser: Browser, objectId: number, body: object) {
  const response = await browser.request('POST', fieldsUrl(objectId), body);
  expect(response.statusCode, response.body).toBe(201);
  return oneSchema.parse(response.json()).data;
}

const names = async (browser: Browser, objectId: number) =>
  listSchema
    .parse((await browser.request('GET', fieldsUrl(objectId))).json())
    .data.map((field) => [field.name, field.sort_order]);

describe('custom object fields', () => {
  it('creates a text field with its key from the name and the default lengths', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const field = await addField(browser, objectId, {
      name: 'Prep Time',
      content_type: 'text',
      use_as_display_name: true,
    });
    expect(field).toEqual({
      id: expect.any(Number),
      custom_object_id: objectId,
      name: 'Prep Time',
      meta_key: 'prep-time',
      content_type: 'text',
      use_as_display_name: true,
      options: { min: 1, max: 255 },
      sort_order: 1,
    });
  });

  it('keeps only the options of the content type and fills select ids and single/list', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const number = await addField(browser, objectId, {
      name: 'Serves',
      content_type: 'integer',
      options: { min: '1', max: 12, url_type: 'relative' },
    });
    expect(number.options).toEqual({ min: 1, max: 12 });
    const select = await addField(browser, objectId, {
      name: 'Course',
      content_type: 'select',
      options: { select_options: [{ value: ' Main ' }, { value: 'Dessert' }] },
    });
    expect(select.options?.select_options).toEqual([
      { id: 1, value: 'Main' },
      { id: 2, value: 'Dessert' },
    ]);
    const product = await addField(browser, objectId, { name: 'Product', content_type: 'product' });
    expect(product.options).toEqual({ entity_list_type: 'single' });
  });

  it('makes a field of another resource slug a reference to it', async () => {
    const { browser } = await setUp();
    const chefId = await createObject(browser, 'Chef');
    const objectId = await createObject(browser, 'Recipe');
    const field = await addField(browser, objectId, {
      name: 'Chefs',
      content_type: 'chef',
      options: { entity_list_type: 'list' },
    });
    expect(field.options).toEqual({ entity_list_type: 'list', custom_object_id: chefId });
    const displayName = await browser.request('POST', fieldsUrl(objectId), {
      name: 'Chef',
      content_type: 'chef',
      use_as_display_name: true,
    });
    expect(displayName.json().errors).toEqual({
      use_as_display_name: ['Only a text field can be used as the display name.'],
    });
  });

  it('answers 422 with only the first message per field', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const minAboveMax = await browser.request('POST', fieldsUrl(objectId), {
      name: 'Serves',
      content_type: 'integer',
      options: { min: 10, max: 2 },
    });
    expect(minAboveMax.statusCode).toBe(422);
    expect(minAboveMax.json().errors).toEqual({
      'options.min': ['The minimum must not be greater than the maximum.'],
    });

    const notWhole = await browser.request('POST', fieldsUrl(objectId), {
      name: 'Serves',
      content_type: 'integer',
      options: { min: 1.5, max: 'many' },
    });
    expect(notWhole.json().errors).toEqual({
      'options.min': ['Enter a whole number.'],
      'options.max': ['Enter a number.'],
    });

    const noName = await browser.request('POST', fieldsUrl(objectId), { content_type: 'text' });
    expect(noName.json().errors).toEqual({ name: ['This field is required'] });

    const empty = await browser.request('POST', fieldsUrl(objectId), {
      name: 'Course',
      content_type: 'select',
      options: { select_options: [{ value: 'a' }, { value: ' ' }, { value: 'a' }] },
    });
    expect(empty.json().errors).toEqual({
      'options.select_options.1': ['Enter a value for this option.'],
      'options.select_options.2': ['This option is already in the list.'],
    });

    const unknown = await browser.request('POST', fieldsUrl(objectId), {
      name: 'A',
      content_type: 'nope',
      options: { colour: 'red' },
    });
    expect(unknown.statusCode).toBe(422);
    for (const messages of Object.values(unknown.json().errors as Record<string, string[]>)) {
      expect(messages).toHaveLength(1);
    }
    const badType = await browser.request('POST', fieldsUrl(objectId), {
      name: 'A',
      content_type: 'nope',
    });
    expect(badType.json().errors).toEqual({
      content_type: ['Choose one of the content types offered.'],
    });
    expect(await names(browser, objectId)).toEqual([]);
  });

  it('refuses a key another field of the resource has, and the reserved key id', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const first = await addField(browser, objectId, { name: 'Title', content_type: 'text' });
    const clash = await browser.request('POST', fieldsUrl(objectId), {
      name: 'Title',
      content_type: 'json',
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({
      meta_key: ['Another field of this resource already uses this key.'],
    });
    const reserved = await browser.request('POST', fieldsUrl(objectId), {
      name: 'ID',
      content_type: 'integer',
    });
    expect(Object.keys(reserved.json().errors)).toEqual(['meta_key']);
    // A field keeps its own key when it is saved again.
    const again = await browser.request('PUT', `${fieldsUrl(objectId)}/${first.id}`, {
      ...first,
      name: 'Title',
    });
    expect(again.statusCode).toBe(200);
  });

  it('reads, updates, deletes one field; lists paged and searched by sort order', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const a = await addField(browser, objectId, { name: 'Alpha', content_type: 'text' });
    await addField(browser, objectId, { name: 'Beta', content_type: 'boolean' });
    await addField(browser, objectId, { name: 'Gamma', content_type: 'color' });

    const read = await browser.request('GET', `${fieldsUrl(objectId)}/${a.id}`);
    expect(oneSchema.parse(read.json()).data).toEqual(a);

    const updated = await browser.request('PUT', `${fieldsUrl(objectId)}/${a.id}`, {
      name: 'Alpha',
      content_type: 'url',
      options: { url_type: 'relative' },
    });
    expect(oneSchema.parse(updated.json()).data).toMatchObject({
      content_type: 'url',
      options: { url_type: 'relative' },
    });

    const page = listSchema.parse(
      (await browser.request('GET', `${fieldsUrl(objectId)}?page=2&per_page=2`)).json(),
    );
    expect(page.data.map((field) => field.name)).toEqual(['Gamma']);
    expect(page.meta.pagination).toMatchObject({ total: 3, count: 1, current_page: 2 });
    const searched = listSchema.parse(
      (await browser.request('GET', `${fieldsUrl(objectId)}?search=et`)).json(),
    );
    expect(searched.data.map((field) => field.name)).toEqual(['Beta']);

    expect((await browser.request('DELETE', `${fieldsUrl(objectId)}/${a.id}`)).statusCode).toBe(
      204,
    );
    expect(await names(browser, objectId)).toEqual([
      ['Beta', 1],
      ['Gamma', 2],
    ]);
    expect((await browser.request('GET', `${fieldsUrl(objectId)}/${a.id}`)).statusCode).toBe(404);
  });

  it('reorders with PUT or POST naming the new sort_order, and the order persists', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const [a, b, c] = [
      await addField(browser, objectId, { name: 'A', content_type: 'text' }),
      await addField(browser, objectId, { name: 'B', content_type: 'text' }),
      await addField(browser, objectId, { name: 'C', content_type: 'text' }),
    ];
    const put = await browser.request('PUT', `${fieldsUrl(objectId)}/${c.id}`, {
      ...c,
      sort_order: 1,
    });
    expect(put.statusCode).toBe(200);
    expect(await names(browser, objectId)).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    const post = await browser.request('POST', fieldsUrl(objectId), { ...a, sort_order: 3 });
    expect(post.statusCode).toBe(200);
    expect(await names(browser, objectId)).toEqual([
      ['C', 1],
      ['B', 2],
      ['A', 3],
    ]);
    expect(b.sort_order).toBe(2);
  });

  it('answers 403 on the lower plan', async () => {
    const { browser } = await setUp();
    const response = await browser.request('GET', fieldsUrl(1, 'starter'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Available on enterprise plan');
  });

  it("answers 404 for another store's resource or field and changes nothing", async () => {
    const { server, browser } = await setUp();
    const { objectId, fieldId, token } = await otherStoreObject(server);
    const mine = await createObject(browser);
    const body = { name: 'Hacked', content_type: 'text' };
    const attempts = [
      await browser.request('GET', fieldsUrl(objectId)),
      await browser.request('POST', fieldsUrl(objectId), body),
      await browser.request('GET', `${fieldsUrl(objectId)}/${fieldId}`),
      await browser.request('PUT', `${fieldsUrl(objectId)}/${fieldId}`, body),
      await browser.request('DELETE', `${fieldsUrl(objectId)}/${fieldId}`),
      // Their field through my resource: the field is looked up in my resource only.
      await browser.request('GET', `${fieldsUrl(mine)}/${fieldId}`),
      await browser.request('PUT', `${fieldsUrl(mine)}/${fieldId}`, body),
      await browser.request('POST', fieldsUrl(mine), { ...body, id: fieldId }),
      await browser.request('DELETE', `${fieldsUrl(mine)}/${fieldId}`),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(404);
    const theirs = await bearer(server, 'GET', fieldsUrl(objectId, 'other'), token);
    expect(listSchema.parse(theirs.json()).data.map((field) => field.name)).toEqual(['Code']);
    expect(await names(browser, mine)).toEqual([]);
  });

  it('refuses writes without the CSRF token', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const field = await addField(browser, objectId, { name: 'A', content_type: 'text' });
    const body = { name: 'B', content_type: 'text' };
    const attempts = [
      await browser.request('POST', fieldsUrl(objectId), body, false),
      await browser.request('PUT', `${fieldsUrl(objectId)}/${field.id}`, body, false),
      await browser.request('DELETE', `${fieldsUrl(objectId)}/${field.id}`, undefined, false),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(403);
    expect(await names(browser, objectId)).toEqual([['A', 1]]);
  });

  it("works with the store's API token", async () => {
    const { server, browser } = await setUp();
    const objectId = await createObject(browser);
    const { token } = await server.apiTokens.create('ent', 'ci');
    const created = await bearer(server, 'POST', fieldsUrl(objectId), token, {
      name: 'A',
      content_type: 'text',
    });
    expect(created.statusCode).toBe(201);
    const listed = await bearer(server, 'GET', fieldsUrl(objectId), token);
    expect(listSchema.parse(listed.json()).data).toHaveLength(1);
    expect((await bearer(server, 'GET', `${objectsUrl()}/${objectId}`, token)).statusCode).toBe(
      200,
    );
  });
});

describe('bad input', () => {
  it('answers 4xx with field errors, never a 500, for malformed bodies and queries', async () => {
    const { browser } = await setUp();
    const objectId = await createObject(browser);
    const bodies: unknown[] = [
      [],
      'text',
      { name: 5, content_type: true },
      { name: 'A', content_type: 'text', options: 'x' },
      { name: 'A', content_type: 'text', sort_order: -1 },
      { name: 'A', content_type: 'text', permission_set: 'root' },
      { name: 'x'.repeat(300), content_type: 'text' },
      { name: 'A', content_type: 'select', options: { select_options: [{ value: 3 }] } },
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', fieldsUrl(objectId)],
        ['POST', objectsUrl()],
        ['PUT', `${objectsUrl()}/${objectId}`],
      ] as const) {
        const response = await browser.request(method, url, body);
        expect(
          response.statusCode,
          `${method} ${url} ${JSON.stringify(body)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    for (const query of ['page=0', 'per_page=abc', 'colour=red']) {
      const response = await browser.request('GET', `${fieldsUrl(objectId)}?${query}`);
      expect(response.statusCode).toBe(422);
    }
    expect((await browser.request('GET', `${objectsUrl()}/abc`)).statusCode).toBe(404);
  });
});
