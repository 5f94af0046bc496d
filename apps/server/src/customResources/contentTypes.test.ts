import { builtInContentTypeSlugs, contentTypeSchema } from '@metafields/core';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { bearer, createObject, setUp } from './testing/testSetup.js';

const listSchema = z.object({
  data: z.array(z.strictObject(contentTypeSchema.shape)),
  meta: z.object({ total: z.number() }),
});

describe('GET /content-types', () => {
  it('lists the built-in types, then the store’s custom resources as references', async () => {
    const { browser } = await setUp();
    await createObject(browser, 'Recipe');
    const response = await browser.request('GET', '/api/stores/ent/content-types');
    expect(response.statusCode).toBe(200);
    const { data, meta } = listSchema.parse(response.json());
    expect(data.slice(0, builtInContentTypeSlugs.length).map((type) => type.slug)).toEqual([
      ...builtInContentTypeSlugs,
    ]);
    expect(data).toContainEqual({ slug: 'rich_text', name: 'Rich text' });
    expect(data.at(-1)).toEqual({ slug: 'recipe', name: 'Recipe' });
    expect(meta.total).toBe(data.length);
  });

  it('is not gated by plan, and shows no other store’s resources', async () => {
    const { server, browser } = await setUp();
    const { token } = await server.apiTokens.create('other', 'ci');
    expect(
      (await bearer(server, 'POST', '/api/stores/other/custom-objects', token, { name: 'Secret' }))
        .statusCode,
    ).toBe(201);
    const starter = await browser.request('GET', '/api/stores/starter/content-types');
    expect(starter.statusCode).toBe(200);
    const slugs = listSchema.parse(starter.json()).data.map((type) => type.slug);
    expect(slugs).not.toContain('secret');
    expect((await browser.request('GET', '/api/stores/other/content-types')).statusCode).toBe(404);
  });
});
