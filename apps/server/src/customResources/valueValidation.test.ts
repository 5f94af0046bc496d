import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import { bearer, createObject, otherStoreObject, setUp } from './testing/testSetup.js';
import {
  addField,
  addValue,
  fieldErrors,
  listValues,
  valuesUrl,
} from './testing/valueTestSetup.js';

/** A resource with one field; answers the resource id and the field's key. */
async function oneField(browser: Browser, field: object) {
  const objectId = await createObject(browser, 'Thing');
  const key = await addField(browser, objectId, { name: 'Value', ...field });
  return { objectId, key };
}

/** Posts `{key: raw}` and answers the first message of that field, or the saved value. */
async function attempt(browser: Browser, objectId: number, key: string, raw: unknown) {
  const response = await browser.request('POST', valuesUrl(objectId), { [key]: raw });
  if (response.statusCode === 201) return { saved: (response.json() as { data: object }).data };
  return { error: fieldErrors(response)[key]?.[0] };
}

const saved = (key: string, value: unknown) => ({
  saved: { id: expect.any(Number), [key]: value },
});

describe('custom resource value rules (422 keyed by meta_key)', () => {
  it('text: lengths from the field, core defaults 1–255, text only', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, {
      content_type: 'text',
      options: { min: 3, max: 5 },
    });
    expect(await attempt(browser, objectId, key, 'ab')).toEqual({
      error: 'Use at least 3 characters',
    });
    expect(await attempt(browser, objectId, key, 'abcdef')).toEqual({
      error: 'Use at most 5 characters',
    });
    expect(await attempt(browser, objectId, key, 12)).toEqual({ error: 'Enter text.' });
    expect(await attempt(browser, objectId, key, 'abcd')).toEqual(saved(key, 'abcd'));
    const plain = await addField(browser, objectId, { name: 'Plain', content_type: 'text' });
    expect(await attempt(browser, objectId, plain, 'x'.repeat(256))).toEqual({
      error: 'Use at most 255 characters',
    });
    // Empty text clears the field rather than failing the minimum.
    expect(await attempt(browser, objectId, plain, '')).toEqual({
      saved: { id: expect.any(Number), [key]: null, [plain]: null },
    });
  });

  it('rich text and HTML: kept sanitised, since storefronts and partner apps show them raw', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'rich_text' });
    const html = await addField(browser, objectId, { name: 'Page', content_type: 'html' });
    const response = await browser.request('POST', valuesUrl(objectId), {
      [key]: '<p onclick="steal()">Wash <strong>cold</strong><script>steal()</script></p>',
      [html]:
        '<table><tbody><tr><td>1</td></tr></tbody></table><img src="x" onerror="steal()">' +
        '<a href="javascript:steal()">link</a>',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: number } }>().data;
    const stored = {
      [key]: '<p>Wash <strong>cold</strong></p>',
      [html]: '<table><tbody><tr><td>1</td></tr></tbody></table><img src="x"><a>link</a>',
    };
    expect(response.json()).toEqual({ data: { id, ...stored } });
    const read = await browser.request('GET', `${valuesUrl(objectId)}/${id}`);
    expect(read.json()).toEqual({ data: { id, ...stored } });
    expect(await attempt(browser, objectId, key, 12)).toEqual({ error: 'Enter text.' });
  });

  it('numbers: integer and decimal, as numbers or text, within min and max', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, {
      content_type: 'integer',
      options: { min: 1, max: 12 },
    });
    expect(await attempt(browser, objectId, key, 2.5)).toEqual({ error: 'Enter a whole number.' });
    expect(await attempt(browser, objectId, key, 'four')).toEqual({
      error: 'Enter a whole number.',
    });
    expect(await attempt(browser, objectId, key, 0)).toEqual({ error: 'Enter 1 or more.' });
    expect(await attempt(browser, objectId, key, '13')).toEqual({ error: 'Enter 12 or less.' });
    expect(await attempt(browser, objectId, key, '12')).toEqual(saved(key, 12));
    const price = await addField(browser, objectId, {
      name: 'Price',
      content_type: 'decimal',
      options: { max: 9.99 },
    });
    const body = (raw: unknown) => browser.request('POST', valuesUrl(objectId), { [price]: raw });
    expect(fieldErrors(await body('1,5'))[price]).toEqual(['Enter a number.']);
    expect(fieldErrors(await body(10))[price]).toEqual(['Enter 9.99 or less.']);
    expect((await body('9.5')).json()).toMatchObject({ data: { [price]: 9.5 } });
  });

  it('url: absolute or relative as the field says (core messages)', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'url' });
    expect(await attempt(browser, objectId, key, '/about')).toEqual({
      error: 'Enter a full URL starting with http:// or https://',
    });
    expect(await attempt(browser, objectId, key, 'https://example.com/a')).toEqual(
      saved(key, 'https://example.com/a'),
    );
    const path = await addField(browser, objectId, {
      name: 'Path',
      content_type: 'url',
      options: { url_type: 'relative' },
    });
    const response = await browser.request('POST', valuesUrl(objectId), { [path]: '//evil.com' });
    expect(fieldErrors(response)[path]).toEqual(['Enter a relative URL starting with /']);
  });

  it('select: values among the options, one unless multiselect', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, {
      content_type: 'select',
      options: { select_options: [{ value: 'Main' }, { value: 'Dessert' }] },
    });
    expect(await attempt(browser, objectId, key, 'Starter')).toEqual({
      error: 'Choose one of the options offered.',
    });
    expect(await attempt(browser, objectId, key, [{ id: 2, value: 'Main' }])).toEqual({
      error: 'Choose one of the options offered.',
    });
    expect(await attempt(browser, objectId, key, ['Main', 'Dessert'])).toEqual({
      error: 'Choose only one.',
    });
    expect(await attempt(browser, objectId, key, 'Main')).toEqual(saved(key, 'Main'));
    expect(await attempt(browser, objectId, key, [{ id: 2, value: 'Dessert', _key: 'x' }])).toEqual(
      saved(key, [{ id: 2, value: 'Dessert' }]),
    );
  });

  it("boolean: the strings 'true' and 'false' (a JSON boolean is stored as one)", async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'boolean' });
    expect(await attempt(browser, objectId, key, 'yes')).toEqual({
      error: "Choose 'true' or 'false'.",
    });
    expect(await attempt(browser, objectId, key, 1)).toEqual({
      error: "Choose 'true' or 'false'.",
    });
    expect(await attempt(browser, objectId, key, 'false')).toEqual(saved(key, 'false'));
    expect(await attempt(browser, objectId, key, true)).toEqual(saved(key, 'true'));
  });

  it('color: a hex color', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'color' });
    expect(await attempt(browser, objectId, key, 'red')).toEqual({
      error: 'Enter a color such as #1a2b3c.',
    });
    expect(await attempt(browser, objectId, key, '#12345')).toEqual({
      error: 'Enter a color such as #1a2b3c.',
    });
    expect(await attempt(browser, objectId, key, '#1A2b3c')).toEqual(saved(key, '#1A2b3c'));
  });

  it('date and datetime: real days in ISO form, within the field’s dates', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, {
      content_type: 'date',
      options: { min: '2026-01-01', max: '2026-12-31' },
    });
    expect(await attempt(browser, objectId, key, '2026-02-30')).toEqual({
      error: 'Enter a date as YYYY-MM-DD.',
    });
    expect(await attempt(browser, objectId, key, '01/02/2026')).toEqual({
      error: 'Enter a date as YYYY-MM-DD.',
    });
    expect(await attempt(browser, objectId, key, '2025-12-31')).toEqual({
      error: 'Enter 2026-01-01 or later.',
    });
    expect(await attempt(browser, objectId, key, '2027-01-01')).toEqual({
      error: 'Enter 2026-12-31 or earlier.',
    });
    expect(await attempt(browser, objectId, key, '2026-12-31')).toEqual(saved(key, '2026-12-31'));
    const at = await addField(browser, objectId, {
      name: 'At',
      content_type: 'datetime',
      options: { max: '2026-06-30' },
    });
    const post = (raw: string) => browser.request('POST', valuesUrl(objectId), { [at]: raw });
    expect(fieldErrors(await post('2026-06-01'))[at]).toEqual([
      'Enter a date and time such as 2026-01-31T09:30:00Z.',
    ]);
    expect(fieldErrors(await post('2026-07-01T00:00:00Z'))[at]).toEqual([
      'Enter 2026-06-30 or earlier.',
    ]);
    expect((await post('2026-06-30T23:59:00+02:00')).statusCode).toBe(201);
  });

  it('json: text that parses', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'json' });
    expect(await attempt(browser, objectId, key, '{"a":')).toEqual({ error: 'Enter valid JSON.' });
    expect(await attempt(browser, objectId, key, 5)).toEqual({ error: 'Enter valid JSON.' });
    expect(await attempt(browser, objectId, key, '{"a":1}')).toEqual(saved(key, '{"a":1}'));
  });

  it('files: file objects, one for a single field', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'file' });
    const file = { id: 7, url: 'https://cdn.example/a.png', name: 'a.png', extension: 'png' };
    expect(await attempt(browser, objectId, key, 'a.png')).toEqual({ error: 'Choose a file.' });
    expect(await attempt(browser, objectId, key, [{ id: 7 }])).toEqual({ error: 'Choose a file.' });
    expect(await attempt(browser, objectId, key, [file, { ...file, id: 8 }])).toEqual({
      error: 'Choose only one.',
    });
    expect(await attempt(browser, objectId, key, [file])).toEqual(saved(key, [file]));
    // Storefronts put the address in href and src as it is: only http(s) is taken.
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>']) {
      expect(await attempt(browser, objectId, key, [{ ...file, url }])).toEqual({
        error: 'Enter a file address that starts with http:// or https://.',
      });
    }
  });

  it('platform references: ids of products and the like, single or list', async () => {
    const { browser } = await setUp();
    const { objectId, key } = await oneField(browser, { content_type: 'product' });
    expect(await attempt(browser, objectId, key, [{ id: 'abc' }])).toEqual({
      error: 'Choose an item by its id.',
    });
    expect(await attempt(browser, objectId, key, [{ id: -1 }])).toEqual({
      error: 'Choose an item by its id.',
    });
    expect(await attempt(browser, objectId, key, [{ id: 1 }, { id: 2 }])).toEqual({
      error: 'Choose only one.',
    });
    expect(await attempt(browser, objectId, key, { id: 77, name: 'Shirt' })).toEqual(
      saved(key, [{ id: 77 }]),
    );
    const brands = await addField(browser, objectId, {
      name: 'Brands',
      content_type: 'brand',
      options: { entity_list_type: 'list' },
    });
    const response = await browser.request('POST', valuesUrl(objectId), {
      [brands]: [{ id: 1 }, 2, '3', { id: 1 }],
    });
    expect(response.json()).toMatchObject({
      data: { [brands]: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    });
  });

  it('custom resource references: values of the referenced resource in this store', async () => {
    const { server, browser } = await setUp();
    const chefs = await createObject(browser, 'Chef');
    await addField(browser, chefs, { name: 'Name', content_type: 'text' });
    const chef = await addValue(browser, chefs, { name: 'Ana' });
    const recipes = await createObject(browser, 'Recipe');
    await addField(browser, recipes, { name: 'Title', content_type: 'text' });
    const recipe = await addValue(browser, recipes, { title: 'Soup' });
    const key = await addField(browser, recipes, {
      name: 'Chefs',
      content_type: 'chef',
      options: { entity_list_type: 'list' },
    });
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
    const theirId = (theirValue.json() as { data: { id: number } }).data.id;

    const missing = 'The chosen Chef no longer exists.';
    expect(await attempt(browser, recipes, key, [{ id: 999 }])).toEqual({ error: missing });
    // A value of this store's other resource, or another store's, is not a chef.
    expect(await attempt(browser, recipes, key, [{ id: recipe.id }])).toEqual({ error: missing });
    expect(await attempt(browser, recipes, key, [{ id: theirId }])).toEqual({ error: missing });
    const ok = await attempt(browser, recipes, key, [{ id: chef.id }]);
    expect(ok).toEqual({
      saved: { id: expect.any(Number), title: null, [key]: [{ id: chef.id }] },
    });
    expect((await listValues(browser, recipes)).data).toHaveLength(2);
  });
});
