import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn, startJob, jobEnds } from './support.js';

test.use({ bypassCSP: true });

/** Picks 'Custom' in the panel's Type select, shown only when the type has shared templates. */
async function chooseCustomLayout(page: Page) {
  const type = page.getByRole('button', { name: /^Type/ });
  if ((await type.count()) === 0) return;
  await type.first().click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(type.first()).toContainText('Custom');
}

/** The first product of the list: its id, with the page on its metafields. */
async function firstProduct(page: Page) {
  await logIn(page, '/stores/demo/products');
  const products = page.getByRole('grid', { name: 'Products' });
  await products.getByRole('row').nth(1).getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields$/);
  return /products\/(\d+)\/metafields/.exec(page.url())?.[1] ?? '';
}

test('a failed import row is listed in the Errors dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const productId = await firstProduct(page);
  await page.goto('/stores/demo/products?tab=import');
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await chooseCustomLayout(page);
  // The key is missing: the row is refused, and nothing is written.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bad-row.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`resource_id,namespace,key,value\n${productId},e2e_jobs,,x\n`, 'utf8'),
  });
  const newest = await jobEnds(
    await startJob(page, 'Start upload', 'Import history'),
    'with errors',
  );
  await newest.getByRole('button', { name: 'Errors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Errors' });
  await expect(dialog.getByText(/^Row 2/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
});

test('a product’s own metafields are exported as a job from its Import/Export tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const productId = await firstProduct(page);
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=import-export`);
  await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Metafields of/ })).toContainText('This product');
  await expectAccessible(page);
  await chooseCustomLayout(page);
  const exportJob = await startJob(page, 'Start export', 'Export history');
  await expect(
    page.getByText('Your export has been started and will appear in the box below.'),
  ).toBeVisible();
  const exported = await jobEnds(exportJob);
  const downloading = page.waitForEvent('download');
  await exported.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^product-\d+-metafields-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);
});
