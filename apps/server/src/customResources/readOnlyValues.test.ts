import { describe, expect, it } from 'vitest';
import type { Browser } from '../testing/testServer.js';
import { bearer, createObject, setUp } from './testing/testSetup.js';
import {
  addField,
  addValue,
  fieldErrors,
  oneValueSchema,
  valuesUrl,
} from './testing/valueTestSetup.js';

const readOnly = { code: ['This field is read-only.'] };

/** A Part resource: a name anyone may write and a code only API tokens may set. */
async function part(browser: Browser) {
  const objectId = await createObject(browser, 'Part');
  await addField(browser, objectId, { name: 'Name', content_type: 'text' });
  await addField(browser, objectId, { name: 'Code', content_type: 'text', permission_set: 'read' });
  return objectId;
}

describe('read-only fields of custom resource values', () => {
  it('refuses a signed-in person who sets one on create, keyed by its meta_key', async () => {
    const { browser } = await setUp();
    const objectId = await part(browser);
    const response = await browser.request('POST', valuesUrl(objectId), {
      name: 'Bolt',
      code: 'B-1',
    });
    expect(fieldErrors(response)).toEqual(readOnly);
    const list = await browser.request('GET', valuesUrl(objectId));
    expect((list.json() as { data: unknown[] }).data).toEqual([]);

    // Leaving it out, or sending it empty, sets nothing.
    expect(await addValue(browser, objectId, { name: 'Bolt', code: null })).toMatchObject({
      name: 'Bolt',
      code: null,
    });
  });

  it('lets an API token write it, and a person send it back unchanged but not change it', async () => {
    const { server, browser } = await setUp();
    const objectId = await part(browser);
    const { token } = await server.apiTokens.create('ent', 'erp');
    const created = await bearer(server, 'POST', valuesUrl(objectId), token, {
      name: 'Bolt',
      code: 'B-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const value = oneValueSchema.parse(created.json()).data;
    expect(value).toMatchObject({ name: 'Bolt', code: 'B-1' });
    const url = `${valuesUrl(objectId)}/${value.id}`;

    // The form sends every field back: the read-only one unchanged is fine.
    const kept = await browser.request('PUT', url, { id: value.id, name: 'Nut', code: 'B-1' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(oneValueSchema.parse(kept.json()).data).toMatchObject({ name: 'Nut', code: 'B-1' });

    for (const code of ['B-2', null]) {
      const changed = await browser.request('PUT', url, { name: 'Washer', code });
      expect(fieldErrors(changed)).toEqual(readOnly);
    }
    const read = oneValueSchema.parse((await browser.request('GET', url)).json()).data;
    expect(read).toMatchObject({ name: 'Nut', code: 'B-1' });

    const byToken = await bearer(server, 'PUT', url, token, { code: 'B-2' });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(oneValueSchema.parse(byToken.json()).data).toMatchObject({ code: 'B-2' });
  });

  it('reports the read-only field with the others at once', async () => {
    const { browser } = await setUp();
    const objectId = await part(browser);
    const response = await browser.request('POST', valuesUrl(objectId), { name: 5, code: 'B-1' });
    expect(fieldErrors(response)).toEqual({ name: ['Enter text.'], ...readOnly });
  });
});
