import { describe, expect, it } from 'vitest';
import {
  createTemplate,
  listSchema,
  oneSchema,
  order,
  setUp,
  templatesUrl,
} from './testing/testSetup.js';

describe('shared metafield templates', () => {
  it('creates with the defaults and the next sort order, and reads it back', async () => {
    const { browser } = await setUp();
    const first = await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Care',
      namespace: 'shared',
      meta_key: 'care',
      description: null,
      content_type: 'rich_text',
      options: {},
      use_on_storefront: true,
      sort_order: 1,
    });
    const text = await createTemplate(browser, {
      name: 'Fabric',
      namespace: 'specs',
      meta_key: 'fabric',
      description: 'What it is made of',
      content_type: 'text',
      use_on_storefront: false,
    });
    expect(text).toMatchObject({ sort_order: 2, options: { min: 1, max: 255 } });
    const brand = await createTemplate(browser, {
      name: 'Maker',
      meta_key: 'maker',
      content_type: 'brand',
    });
    expect(brand.options).toEqual({ entity_list_type: 'single' });

    const read = await browser.request('GET', `${templatesUrl()}/${text.id}`);
    expect(read.statusCode).toBe(200);
    expect(oneSchema.parse(read.json()).data).toEqual(text);
  });

  it('lists { templates, meta: { total } } in sort order, paged and searched', async () => {
    const { browser } = await setUp();
    for (const key of ['alpha', 'beta', 'gamma']) {
      await createTemplate(browser, { name: `Name ${key}`, meta_key: key });
    }
    await createTemplate(browser, { name: 'Other ns', namespace: 'beta-space', meta_key: 'x' });
    await createTemplate(browser, { name: 'Brand one', meta_key: 'alpha' }, 'brand');

    const page2 = await browser.request('GET', `${templatesUrl()}?page=2&per_page=2`);
    expect(page2.statusCode).toBe(200);
    const body = listSchema.parse(page2.json());
    expect(body.meta).toEqual({ total: 4 });
    expect(body.templates.map((t) => t.meta_key)).toEqual(['gamma', 'x']);

    // search_term covers name, namespace and key.
    const search = async (term: string) =>
      listSchema
        .parse((await browser.request('GET', `${templatesUrl()}?search_term=${term}`)).json())
        .templates.map((t) => t.meta_key);
    expect(await search('beta')).toEqual(['beta', 'x']);
    expect(await search('Name%20g')).toEqual(['gamma']);
    expect(await search('nothing')).toEqual([]);

    // Types are apart; the plural names the same type.
    const brands = await browser.request('GET', templatesUrl('brands'));
    expect(listSchema.parse(brands.json())).toMatchObject({ meta: { total: 1 } });
    expect((await browser.request('GET', templatesUrl('widget'))).statusCode).toBe(404);
    const tooMany = await browser.request('GET', `${templatesUrl()}?per_page=251`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ errors: { per_page: [expect.any(String)] } });
  });

  it('updates with PUT and with POST to the id, keeping what is not sent', async () => {
    const { browser } = await setUp();
    const made = await createTemplate(browser, {
      name: 'Care',
      meta_key: 'care',
      content_type: 'text',
      description: 'How to wash it',
    });
    const put = await browser.request('PUT', `${templatesUrl()}/${made.id}`, {
      ...made,
      name: 'Care guide',
      options: { min: 2, max: 100 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(oneSchema.parse(put.json()).data).toEqual({
      ...made,
      name: 'Care guide',
      options: { min: 2, max: 100 },
    });

    const post = await browser.request('POST', `${templatesUrl()}/${made.id}`, {
      use_on_storefront: false,
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(oneSchema.parse(post.json()).data).toMatchObject({
      name: 'Care guide',
      description: 'How to wash it',
      use_on_storefront: false,
    });
    const read = await browser.request('GET', `${templatesUrl()}/${made.id}`);
    expect(oneSchema.parse(read.json()).data.use_on_storefront).toBe(false);
  });

  it('answers 422 with the first message of each field', async () => {
    const { browser } = await setUp();
    const response = await browser.request('POST', templatesUrl(), {
      name: '',
      namespace: 'n'.repeat(65),
      description: 'd'.repeat(256),
      content_type: 'spaceship',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    expect(errors).toEqual({
      name: ['This field is required'],
      namespace: [expect.stringContaining('64')],
      meta_key: ['This field is required'],
      description: [expect.stringContaining('255')],
    });
    const unknownType = await browser.request('POST', templatesUrl(), {
      name: 'A',
      meta_key: 'a',
      content_type: 'spaceship',
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json()).toMatchObject({ errors: { content_type: [expect.any(String)] } });
    const made = await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    const emptied = await browser.request('PUT', `${templatesUrl()}/${made.id}`, { name: '' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json()).toMatchObject({ errors: { name: ['This field is required'] } });
    // Names past the spec's limit are refused on create and on update, field by field.
    const longName = await browser.request('POST', templatesUrl(), {
      name: 'N'.repeat(5000),
      meta_key: 'k'.repeat(65),
    });
    expect(longName.statusCode).toBe(422);
    expect(longName.json()).toMatchObject({
      errors: { name: [expect.stringContaining('255')], meta_key: [expect.stringContaining('64')] },
    });
    const renamed = await browser.request('PUT', `${templatesUrl()}/${made.id}`, {
      name: 'N'.repeat(256),
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({ errors: { name: [expect.stringContaining('255')] } });
    const atLimit = await browser.request('PUT', `${templatesUrl()}/${made.id}`, {
      name: 'N'.repeat(255),
    });
    expect(atLimit.statusCode).toBe(200);
    const notAnObject = await browser.request('PUT', `${templatesUrl()}/${made.id}`, [1, 2]);
    expect(notAnObject.statusCode).toBe(422);
    expect(await order(browser)).toEqual([['care', 1]]);
  });

  it('refuses a namespace and key another template of the type holds', async () => {
    const { browser } = await setUp();
    await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    const second = await createTemplate(browser, { name: 'Size', meta_key: 'size' });
    const conflict = 'A metafield with the same Namespace and Key already exists.';
    const again = await browser.request('POST', templatesUrl(), { name: 'X', meta_key: 'care' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: conflict, errors: { meta_key: [conflict] } });
    const moved = await browser.request('PUT', `${templatesUrl()}/${second.id}`, {
      meta_key: 'care',
    });
    expect(moved.statusCode).toBe(409);
    // Another namespace, another type, or the template's own key are fine.
    await createTemplate(browser, { name: 'X', namespace: 'other', meta_key: 'care' });
    await createTemplate(browser, { name: 'X', meta_key: 'care' }, 'order');
    const own = await browser.request('PUT', `${templatesUrl()}/${second.id}`, {
      meta_key: 'size',
      name: 'Size!',
    });
    expect(own.statusCode).toBe(200);
  });

  it('reorders through PUT or POST with sort_order, renumbering the others', async () => {
    const { browser } = await setUp();
    const ids: number[] = [];
    for (const key of ['a', 'b', 'c', 'd']) {
      ids.push((await createTemplate(browser, { name: key, meta_key: key })).id);
    }
    // Row d dragged to the top of page 1 (core's sortOrderAfterMove: 0 + 1 + 0).
    const put = await browser.request('PUT', `${templatesUrl()}/${ids[3]}`, { sort_order: 1 });
    expect(put.statusCode, put.body).toBe(200);
    expect(await order(browser)).toEqual([
      ['d', 1],
      ['a', 2],
      ['b', 3],
      ['c', 4],
    ]);
    const post = await browser.request('POST', templatesUrl(), { id: ids[3], sort_order: 3 });
    expect(post.statusCode, post.body).toBe(200);
    expect(await order(browser)).toEqual([
      ['a', 1],
      ['b', 2],
      ['d', 3],
      ['c', 4],
    ]);
    const past = await browser.request('PUT', `${templatesUrl()}/${ids[0]}`, { sort_order: 99 });
    expect(oneSchema.parse(past.json()).data.sort_order).toBe(4);
  });

  it('reorders several rows with a list, all or nothing', async () => {
    const { browser } = await setUp();
    const ids: number[] = [];
    for (const key of ['a', 'b', 'c']) {
      ids.push((await createTemplate(browser, { name: key, meta_key: key })).id);
    }
    const [a, b, c] = ids as [number, number, number];
    const moved = await browser.request('PUT', templatesUrl(), [
      { id: c, sort_order: 1 },
      { id: a, sort_order: 3 },
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(listSchema.parse(moved.json()).meta).toEqual({ total: 3 });
    const expected = [
      ['c', 1],
      ['b', 2],
      ['a', 3],
    ];
    expect(await order(browser)).toEqual(expected);
    const unknown = await browser.request('PUT', templatesUrl(), [
      { id: b, sort_order: 1 },
      { id: 9999, sort_order: 2 },
    ]);
    expect(unknown.statusCode).toBe(404);
    const invalid = await browser.request('PUT', templatesUrl(), [{ id: b, sort_order: 0 }]);
    expect(invalid.statusCode).toBe(422);
    expect(await order(browser)).toEqual(expected);
  });

  it('makes a template of a custom resource type a reference to it', async () => {
    const { server, browser } = await setUp();
    await server.stores.setPlan('prem', 'enterprise');
    const resource = await browser.request('POST', '/api/stores/prem/custom-objects', {
      name: 'Chef',
    });
    expect(resource.statusCode, resource.body).toBe(201);
    const resourceId = (resource.json() as { data: { id: number } }).data.id;
    const template = await createTemplate(browser, {
      name: 'Chefs',
      meta_key: 'chefs',
      content_type: 'chef',
      options: { entity_list_type: 'list', custom_object_id: 12345 },
    });
    expect(template.options).toEqual({ entity_list_type: 'list', custom_object_id: resourceId });
  });

  it('needs shared metafields in the plan, and an active store to write', async () => {
    const { server, browser } = await setUp();
    for (const [method, url, plan] of [
      ['GET', templatesUrl('product', 'starter'), 'Available on premium plans and above'],
      ['GET', `${templatesUrl('product', 'starter')}/1`, 'Available on premium plans and above'],
      [
        'POST',
        templatesUrl('product', 'starter'),
        'Upgrade to Premium to unlock shared metafields.',
      ],
      [
        'PUT',
        `${templatesUrl('product', 'starter')}/1`,
        'Upgrade to Premium to unlock shared metafields.',
      ],
    ] as const) {
      const response = await browser.request(method, url, { name: 'A', meta_key: 'a' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'plan_required', message: plan });
    }

    const made = await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    await server.stores.uninstall('prem');
    expect((await browser.request('GET', templatesUrl())).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', templatesUrl()],
      ['PUT', `${templatesUrl()}/${made.id}`],
      ['DELETE', `${templatesUrl()}/${made.id}`],
    ] as const) {
      const response = await browser.request(method, url, { name: 'B', meta_key: 'b' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'store_inactive' });
    }
    expect(await order(browser)).toEqual([['care', 1]]);
  });

  it("answers 404 for another store's templates and leaves them unchanged", async () => {
    const { server, browser } = await setUp();
    // API tokens work while the store's plan has API access.
    await server.stores.setPlan('other', 'enterprise');
    const { token } = await server.apiTokens.create('other', 'other-ci');
    const created = await server.app.inject({
      method: 'POST',
      url: templatesUrl('product', 'other'),
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Secret', meta_key: 'secret' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const secret = oneSchema.parse(created.json()).data;

    // Through the other store's address, and through ours with its id.
    for (const store of ['other', 'prem']) {
      const url = `${templatesUrl('product', store)}/${secret.id}`;
      expect((await browser.request('GET', url)).statusCode).toBe(404);
      expect((await browser.request('PUT', url, { name: 'Mine' })).statusCode).toBe(404);
      expect((await browser.request('DELETE', url)).statusCode).toBe(404);
    }
    const post = await browser.request('POST', templatesUrl(), { id: secret.id, name: 'Mine' });
    expect(post.statusCode).toBe(404);

    const read = await server.app.inject({
      method: 'GET',
      url: `${templatesUrl('product', 'other')}/${secret.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(oneSchema.parse(read.json()).data).toEqual(secret);
    expect(await order(browser)).toEqual([]);
  });

  it('refuses writes without the CSRF token', async () => {
    const { browser } = await setUp();
    const made = await createTemplate(browser, { name: 'Care', meta_key: 'care' });
    const url = `${templatesUrl()}/${made.id}`;
    const tries = [
      await browser.request('POST', templatesUrl(), { name: 'X', meta_key: 'x' }, false),
      await browser.request('PUT', url, { name: 'X' }, false),
      await browser.request('POST', url, { sort_order: 1 }, false),
      await browser.request('DELETE', url, undefined, false),
    ];
    for (const response of tries) expect(response.statusCode).toBe(403);
    expect(await order(browser)).toEqual([['care', 1]]);
    const read = await browser.request('GET', url);
    expect(oneSchema.parse(read.json()).data.name).toBe('Care');
  });
});
