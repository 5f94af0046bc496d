import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';

test.use({ bypassCSP: true });

test('the category tree opens a category and its back link returns to the same tree', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const tree = page.getByRole('treegrid', { name: 'Categories' });
  // The first channel opens by default, its categories beneath it.
  await expect(tree.getByRole('row').first()).toHaveAttribute('aria-expanded', 'true');
  const topCategory = tree.locator('[role="row"][aria-level="2"][aria-expanded]').first();
  await expect(topCategory).toBeVisible();
  await expectAccessible(page);

  const topName = (await topCategory.getAttribute('aria-label')) ?? '';
  await topCategory.getByRole('button', { name: `Expand ${topName}` }).click();
  await expect(page).toHaveURL(/[?&]expanded=/);
  const child = tree.locator('[role="row"][aria-level="3"]').first();
  await expect(child).toBeVisible();
  const childName = (await child.getAttribute('aria-label')) ?? '';
  const treeUrl = page.url();

  await child.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/categories\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: childName, level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(treeUrl);
  await expect(tree.getByRole('row', { name: childName, exact: true }).first()).toBeVisible();
});

test('the category search opens a result and its back link returns to the search', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/categories');
  const search = page.getByRole('searchbox', { name: 'Search categories' });
  await search.fill('New Arrivals');
  const results = page.getByRole('grid', { name: 'Matching categories' });
  const result = results.getByRole('row', { name: /New Arrivals/ }).first();
  await expect(result).toBeVisible();
  await expect(results.getByRole('gridcell', { name: '/new-arrivals/' }).first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]search=New(\+|%20)Arrivals/);
  await expectAccessible(page);

  await result.getByRole('link', { name: 'Edit New Arrivals' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/categories\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: 'New Arrivals', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/categories\?search=New(\+|%20)Arrivals$/);
  await expect(search).toHaveValue('New Arrivals');
  await expect(result).toBeVisible();
});

test('a product’s Variants tab opens a variant’s metafields and returns to the tab', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products');
  const firstProduct = page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1);
  // The list may still be settling (its remembered view, its first page) when it first shows: a
  // click on a row being replaced goes nowhere, and is tried again. Each try waits long enough
  // for a slow machine to load the product's page.
  await expect(async () => {
    await firstProduct.getByRole('rowheader').click();
    await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields/, {
      timeout: 10_000,
    });
  }).toPass();
  await page.getByRole('tab', { name: 'Variants' }).click();
  await expect(page).toHaveURL(/[?&]tab=variants/);
  const variants = page.getByRole('grid', { name: 'Variants' });
  const firstVariant = variants.getByRole('row').nth(1);
  // Its Edit button shows once the variants have loaded (the loading row has none).
  await expect(firstVariant.getByRole('button', { name: 'Edit' })).toBeVisible();
  const variantName = (await firstVariant.getByRole('rowheader').innerText()).trim();
  await expectAccessible(page);

  await firstVariant.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/variants\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: variantName, level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Variants' }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/metafields\?tab=variants$/);
  await expect(page.getByRole('tab', { name: 'Variants' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(variants.getByRole('rowheader', { name: variantName })).toBeVisible();
});

test('the variants-first flow: Variants list, a product’s variants, a variant, and back', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/variants');
  await expect(page.getByRole('heading', { name: 'Variants', level: 1 })).toBeVisible();
  const firstProduct = page.getByRole('main').getByRole('grid').getByRole('row').nth(1);
  const productName = (await firstProduct.getByRole('rowheader').innerText()).trim();
  await firstProduct.getByRole('rowheader').click();

  await expect(page).toHaveURL(/\/stores\/demo\/variants\/\d+\/variants$/);
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  const variants = page.getByRole('grid', { name: productName });
  const firstVariant = variants.getByRole('row').nth(1);
  // Its Edit button shows once the variants have loaded (the loading row has none).
  await expect(firstVariant.getByRole('button', { name: 'Edit' })).toBeVisible();
  const variantName = (await firstVariant.getByRole('rowheader').innerText()).trim();
  await expectAccessible(page);
  const variantsUrl = page.url();

  await firstVariant.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/stores\/demo\/variants\/\d+\/variants\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: variantName, level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Variants' }).click();
  await expect(page).toHaveURL(variantsUrl);
  await page.getByRole('main').getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/variants$/);
});

test('a product’s variants have a page of their own, back to the product’s Variants tab', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products');
  const firstProduct = page.getByRole('grid', { name: 'Products' }).getByRole('row').nth(1);
  // As above: a click on a row the settling list replaces is tried again.
  await expect(async () => {
    await firstProduct.getByRole('rowheader').click();
    await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields/, {
      timeout: 10_000,
    });
  }).toPass();
  const productId = /\/products\/(\d+)\//.exec(page.url())?.[1];
  // The title is 'Loading…' until the product's name arrives.
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(title).not.toHaveText('Loading…');
  const productName = (await title.innerText()).trim();

  // The spec's product address, /stores/{hash}/products/{id}, is the product's metafield page.
  await page.goto(`/stores/demo/products/${productId}`);
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/metafields$`));

  await page.goto(`/stores/demo/products/${productId}/variants`);
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/variants$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  const variants = main.getByRole('grid', { name: productName });
  const firstVariant = variants.getByRole('row').nth(1);
  // Its Edit button shows once the variants have loaded (the loading row has none).
  await expect(firstVariant.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expectAccessible(page);

  await firstVariant.getByRole('rowheader').click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/variants/\\d+/metafields$`));
  await page.goBack();
  await main.getByRole('link', { name: `${productName} metafields` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/metafields\\?tab=variants$`));
  await expect(page.getByRole('tab', { name: 'Variants' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
