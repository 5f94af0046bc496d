import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { chooseLayout, downloadExport, jobEnds, logIn, startJob } from './support.js';

test.use({ bypassCSP: true });

/** Picks `option` in the last condition's Field (or Operator) select. */
async function pick(page: Page, select: 'Field' | 'Operator', option: string) {
  await page
    .getByRole('button', { name: new RegExp(`${select}$`) })
    .last()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks the first choice of the last condition's picker dialog ('Choose Brand'…). */
async function pickFirst(page: Page, name: string, role: 'checkbox' | 'radio') {
  await page
    .getByRole('button', { name: `Choose ${name}` })
    .last()
    .click();
  const dialog = page.getByRole('dialog', { name: `Choose ${name}` });
  const first = dialog.getByRole(role).first();
  const label = await first.evaluate(
    (input: HTMLInputElement) => input.labels?.[0]?.innerText.split('\n')[0]?.trim() ?? '',
  );
  // The visually hidden input sits under its label, which takes the click.
  await first.locator('xpath=ancestor::label').click();
  await expect(first).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  return label;
}

/** The names of the grid's rows, once its rows are loaded ones. */
async function rowNames(grid: Locator) {
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  return grid.getByRole('rowheader').allInnerTexts();
}

test('a filtered customers list survives a reload, and Back restores the previous rule', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, '/stores/demo/customers');
  const grid = page.getByRole('grid', { name: 'Customers' });
  const everyone = await rowNames(grid);

  // Date created on or after 1 Jan 2000, opened and typed part by part as the widget's story does.
  await page.getByRole('button', { name: 'Filter customers' }).click();
  await pick(page, 'Field', 'Date created');
  await pick(page, 'Operator', 'On or after');
  await page
    .getByRole('button', { name: /Value$/ })
    .last()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Value' })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: 'Value' }).getByRole('spinbutton').first(),
  ).toBeFocused();
  await page.keyboard.type('01012000');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Jan 1, 2000 Value' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]rule=/);
  const dateOnly = page.url();
  const dateSummary = page.getByText(/^Date created is on or after/);
  await expect(dateSummary).toBeVisible();

  // AND a customer group.
  await page.getByRole('button', { name: 'Filter further' }).click();
  await pick(page, 'Field', 'Customer group');
  const listRequest = page.waitForRequest((request) =>
    /\/customers\?.*customer_group_id/.test(decodeURIComponent(request.url())),
  );
  const group = await pickFirst(page, 'Customer group', 'checkbox');
  const summary = page.getByText(/^Date created is on or after .* and Customer group is one of/);
  // The group is named once its name is looked up.
  await expect(summary).toContainText(group);
  const summaryText = await summary.innerText();
  await expect.poll(() => page.url()).not.toBe(dateOnly);
  const filteredUrl = page.url();
  await expect.poll(async () => (await rowNames(grid)).join('|')).not.toBe(everyone.join('|'));
  const filtered = await rowNames(grid);
  // As many customers as the platform counts for the list's own query (date and group).
  const query = new URL((await listRequest).url());
  const answer = await page.request.get(
    `/bc-api/stores/demo${query.pathname.replace(/^.*\/bc-api\/stores\/demo/, '')}${query.search}`,
  );
  expect(answer.ok()).toBe(true);
  const { meta } = (await answer.json()) as { meta: { pagination: { total: number } } };
  await expect(
    page.getByText(new RegExp(`^1–\\d+ of ${meta.pagination.total.toLocaleString('en-US')}$`)),
  ).toBeVisible();
  expect(query.search).toMatch(/date_created/);

  // The URL holds the view: a reload shows the same rows and words.
  await page.reload();
  await expect(page.getByText(summaryText, { exact: true })).toBeVisible();
  await expect.poll(async () => rowNames(grid)).toEqual(filtered);

  // Back to the date-only rule.
  await page.goBack();
  await expect(page).toHaveURL(dateOnly);
  await expect(page.getByText(summaryText, { exact: true })).toBeHidden();
  await expect(dateSummary).toBeVisible();
  // Forward again: the two-condition rule and its rows.
  await page.goForward();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByText(summaryText, { exact: true })).toBeVisible();
  await expect.poll(async () => rowNames(grid)).toEqual(filtered);
});

test('a brand filtered on the products list is the Export tab’s filter, and the file holds only its products', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page, '/stores/demo/products');
  await expect(
    page.getByRole('grid', { name: 'Products' }).getByRole('rowheader').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Filter products' }).click();
  await pick(page, 'Field', 'Brand');
  const listRequest = page.waitForRequest((request) =>
    /\/v3\/catalog\/products\?.*brand_id/.test(request.url()),
  );
  const brand = await pickFirst(page, 'Brand', 'radio');
  const brandQuery = new URL((await listRequest).url());
  await expect(page.getByText(`Brand is ${brand}`, { exact: true })).toBeVisible();

  // The Export tab starts from the list's rule.
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByText(/^[\d,]+ products?$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Brand' }).getByText(brand)).toBeVisible();
  await chooseLayout(page, 'Custom');
  const exported = await jobEnds(await startJob(page, 'Start export', 'Export history'));
  const downloading = downloadExport(page, exported, 'CSV');
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8');

  // The brand's products as the platform lists them.
  const brandId = brandQuery.searchParams.get('brand_id') ?? '';
  const answer = await page.request.get(
    `/bc-api/stores/demo/v3/catalog/products?brand_id=${brandId}&limit=250&include_fields=id`,
  );
  expect(answer.ok()).toBe(true);
  const ids = new Set(
    ((await answer.json()) as { data: { id: number }[] }).data.map(({ id }) => String(id)),
  );
  expect(ids.size).toBeGreaterThan(0);
  // The seed gives most products metafields: a file without rows would prove nothing.
  // Parsed, not split on line ends: a value may hold a line break inside its quotes.
  const { data: rows } = Papa.parse<string[]>(csv.trim());
  expect(rows.length).toBeGreaterThan(1);
  const owners = new Set(rows.slice(1).map(([owner]) => owner ?? ''));
  expect([...owners].filter((owner) => !ids.has(owner))).toEqual([]);
});
