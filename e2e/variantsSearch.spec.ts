import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

/** The emulator's API under the demo store, as another app would call it. */
const platform = (path: string) => `${product().platformUrl}/stores/demo/v3${path}`;
const auth = { 'X-Auth-Token': 'demo-token' };

interface Variant {
  id: number;
  product_id: number;
  sku: string;
  option_values: Array<{ label: string }>;
}

/**
 * The seed gives a product at most six variants, fewer than the smallest page (25): this journey
 * shows the search asking the platform by SKU end to end (server gateway and emulator), and the
 * page stories show a variant found beyond the first page.
 */
test('a product’s variants are searched by SKU on the platform, and the variant found opens', async ({
  page,
}) => {
  const answer = await page.request.get(platform('/catalog/variants?limit=250'), {
    headers: auth,
  });
  const variants = ((await answer.json()) as { data: Variant[] }).data;
  const perProduct = new Map<number, Variant[]>();
  for (const variant of variants)
    perProduct.set(variant.product_id, [...(perProduct.get(variant.product_id) ?? []), variant]);
  const [productId, ofProduct = []] = [...perProduct].find(([, list]) => list.length >= 4) ?? [];
  const wanted = ofProduct.at(-1);
  if (productId === undefined || !wanted) throw new Error('a product with several variants');

  await logIn(page, `/stores/demo/products/${productId}/variants`);
  const grid = page.getByRole('main').getByRole('grid');
  await expect(grid.getByRole('gridcell', { name: ofProduct[0]?.sku, exact: true })).toBeVisible();

  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/bc-api/stores/demo/v3/catalog/variants?') &&
      new URL(request.url()).searchParams.get('sku') === wanted.sku,
  );
  await page.getByRole('searchbox', { name: 'Search variants by SKU' }).fill(wanted.sku);
  const request = new URL((await asked).url());
  expect(request.searchParams.get('product_id:in')).toBe(String(productId));
  expect(request.searchParams.get('page')).toBe('1');
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('gridcell', { name: wanted.sku, exact: true })).toBeVisible();
  await expectAccessible(page);

  const found = grid.getByRole('row').nth(1);
  const wantedName = (await found.getByRole('rowheader').innerText()).trim();
  await found.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/stores/demo/products/${productId}/variants/${wanted.id}/metafields$`),
  );
  await expect(page.getByRole('heading', { name: wantedName, level: 1 })).toBeVisible();
});
