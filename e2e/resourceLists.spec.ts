import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';

test.use({ bypassCSP: true });

/** The names in a list's row headers, once its rows are there. */
async function rowNames(page: Page, grid: string) {
  const table = page.getByRole('grid', { name: grid });
  let names: string[] = [];
  // While a page loads, the table is busy (skeleton rows, or the last rows under a spinner).
  // One look at the table reads both, so a load that starts between two looks is not taken
  // for its rows.
  await expect
    .poll(async () => {
      names = await table.evaluate((element) =>
        element.getAttribute('aria-busy') === 'true'
          ? []
          : [...element.querySelectorAll('[role=rowheader]')].map((cell) => cell.textContent),
      );
      return names.length;
    })
    .toBeGreaterThan(0);
  return names;
}

test('a merchant browses and searches products, and opens one', async ({ page }) => {
  await logIn(page, '/stores/demo/products');
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row')).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Manage shared metafields' })).toBeVisible();
  await expectAccessible(page);

  // A keyword search asks the platform with the merchant context and narrows the rows.
  const [first] = await rowNames(page, 'Products');
  const keyword = (first ?? '').split(' ')[0] ?? '';
  const searched = page.waitForRequest(
    (request) =>
      request.url().includes('/v3/catalog/products?') &&
      new URL(request.url()).searchParams.get('keyword') === keyword &&
      new URL(request.url()).searchParams.get('keyword_context') === 'merchant',
  );
  await page.getByRole('searchbox', { name: 'Search products' }).fill(keyword);
  await searched;
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
  for (const name of await rowNames(page, 'Products'))
    expect(name.toLowerCase()).toContain(keyword.toLowerCase());

  // The 'Visible' pill asks for visible products only.
  const visible = page.waitForRequest(
    (request) =>
      request.url().includes('/v3/catalog/products?') &&
      new URL(request.url()).searchParams.get('is_visible') === 'true',
  );
  await page.getByRole('radio', { name: 'Visible' }).click();
  await visible;
  await expect(page).toHaveURL(/visible=visible/);
  await expect(page.getByRole('radio', { name: 'Visible' })).toBeChecked();

  const [product] = await rowNames(page, 'Products');
  await grid.getByRole('rowheader', { name: product, exact: true }).first().click();
  await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();

  // Back to the list by the record page's link: the search and the pill come back.
  await page.getByRole('main').getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/products\?/);
  await expect(page).toHaveURL(/visible=visible/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(keyword);
});

test('a merchant filters orders by status and channel; the view survives a reload', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/orders');
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('row')).toHaveCount(26);
  await expectAccessible(page);
  const all = await rowNames(page, 'Orders');

  // A status pill: every row shows that status.
  await page.getByRole('radio', { name: 'Completed', exact: true }).click();
  await expect(page).toHaveURL(/status=10/);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect
    .poll(async () => new Set(await grid.locator('td:nth-child(4)').allTextContents()))
    .toEqual(new Set(['Completed']));
  const completed = await rowNames(page, 'Orders');

  // A channel: the request names it, and the rows change.
  await page.getByRole('button', { name: /Filter by Channel/ }).click();
  await expectAccessible(page);
  const byChannel = page.waitForRequest(
    (request) =>
      request.url().includes('/v2/orders?') &&
      new URL(request.url()).searchParams.get('channel_id') !== null &&
      new URL(request.url()).searchParams.get('status_id') === '10',
  );
  await page.getByRole('option', { name: 'Amazon' }).click();
  await byChannel;
  await expect(page).toHaveURL(/channel=\d+/);
  await expect.poll(() => rowNames(page, 'Orders')).not.toEqual(completed);
  expect(completed).not.toEqual(all);

  // Sorted by ID, page 2: the whole view is in the URL and survives a reload.
  await page.getByRole('radio', { name: 'All', exact: true }).click();
  await grid.getByRole('columnheader', { name: 'ID' }).click();
  await expect(page).toHaveURL(/sort=id/);
  const secondPageRead = page.waitForResponse(
    (response) =>
      response.url().includes('/v2/orders?') &&
      new URL(response.url()).searchParams.get('page') === '2',
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await secondPageRead;
  const url = page.url();
  const secondPage = await rowNames(page, 'Orders');
  await page.reload();
  expect(page.url()).toBe(url);
  await expect.poll(() => rowNames(page, 'Orders')).toEqual(secondPage);
  await expect(page.getByRole('button', { name: /Filter by Channel/ })).toContainText('Amazon');
  await expect(page.getByText('Page 2', { exact: false })).toBeVisible();

  // Leaving and coming back by the list's link restores the view.
  await page.getByRole('main').getByRole('link', { name: 'Resources', exact: true }).click();
  await page.getByRole('grid').getByRole('rowheader', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/channel=\d+/);
  await expect.poll(() => rowNames(page, 'Orders')).toEqual(secondPage);

  // A row's Edit action opens the order's metafields.
  await grid
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/stores\/demo\/orders\/\d+\/metafields$/);
});

for (const list of [
  { entity: 'customers', grid: 'Customers', search: 'Search customers by name' },
  { entity: 'brands', grid: 'Brands', search: 'Search brands by name' },
  { entity: 'channels', grid: 'Channels', search: 'Search channels by name' },
  { entity: 'locations', grid: 'Locations', search: 'Search locations by name' },
]) {
  test(`a merchant searches ${list.entity} and opens one`, async ({ page }) => {
    await logIn(page, `/stores/demo/${list.entity}`);
    await expect(page.getByRole('heading', { name: list.grid, level: 1 })).toBeVisible();
    const [first] = await rowNames(page, list.grid);
    await expectAccessible(page);

    // Searching for part of the first name keeps it among the rows.
    const term = (first ?? '').split(' ')[0] ?? '';
    await page.getByRole('searchbox', { name: list.search }).fill(term);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`));
    await expect
      .poll(async () => (await rowNames(page, list.grid)).every((name) => name.includes(term)))
      .toBe(true);

    const grid = page.getByRole('grid', { name: list.grid });
    await grid.getByRole('rowheader', { name: first, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/stores/demo/${list.entity}/\\d+/metafields$`));
    await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
  });
}

test('the variants-first list is the products list titled Variants, with its own view', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/variants?page=2');
  await expect(page.getByRole('heading', { name: 'Variants', level: 1 })).toBeVisible();
  const [product] = await rowNames(page, 'Variants');
  await expectAccessible(page);

  // The products list does not share this view.
  await page.getByRole('main').getByRole('link', { name: 'Resources', exact: true }).click();
  await page.getByRole('grid').getByRole('rowheader', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/products$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/stores\/demo\/variants\?page=2$/);

  await page
    .getByRole('grid', { name: 'Variants' })
    .getByRole('rowheader', { name: product, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/stores\/demo\/variants\/\d+\/variants$/);
});
