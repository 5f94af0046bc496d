import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPlatform } from './app.js';
import { SEED_NOW, tempDir } from './testing/platform.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const productsOf = (app: ReturnType<typeof buildPlatform>, token: string) =>
  app.inject({
    method: 'GET',
    url: '/stores/shop/v3/catalog/products?limit=1',
    headers: { 'x-auth-token': token },
  });

describe('buildPlatform', () => {
  it('keeps its data across restarts and takes a changed token from the stores option', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const first = buildPlatform({
      dataDir,
      stores: [
        { storeHash: 'shop', accessToken: 'one', size: 'small', productCount: 12, now: SEED_NOW },
      ],
    });
    const before = (await productsOf(first, 'one')).json<{
      data: unknown[];
      meta: { pagination: { total: number } };
    }>();
    expect(before.meta.pagination.total).toBe(12);
    await first.close();

    const second = buildPlatform({
      dataDir,
      stores: [{ storeHash: 'shop', accessToken: 'two', size: 'small', productCount: 40 }],
    });
    expect((await productsOf(second, 'one')).statusCode).toBe(401);
    const after = await productsOf(second, 'two');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);
    await second.close();
  });

  it('derives image URLs from the request when no publicUrl is given', async () => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    const app = buildPlatform({
      dataDir,
      stores: [
        { storeHash: 'shop', accessToken: 'one', size: 'small', productCount: 30, now: SEED_NOW },
      ],
    });
    const response = await app.inject({
      method: 'GET',
      url: '/stores/shop/v3/catalog/products?include=primary_image&include_fields=name',
      headers: { 'x-auth-token': 'one', host: 'emulator.local:4010' },
    });
    const urls = response
      .json<{ data: Array<{ primary_image: { url_standard: string } | null }> }>()
      .data.flatMap((p) => (p.primary_image ? [p.primary_image.url_standard] : []));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(url).toMatch(
        /^http:\/\/emulator\.local:4010\/product_images\/\d+\.svg\?size=standard$/,
      );
    await app.close();
  });
});
