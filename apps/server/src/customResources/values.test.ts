import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import { bearer, createObject, otherStoreObject, setUp } from './testing/testSetup.js';
import {
  addField,
  addValue,
  errorSchema,
  fieldErrors,
  listValues,
  oneValueSchema,
  valuesUrl,
} from './testing/valueTestSetup.js';

/** A Recipe resource with a display-name title, a servings count and a note. */
async function recipe(browser: Browser, name = 'Recipe') {
  const objectId = await createObject(browser, name);
  await addField(browser, objectId, {
    name: 'Title',
    content_type: 'text',
    use_as_display_name: true,
  });
  await addField(browser, objectId, { name: 'Serves', content_type: 'integer' });
  await addField(browser, objectId, { name: 'Note', content_type: 'text' });
  return objectId;
}

describe('custom resource values', () => {
  it('creates, reads, updates and deletes a value with every field in the answer', async () => {
    const { browser } = await setUp();
    const objectId = await recipe(browser);
    const created = await addValue(browser, objectId, { title: 'Soup', serves: '4' });
    expect(created).toEqual({ id: expect.any(Number), title: 'Soup', serves: 4, note: null });

    const url = `${valuesUrl(objectId)}/${created.id}`;
    const read = await browser.request('GET', url);
    expect(oneValueSchema.parse(read.json()).data).toEqual(created);

    // A property left out keeps its value; null clears one.
    const updated = await browser.request('PUT', url, { id: created.id, serves: 6, note: 'Hot' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(oneValueSchema.parse(updated.json()).data).toEqual({
      id: created.id,
      title: 'Soup',
      serves: 6,
      note: 'Hot',
    });
    await browser.request('PUT', url, { note: null });
    expect(oneValueSchema.parse((await browser.request('GET', url)).json()).data.note).toBeNull();

    expect((await browser.request('PUT', url, { id: created.id + 1 })).statusCode).toBe(422);
    expect((await browser.request('POST', valuesUrl(objectId), { id: 5 })).statusCode).toBe(422);

    expect((await browser.request('DELETE', url)).statusCode).toBe(204);
    expect((await browser.request('GET', url)).statusCode).toBe(404);
    expect((await browser.request('DELETE', url)).statusCode).toBe(404);
    expect((await browser.request('GET', `${valuesUrl(objectId)}/abc`)).statusCode).toBe(404);
  });

  it('refuses keys that are not fields of the resource, keyed by the key', async () => {
    const { browser } = await setUp();
    const objectId = await recipe(browser);
    const response = await browser.request('POST', valuesUrl(objectId), {
      title: 'Soup',
      colour: 'red',
    });
    expect(fieldErrors(response)).toEqual({
      colour: ['This resource has no field with this key.'],
    });
    const notObject = await browser.request('POST', valuesUrl(objectId), ['title']);
    expect(notObject.statusCode).toBe(422);
    expect((await listValues(browser, objectId)).data).toEqual([]);
  });

  it('lists with data and meta, searched over the display name and text fields, paged', async () => {
    const { browser } = await setUp();
    const objectId = await recipe(browser);
    const soup = await addValue(browser, objectId, { title: 'Tomato soup', serves: 2 });
    const pie = await addValue(browser, objectId, { title: 'Apple pie', note: 'Serve with soup' });
    await addValue(browser, objectId, { title: 'Bread', serves: 40 });

    const all = await listValues(browser, objectId);
    expect(all.data.map((value) => value.title)).toEqual(['Tomato soup', 'Apple pie', 'Bread']);
    expect(all.meta.pagination).toMatchObject({ total: 3, count: 3, per_page: 50 });

    const found = await listValues(browser, objectId, '?search_term=SOUP');
    expect(found.data.map((value) => value.id)).toEqual([soup.id, pie.id]);
    // Numbers are not text fields: 40 finds nothing but the value whose id is 40, if any.
    expect((await listValues(browser, objectId, '?search_term=40')).data).toEqual([]);
    const byId = await listValues(browser, objectId, `?search_term=${pie.id}`);
    expect(byId.data.map((value) => value.id)).toEqual([pie.id]);
    // LIKE wildcards are taken literally.
    expect((await listValues(browser, objectId, '?search_term=%25')).data).toEqual([]);

    const second = await listValues(browser, objectId, '?page=2&per_page=2');
    expect(second.data.map((value) => value.title)).toEqual(['Bread']);
    expect(second.meta.pagination).toMatchObject({
      total: 3,
      count: 1,
      current_page: 2,
      total_pages: 2,
    });
    expect((await listValues(browser, objectId, '?per_page=999')).data).toHaveLength(3);
    const tooMany = await browser.request('GET', `${valuesUrl(objectId)}?per_page=1000`);
    expect(tooMany.statusCode).toBe(422);
    const unknown = await browser.request('GET', `${valuesUrl(objectId)}?sort=title`);
    expect(unknown.statusCode).toBe(422);
  });

  it('looks values up by id:in, comma-separated or repeated', async () => {
    const { browser } = await setUp();
    const objectId = await recipe(browser);
    const ids = [];
    for (const title of ['A', 'B', 'C'])
      ids.push((await addValue(browser, objectId, { title })).id);
    const [a, , c] = ids as [number, number, number];
    const comma = await listValues(browser, objectId, `?id:in=${a},${c}&per_page=999`);
    expect(comma.data.map((value) => value.title)).toEqual(['A', 'C']);
    expect(comma.meta.pagination.total).toBe(2);
    const repeated = await listValues(browser, objectId, `?id%3Ain=${c}&id%3Ain=${a}`);
    expect(repeated.data.map((value) => value.title)).toEqual(['A', 'C']);
    expect((await listValues(browser, objectId, '?id:in=999999')).data).toEqual([]);
    const bad = await browser.request('GET', `${valuesUrl(objectId)}?id:in=1,x`);
    expect(bad.statusCode).toBe(422);
  });

  it("bulk deletes only this resource's values of this store", async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const otherObject = await recipe(browser, 'Menu');
    const keep = await addValue(browser, objectId, { title: 'Keep' });
    const gone1 = await addValue(browser, objectId, { title: 'Gone 1' });
    const gone2 = await addValue(browser, objectId, { title: 'Gone 2' });
    const sibling = await addValue(browser, otherObject, { title: 'Sibling' });
    const theirs = await otherStoreObject(server);
    const theirValue = await bearer(
      server,
      'POST',
      valuesUrl(theirs.objectId, 'other'),
      theirs.token,
      {
        code: 'X',
      },
    );
    const theirId = oneValueSchema.parse(theirValue.json()).data.id;

    const response = await browser.request('DELETE', valuesUrl(objectId), {
      'id:in': [gone1.id, gone2.id, sibling.id, theirId],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await listValues(browser, objectId)).data.map((value) => value.id)).toEqual([keep.id]);
    expect((await listValues(browser, otherObject)).data.map((value) => value.id)).toEqual([
      sibling.id,
    ]);
    const still = await bearer(
      server,
      'GET',
      `${valuesUrl(theirs.objectId, 'other')}/${theirId}`,
      theirs.token,
    );
    expect(still.statusCode).toBe(200);

    const empty = await browser.request('DELETE', valuesUrl(objectId), { 'id:in': [] });
    expect(fieldErrors(empty)).toEqual({ 'id:in': ['Choose at least one item.'] });
    expect(
      (await browser.request('DELETE', valuesUrl(objectId), { ids: [keep.id] })).statusCode,
    ).toBe(422);
    expect((await listValues(browser, objectId)).data).toHaveLength(1);
  });

  it('answers 403 on a plan without custom objects', async () => {
    const { browser } = await setUp();
    for (const [method, url] of [
      ['GET', valuesUrl(1, 'starter')],
      ['POST', valuesUrl(1, 'starter')],
      ['GET', `${valuesUrl(1, 'starter')}/1`],
      ['DELETE', valuesUrl(1, 'starter')],
    ] as const) {
      const response = await browser.request(
        method,
        url,
        method === 'GET' ? undefined : { 'id:in': [1] },
      );
      expect(response.statusCode).toBe(403);
      expect(errorSchema.parse(response.json()).error).toBe('plan_required');
    }
  });

  it("answers 404 for another store's resource or value and changes nothing", async () => {
    const { server, browser } = await setUp();
    const theirs = await otherStoreObject(server);
    const theirUrl = valuesUrl(theirs.objectId, 'other');
    const created = await bearer(server, 'POST', theirUrl, theirs.token, { code: 'Secret' });
    expect(created.statusCode, created.body).toBe(201);
    const theirId = oneValueSchema.parse(created.json()).data.id;
    const mine = await recipe(browser);

    const attempts = [
      browser.request('GET', theirUrl),
      browser.request('GET', valuesUrl(theirs.objectId)),
      browser.request('POST', valuesUrl(theirs.objectId), { code: 'Mine' }),
      browser.request('GET', `${valuesUrl(theirs.objectId)}/${theirId}`),
      browser.request('GET', `${valuesUrl(mine)}/${theirId}`),
      browser.request('PUT', `${valuesUrl(mine)}/${theirId}`, { title: 'Mine' }),
      browser.request('PUT', `${valuesUrl(theirs.objectId)}/${theirId}`, { code: 'Mine' }),
      browser.request('DELETE', `${valuesUrl(mine)}/${theirId}`),
      browser.request('DELETE', valuesUrl(theirs.objectId), { 'id:in': [theirId] }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);

    const list = await bearer(server, 'GET', theirUrl, theirs.token);
    expect(list.json()).toMatchObject({ data: [{ id: theirId, code: 'Secret' }] });
  });

  it('refuses writes without the CSRF token', async () => {
    const { browser } = await setUp();
    const objectId = await recipe(browser);
    const value = await addValue(browser, objectId, { title: 'Soup' });
    const url = `${valuesUrl(objectId)}/${value.id}`;
    const attempts = [
      await browser.request('POST', valuesUrl(objectId), { title: 'Pie' }, false),
      await browser.request('PUT', url, { title: 'Pie' }, false),
      await browser.request('DELETE', url, undefined, false),
      await browser.request('DELETE', valuesUrl(objectId), { 'id:in': [value.id] }, false),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(403);
    expect((await listValues(browser, objectId)).data).toEqual([value]);
  });

  it("works with the store's API token, and only for that store", async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    const { token } = await server.apiTokens.create('ent', 'ci');
    const created = await bearer(server, 'POST', valuesUrl(objectId), token, { title: 'Soup' });
    expect(created.statusCode, created.body).toBe(201);
    const id = oneValueSchema.parse(created.json()).data.id;
    const updated = await bearer(server, 'PUT', `${valuesUrl(objectId)}/${id}`, token, {
      serves: 3,
    });
    expect(oneValueSchema.parse(updated.json()).data).toMatchObject({ title: 'Soup', serves: 3 });
    const listed = await bearer(server, 'GET', valuesUrl(objectId), token);
    expect(listed.json()).toMatchObject({ data: [{ id, title: 'Soup' }] });
    expect((await bearer(server, 'GET', valuesUrl(objectId, 'other'), token)).statusCode).toBe(404);
    expect((await bearer(server, 'GET', valuesUrl(objectId), 'mst_wrong')).statusCode).toBe(401);
    const removed = await bearer(server, 'DELETE', valuesUrl(objectId), token, { 'id:in': [id] });
    expect(removed.statusCode).toBe(204);
    expect((await listValues(browser, objectId)).data).toEqual([]);
  });

  it('removes the values with their resource', async () => {
    const { server, browser } = await setUp();
    const objectId = await recipe(browser);
    await addValue(browser, objectId, { title: 'Soup' });
    const removed = await browser.request('DELETE', `/api/stores/ent/custom-objects/${objectId}`);
    expect(removed.statusCode).toBe(204);
    expect((await browser.request('GET', valuesUrl(objectId))).statusCode).toBe(404);
    // None left behind: SQLite would hand the freed id to the next resource, values and all.
    const { rows } = await sql<{ count: number }>`
      SELECT count(*) AS count FROM custom_object_values WHERE custom_object_id = ${objectId}`.execute(
      server.database.queries,
    );
    expect(rows[0]?.count).toBe(0);
  });
});
