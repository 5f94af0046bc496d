import { importPreviewPageSchema } from '@metafields/core';
import { describe, expect, it } from 'vitest';
import type { FormPart } from '../testing/multipart.js';
import { createTemplate, setUp, templatesUrl } from './testing/testSetup.js';

const importUrl = '/api/stores/prem/templates/import/product';

const parts = (text: string, mode?: string): FormPart[] => [
  { name: 'files', file: Buffer.from(text), filename: 'templates.csv' },
  ...(mode === undefined ? [] : [{ name: 'mode', value: mode }]),
];

describe('template import preview', () => {
  it('tells what each row would do, in file order, and writes nothing', async () => {
    const { browser } = await setUp();
    await createTemplate(browser, { name: 'Care', meta_key: 'care', content_type: 'text' });
    await createTemplate(browser, { name: 'Fit', meta_key: 'fit', content_type: 'text' });
    const before = await browser.request('GET', templatesUrl());
    const file = [
      'name,key,content_type,use_on_storefront',
      'Care,care,text,true',
      'Fit and feel,fit,text,false',
      'Weight,weight,decimal,',
      'Bad type,bad,nope,',
      '',
    ].join('\r\n');

    const response = await browser.upload(importUrl, parts(file, 'preview'));
    expect(response.statusCode, response.body).toBe(200);
    const preview = importPreviewPageSchema.parse(response.json());
    expect(preview.meta).toEqual({
      total: 4,
      counts: { create: 1, update: 1, unchanged: 1, delete: 0, refused: 1 },
    });
    expect(preview.data.map(({ row, outcome, key }) => [row, outcome, key])).toEqual([
      [2, 'unchanged', 'care'],
      [3, 'update', 'fit'],
      [4, 'create', 'weight'],
      [5, 'refused', null],
    ]);
    expect(preview.data[1]).toMatchObject({
      old_value: 'name: Fit; use_on_storefront: true',
      new_value: 'name: Fit and feel; use_on_storefront: false',
    });
    expect(preview.data[2]?.new_value).toMatch(/^name: Weight; content_type: decimal/);
    expect(preview.data[3]?.reason).toBe(
      'Row 5, column content_type: content_type is not a known content type: nope.',
    );

    const after = await browser.request('GET', templatesUrl());
    expect(after.body).toBe(before.body);
  });

  it('imports as before without a mode, and refuses a mode it does not know', async () => {
    const { browser } = await setUp();
    const file = 'name,content_type\r\nCare,text\r\n';

    const refused = await browser.upload(importUrl, parts(file, 'dry'));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { mode: expect.any(Array) } });

    const imported = await browser.upload(importUrl, parts(file, 'import'));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ data: { data: { created: 1, updated: 0, errors: {} } } });
  });

  it('answers 422 for a file without a usable header, as the import does', async () => {
    const { browser } = await setUp();
    const response = await browser.upload(importUrl, parts('colour\r\nblue\r\n', 'preview'));
    expect(response.statusCode, response.body).toBe(422);
  });
});
