import { customObjectSchema, listMetaSchema } from '@metafields/core';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createObject,
  fieldsUrl,
  objectsUrl,
  otherStoreObject,
  setUp,
} from './testing/testSetup.js';

const listSchema = z.object({
  data: z.array(z.strictObject(customObjectSchema.shape)),
  meta: listMetaSchema,
});
const oneSchema = z.object({ data: z.strictObject(customObjectSchema.shape) });

describe('custom objects', () => {
  it('creates a resource with its key from the name; the id is at data.data.id', async () => {
    const { browser } = await setUp();
    const response = await browser.request('POST', objectsUrl(), { name: 'Café Recipe' });
    expect(response.statusCode).toBe(201);
    const { data } = oneSchema.parse(response.json());
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Café Recipe',
      plural_name: 'Café Recipe',
      slug: 'cafe-recipe',
      fields: [],
    });
  });

  it('lists with data and meta, paged, searched, up to 999 a page', async () => {
    const { browser } = await setUp();
    for (const name of ['Banana', 'Apple', 'Cherry']) await createObject(browser, name);
    const all = listSchema.parse(
      (await browser.request('GET', `${objectsUrl()}?per_page=999`)).json(),
    );
    expect(all.data.map((object) => object.name)).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(all.meta.pagination).toMatchObject({
      total: 3,
      count: 3,
      per_page: 999,
      total_pages: 1,
    });

    const second = listSchema.parse(
      (await browser.request('GET', `${objectsUrl()}?page=2&per_page=2`)).json(),
    );
    expect(second.data.map((object) => object.name)).toEqual(['Cherry']);
    expect(second.meta.pagination).toMatchObject({ current_page: 2, total_pages: 2 });

    const searched = listSchema.parse(
      (await browser.request('GET', `${objectsUrl()}?search=an`)).json(),
    );
    expect(searched.data.map((object) => object.name)).toEqual(['Banana']);

    // The list counts each resource's fields for the resources list's label.
    expect(all.data.map((object) => object.field_count)).toEqual([0, 0, 0]);
    const apple = all.data[0]!.id;
    for (const name of ['Colour', 'Weight']) {
      const field = { name, content_type: 'text' };
      expect((await browser.request('POST', fieldsUrl(apple), field)).statusCode).toBe(201);
    }
    const counted = listSchema.parse((await browser.request('GET', objectsUrl())).json());
    expect(counted.data.map((object) => [object.name, object.field_count])).toEqual([
      ['Apple', 2],
      ['Banana', 0],
      ['Cherry', 0],
    ]);

    const tooMany = await browser.request('GET', `${objectsUrl()}?per_page=1000`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('per_page');
  });

  it('reads one with its fields, updates the name but never the key, deletes it', async () => {
    const { browser } = await setUp();
    const id = await createObject(browser, 'Recipe');
    await browser.request('POST', fieldsUrl(id), { name: 'Title', content_type: 'text' });

    const read = oneSchema.parse((await browser.request('GET', `${objectsUrl()}/${id}`)).json());
    expect(read.data.fields?.map((field) => field.meta_key)).toEqual(['title']);

    const updated = await browser.request('PUT', `${objectsUrl()}/${id}`, {
      id,
      name: 'Dish',
      plural_name: 'Dishes',
      slug: 'dish',
    });
    expect(updated.statusCode).toBe(200);
    expect(oneSchema.parse(updated.json()).data).toMatchObject({
      name: 'Dish',
      plural_name: 'Dishes',
      slug: 'recipe',
    });

    // A rename with no plural keeps the plural of its own; one that followed the name follows.
    const renamed = await browser.request('PUT', `${objectsUrl()}/${id}`, { name: 'Plate' });
    expect(oneSchema.parse(renamed.json()).data).toMatchObject({
      name: 'Plate',
      plural_name: 'Dishes',
    });
    const plain = await createObject(browser, 'Menu');
    const menu = await browser.request('PUT', `${objectsUrl()}/${plain}`, { name: 'Card' });
    expect(oneSchema.parse(menu.json()).data).toMatchObject({ name: 'Card', plural_name: 'Card' });

    const removed = await browser.request('DELETE', `${objectsUrl()}/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await browser.request('GET', `${objectsUrl()}/${id}`)).statusCode).toBe(404);
    expect((await browser.request('GET', fieldsUrl(id))).statusCode).toBe(404);
  });

  it('refuses a missing name, unknown fields, a built-in or taken key, with the first message', async () => {
    const { browser } = await setUp();
    await createObject(browser, 'Recipe');
    const missing = await browser.request('POST', objectsUrl(), {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['This field is required'] });

    const unknown = await browser.request('POST', objectsUrl(), { name: 'A', colour: 'red' });
    expect(unknown.statusCode).toBe(422);

    const builtIn = await browser.request('POST', objectsUrl(), { name: 'Text' });
    expect(builtIn.statusCode).toBe(422);
    expect(Object.keys(builtIn.json().errors)).toEqual(['slug']);

    const taken = await browser.request('POST', objectsUrl(), { name: 'recipe!' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toHaveLength(1);

    const long = await browser.request('POST', objectsUrl(), { name: 'x'.repeat(256) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('name');
  });

  it('answers 403 with the plan message on the lower plan', async () => {
    const { browser } = await setUp();
    for (const [method, url] of [
      ['GET', objectsUrl('starter')],
      ['POST', objectsUrl('starter')],
      ['GET', `${objectsUrl('starter')}/1`],
    ] as const) {
      const response = await browser.request(
        method,
        url,
        method === 'POST' ? { name: 'A' } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'plan_required',
        message: 'Available on enterprise plan',
      });
    }
  });

  it("answers 404 for another store's resource and leaves it unchanged", async () => {
    const { server, browser } = await setUp();
    const { objectId, token } = await otherStoreObject(server);
    const url = `${objectsUrl()}/${objectId}`;
    expect((await browser.request('GET', url)).statusCode).toBe(404);
    expect((await browser.request('PUT', url, { name: 'Mine' })).statusCode).toBe(404);
    expect((await browser.request('DELETE', url)).statusCode).toBe(404);
    expect((await browser.request('GET', `${objectsUrl('other')}/${objectId}`)).statusCode).toBe(
      404,
    );
    const list = listSchema.parse((await browser.request('GET', objectsUrl())).json());
    expect(list.data).toEqual([]);

    const theirs = await bearer(server, 'GET', `${objectsUrl('other')}/${objectId}`, token);
    expect(oneSchema.parse(theirs.json()).data).toMatchObject({ name: 'Secret' });
    expect(oneSchema.parse(theirs.json()).data.fields).toHaveLength(1);
  });

  it('refuses writes without the CSRF token', async () => {
    const { browser } = await setUp();
    const id = await createObject(browser);
    const post = await browser.request('POST', objectsUrl(), { name: 'B' }, false);
    const put = await browser.request('PUT', `${objectsUrl()}/${id}`, { name: 'B' }, false);
    const del = await browser.request('DELETE', `${objectsUrl()}/${id}`, undefined, false);
    for (const response of [post, put, del]) expect(response.statusCode).toBe(403);
    const list = listSchema.parse((await browser.request('GET', objectsUrl())).json());
    expect(list.data.map((object) => object.name)).toEqual(['Recipe']);
  });

  it("works with the store's API token, and only for that store", async () => {
    const { server } = await setUp();
    const { token } = await server.apiTokens.create('ent', 'ci');
    const created = await bearer(server, 'POST', objectsUrl(), token, { name: 'Recipe' });
    expect(created.statusCode).toBe(201);
    const listed = await bearer(server, 'GET', objectsUrl(), token);
    expect(listSchema.parse(listed.json()).data).toHaveLength(1);
    expect((await bearer(server, 'GET', objectsUrl('other'), token)).statusCode).toBe(404);
    expect((await bearer(server, 'GET', objectsUrl(), 'mst_wrong')).statusCode).toBe(401);
  });
});
