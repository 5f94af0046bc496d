import fs from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import Papa from 'papaparse';
import {
  chooseLayout,
  downloadExport,
  expectAccessible,
  filterExportToProduct,
  holdStore,
  jobEnds,
  logIn,
  logInToFirstProduct,
  serverApi,
  startJob,
} from './support.js';

test.use({ bypassCSP: true });

/**
 * A list's address with a rule of `groups` OR groups 'ID is more than k', k = 0, 1, …, in the
 * URL's own form (`?rule=`, core's ruleParam): the list and its Export tab start from it, as
 * from a shared link. Each group is its own query: the builder's clicks for 30 or 80 groups
 * would only make the test slow.
 */
function withIdGroups(path: string, groups: number) {
  const rule = Array.from({ length: groups }, (_, k) => [['id', '>', String(k)]]);
  return `${path}?rule=${encodeURIComponent(JSON.stringify(rule))}`;
}

test('a failed import row is listed in the Errors dialog', async ({ page }) => {
  test.setTimeout(120_000);
  const productId = await logInToFirstProduct(page);
  await page.goto('/stores/demo/products?tab=import');
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await chooseLayout(page, 'Custom');
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
  const productId = await logInToFirstProduct(page);
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=import-export`);
  await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Metafields of/ })).toContainText('This product');
  await expectAccessible(page);
  await chooseLayout(page, 'Custom');
  const exportJob = await startJob(page, 'Start export', 'Export history');
  await expect(
    page.getByText('Your export has been started and will appear in the box below.'),
  ).toBeVisible();
  const exported = await jobEnds(exportJob);
  const downloading = downloadExport(page, exported, 'CSV');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^product-\d+-metafields-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);
});

test('a running export is cancelled from its row menu and ends cancelled', async ({ page }) => {
  // Two OR groups over the variants' products: the job lists the products once per group, and
  // a cancel is honoured between the two.
  await logIn(page, withIdGroups('/stores/demo/variants', 2));
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByRole('group', { name: 'Group 2 of 2' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  await chooseLayout(page, 'Custom');
  // The store's variants held, the job waits on its first group: it is caught running, however
  // fast. The count before it starts reads only products.
  const hold = await holdStore(page, 'v3/catalog/variants');
  let job: Locator;
  try {
    job = await startJob(page, 'Start export', 'Export history');
    await hold.untilWaiting();
    // Only a running job (in progress or processing) has the row menu.
    await expect(job.getByText('in progress', { exact: true })).toBeVisible();
    await job.getByRole('button', { name: /^Actions for job \d+$/ }).click();
    await page.getByRole('menuitem', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('region', { name: 'notifications' }).getByText('Export cancelled'),
    ).toBeVisible();
  } finally {
    // Also when the test fails: the worker's next tests use the same store.
    await hold.release();
  }
  const menu = job.getByRole('button', { name: /^Actions for job \d+$/ });
  await jobEnds(job, 'cancelled');
  // Ended: no Cancel any more, and what was written is downloadable.
  await expect(menu).toHaveCount(0);
  await expect(job.getByRole('button', { name: 'Download' })).toBeVisible();
  await expectAccessible(page);
});

test('a shared metafield goes out in the Shared layout and comes back changed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const name = `Jobs fabric ${stamp}`;
  const column = `e2e_jobs.fabric_${stamp}`;
  const before = `linen-${stamp}`;
  const after = `wool-${stamp}`;

  const productId = await logInToFirstProduct(page);
  const api = await serverApi(page);
  // The test's own text template; removed at the end, so later journeys see only theirs.
  const created = await api('POST', '/api/stores/demo/templates/product', {
    name,
    namespace: 'e2e_jobs',
    meta_key: `fabric_${stamp}`,
    content_type: 'text',
  });
  expect(created.status(), await created.text()).toBe(201);
  const template = ((await created.json()) as { data: { id: number } }).data;

  try {
    // The product's value, filled on its Shared metafields tab.
    await page.goto(`/stores/demo/products/${productId}/metafields?tab=shared`);
    await page.getByRole('textbox', { name, exact: true }).fill(before);
    await page
      .getByRole('region', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('Metafields saved.')).toBeVisible();

    // Exported in the Shared layout, filtered to the product.
    await page.goto('/stores/demo/products?tab=export');
    await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
    await chooseLayout(page, 'Shared', { required: true });
    await filterExportToProduct(page, productId);
    const exported = await jobEnds(await startJob(page, 'Start export', 'Export history'));
    const downloading = downloadExport(page, exported, 'CSV');
    const csv = fs.readFileSync(await (await downloading).path(), 'utf8');

    // One column per template, one row per product: the product's row holds the value.
    const { data: rows } = Papa.parse<string[]>(csv.trim());
    const [header = [], ...records] = rows;
    const at = header.indexOf(column);
    expect(at, header.join(',')).toBeGreaterThan(0);
    expect(records.map(([id]) => id)).toEqual([productId]);
    const [record = []] = records;
    expect(record[at]).toBe(before);
    record[at] = after;

    // The changed file, imported as Shared on the Import tab.
    await page.getByRole('tab', { name: 'Import' }).click();
    await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
    await chooseLayout(page, 'Shared', { required: true });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'shared-round-trip.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(Papa.unparse([header, record]), 'utf8'),
    });
    await jobEnds(await startJob(page, 'Start upload', 'Import history'));

    // The product's Shared metafields tab shows the new value, read from the platform.
    await page.goto(`/stores/demo/products/${productId}/metafields?tab=shared`);
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(after);
  } finally {
    const removed = await api('DELETE', `/api/stores/demo/templates/product/${template.id}`);
    expect(removed.status()).toBe(200);
  }
});

test('an export over 150,000 items is refused before any job starts', async ({ page }) => {
  test.setTimeout(180_000);
  // Eighty OR groups over the demo store's products: the estimate counts each group's products
  // (a product in several groups counts in each), past the limit.
  await logIn(page, withIdGroups('/stores/demo/products', 80));
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByRole('group', { name: 'Group 80 of 80' })).toBeVisible();
  const count = page.getByText(/^[\d,]+ products$/);
  await expect(count).toBeVisible();
  expect(Number((await count.innerText()).replace(/\D/g, ''))).toBeGreaterThan(150_000);
  const history = page.getByRole('grid', { name: 'Export history' });
  await expect(history).toBeVisible();
  await page.waitForLoadState('networkidle');
  const jobsBefore = await history.getByRole('rowheader').allInnerTexts();

  const starts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /\/metafields\/export\/[a-z]+$/.test(path))
      starts.push(path);
  });
  await chooseLayout(page, 'Custom');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('Cannot start export.')).toBeVisible();
  await expect(
    page.getByText('Unable to export more than 150,000 items. Please add a filter'),
  ).toBeVisible();
  await expectAccessible(page);

  // Nothing was asked of the server, and the history, read again, holds the same jobs.
  expect(starts).toEqual([]);
  await page.reload();
  await expect(history).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await history.getByRole('rowheader').allInnerTexts()).toEqual(jobsBefore);
});
