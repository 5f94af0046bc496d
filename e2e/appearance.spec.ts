import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.js';

/**
 * Screenshots of the pages a merchant meets first, compared with the committed baselines
 * (`appearance.spec.ts-snapshots/`), so that a change of layout, density or colour is seen in
 * review. Whatever the seed dates by the day (order dates, last updates, job times) is masked.
 * The file's name puts it before every journey that changes the demo store's data (files run
 * in name order, one at a time), so it sees the store as seeded, alone or in the whole suite.
 * After an intended change: `npx playwright test --config e2e/playwright.config.ts
 * e2e/appearance.spec.ts --update-snapshots`, and look at the new images before committing.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const screenshot = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const;

async function settle(page: Page) {
  await expect(page.locator('[role=progressbar], [aria-busy=true]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

test('the products list, a product’s metafields, orders, categories and the export tab', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products');
  const products = page.getByRole('grid', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(26);
  await settle(page);
  await expect(page).toHaveScreenshot('products.png', screenshot);

  await products.getByRole('row').nth(1).getByRole('rowheader').click();
  await page.getByRole('tab', { name: 'Custom metafields' }).click();
  const metafields = page.getByRole('grid').first();
  await expect(metafields.getByRole('row').nth(1)).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('product-metafields.png', {
    ...screenshot,
    mask: [metafields.locator('time'), metafields.locator('td:nth-last-child(2)')],
  });

  await page.goto('/stores/demo/orders');
  const orders = page.getByRole('grid', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(26);
  await settle(page);
  await expect(page).toHaveScreenshot('orders.png', {
    ...screenshot,
    mask: [orders.locator('td:nth-child(2)')],
  });

  await page.goto('/stores/demo/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('categories.png', screenshot);

  await page.goto('/stores/demo/products?tab=export');
  await expect(page.getByRole('button', { name: 'Start export' })).toBeVisible();
  // The history below may hold the journeys' running jobs, whose rings turn: it is masked.
  await expect(page.getByRole('region', { name: 'Export history' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('export-tab.png', {
    ...screenshot,
    mask: [page.getByRole('region', { name: 'Export history' })],
  });
});
