import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import {
  chooseLayout,
  createCustomMetafield,
  downloadExport,
  expectAccessible,
  filterExportToProduct,
  jobEnds,
  logIn,
  logInToFirstProduct,
  startJob,
} from './support.js';

test.use({ bypassCSP: true });

test('a merchant exports a product’s metafields with a filter, edits the file and imports it back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const before = `before-${stamp}`;
  const after = `after-${stamp}`;

  // A metafield to round-trip, on the first product of the list.
  const productId = await logInToFirstProduct(page);
  await createCustomMetafield(page, {
    namespace: 'e2e_transfer',
    key: `round_trip_${stamp}`,
    value: `{"state":"${before}"}`,
  });

  // The products list's Export tab: a filter on this product's id, then 'Start export'.
  await page.goto('/stores/demo/products?tab=export');
  await expect(
    page.getByRole('heading', { name: 'Download a spreadsheet of product metafields' }),
  ).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  // Once the history has replaced its placeholder rows (whose shimmer would be cut short).
  await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
  await expectAccessible(page);
  await chooseLayout(page, 'Custom');
  await filterExportToProduct(page, productId);
  await expectAccessible(page);
  const exportJob = await startJob(page, 'Start export', 'Export history');
  await expect(
    page.getByText('Your export has been started and will appear in the box below.'),
  ).toBeVisible();

  // Followed live to completion, then downloaded.
  const exported = await jobEnds(exportJob);
  await expectAccessible(page);
  const downloading = downloadExport(page, exported, 'CSV');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-metafields-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(before);
  // Only the filtered product's metafields are in the file.
  const { data: rows } = Papa.parse<string[]>(csv.trim());
  expect(new Set(rows.slice(1).map(([owner]) => owner))).toEqual(new Set([productId]));

  // One value changed in the file, imported back on the Import tab.
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await expectAccessible(page);
  await chooseLayout(page, 'Custom');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'round-trip.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace(before, after), 'utf8'),
  });
  const importJob = await startJob(page, 'Start upload', 'Import history');
  await expect(page.getByText('Products import started')).toBeVisible();
  await jobEnds(importJob);
  await expectAccessible(page);

  // The product's Custom metafields show the changed value.
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=custom`);
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  const row = table.getByRole('row', { name: new RegExp(`round_trip_${stamp}`) });
  await row.getByRole('button', { name: `Actions for e2e_transfer: round_trip_${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
  await expect(page.getByText(new RegExp(after))).toBeVisible();
});

test('a store on the lower plan sees import locked and is led to the plans', async ({ page }) => {
  await logIn(page, '/stores/starter/products');
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByText('Available on premium plans and above')).toBeVisible();
  await expect(page.getByText('Upgrade to Premium to unlock import.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start upload' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Explore plans' }).click();
  await expect(page).toHaveURL(/\/stores\/starter\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Current plan' })).toHaveCount(1);
  await expectAccessible(page);
});
