import { expect, test, type Page, type Route } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

/** A read of the demo store straight from the platform: what the lists must agree with. */
async function platform<T>(path: string): Promise<T> {
  const response = await fetch(`${product().platformUrl}/stores/demo/${path}`, {
    headers: { 'X-Auth-Token': 'demo-token', accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const number = (n: number) => n.toLocaleString('en-US');

/** The list's paging: the item range with the total, and the page out of the pages. */
async function expectPaging(page: Page, { first, last, total, pageNumber, pageCount }: Paging) {
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  await expect(
    paging.getByText(`${number(first)}–${number(last)} of ${number(total)}`),
  ).toBeVisible();
  await expect(paging.getByText(`Page ${pageNumber} of ${number(pageCount)}`)).toBeVisible();
}
interface Paging {
  first: number;
  last: number;
  total: number;
  pageNumber: number;
  pageCount: number;
}

/** The sizes offered by the list's page-size picker. */
async function pageSizes(page: Page) {
  return page
    .getByRole('combobox', { name: 'Items per page' })
    .getByRole('option')
    .allTextContents();
}

test('the orders list counts its pages from the platform’s total and shows statuses as badges', async ({
  page,
}) => {
  const { count, statuses } = await platform<{
    count: number;
    statuses: { id: number; count: number }[];
  }>('v2/orders/count');
  const labels = await platform<{ id: number; custom_label: string }[]>('v2/order_statuses');
  const labelOf = (id: number) => labels.find((status) => status.id === id)?.custom_label ?? '';

  await logIn(page, '/stores/demo/orders');
  const grid = page.getByRole('grid', { name: 'Orders' });
  await expect(grid.getByRole('row')).toHaveCount(26);
  // Every order, and the pages they fill at 25 a page; not 'Page 1 of 2' from a full page.
  await expectPaging(page, {
    first: 1,
    last: 25,
    total: count,
    pageNumber: 1,
    pageCount: Math.ceil(count / 25),
  });
  expect(await pageSizes(page)).toEqual(['25', '50', '100']);

  // Each row's status is a badge (a pill of its own), not plain text in the cell.
  // (Name is the row header: Status is the third of the gridcells, after ID and Date.)
  const status = grid.getByRole('row').nth(1).getByRole('gridcell').nth(2);
  await expect(status.locator('[data-variant]')).toHaveCount(1);
  await expect(status.locator('[data-variant]')).toHaveText((await status.textContent()) ?? '');
  await expectAccessible(page);

  // A status with two or three pages of orders: counted with the filter, to its last page.
  const few = statuses.find((s) => s.count > 25 && s.count <= 75) ??
    statuses.find((s) => s.count > 25) ?? { id: 0, count: 0 };
  expect(few.count).toBeGreaterThan(25);
  await page.getByRole('radio', { name: labelOf(few.id), exact: true }).click();
  const fewPages = Math.ceil(few.count / 25);
  await expectPaging(page, {
    first: 1,
    last: 25,
    total: few.count,
    pageNumber: 1,
    pageCount: fewPages,
  });
  for (let at = 2; at <= fewPages; at += 1)
    await page.getByRole('button', { name: 'Next page' }).click();
  await expectPaging(page, {
    first: (fewPages - 1) * 25 + 1,
    last: few.count,
    total: few.count,
    pageNumber: fewPages,
    pageCount: fewPages,
  });
  await expect(grid.getByRole('row')).toHaveCount(few.count - (fewPages - 1) * 25 + 1);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  for (const badge of await grid.locator('tbody [data-variant]').all())
    await expect(badge).toHaveText(labelOf(few.id));
});

test('sorting products by Price orders them by the price the column shows', async ({ page }) => {
  // The shown price of every product: the sale price when above 0, else the price.
  const shown: number[] = [];
  for (let at = 1; ; at += 1) {
    const body = await platform<{
      data: { price: number; sale_price: number }[];
      meta: { pagination: { total_pages: number } };
    }>(`v3/catalog/products?include_fields=price,sale_price&limit=250&page=${at}`);
    shown.push(...body.data.map((p) => (p.sale_price > 0 ? p.sale_price : p.price)));
    if (at >= body.meta.pagination.total_pages) break;
  }
  const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

  await logIn(page, '/stores/demo/products');
  const grid = page.getByRole('grid', { name: 'Products' });
  const prices = grid.locator('tbody tr').locator('td:nth-child(4)');
  const price = grid.getByRole('columnheader', { name: 'Price' });

  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  // The cheapest price a merchant sees leads, and the page reads in order.
  await expect(prices.first()).toHaveText(money(Math.min(...shown)));
  const ascending = (await prices.allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
  expect(ascending).toHaveLength(25);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(prices.first()).toHaveText(money(Math.max(...shown)));
  const descending = (await prices.allTextContents()).map((t) => Number(t.replace(/[^0-9.]/g, '')));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await expectAccessible(page);
});

/** The lists, their table, the columns their skeleton shows, and what a failed load says. */
const lists = [
  {
    path: '/stores/demo/products',
    read: '**/bc-api/stores/demo/v3/catalog/products?*',
    grid: 'Products',
    columns: ['Image', 'Name', 'SKU', 'Price', 'Actions'],
    failed: 'Unable to load products',
    empty: 'No products found',
  },
  {
    path: '/stores/demo/orders',
    read: '**/bc-api/stores/demo/v2/orders?*',
    grid: 'Orders',
    columns: ['ID', 'Date', 'Name', 'Status', 'Total', 'Actions'],
    failed: 'Unable to fetch matching orders',
    empty: 'No Order records found',
  },
  {
    path: '/stores/demo/customers',
    read: '**/bc-api/stores/demo/v3/customers?*',
    grid: 'Customers',
    columns: ['Name', 'Email', 'Company', 'Created', 'Actions'],
    failed: 'Unable to load',
    empty: 'No Customer records found',
  },
];

for (const list of lists) {
  test(`the ${list.grid} list shows a busy skeleton while loading and a failed load with Try again`, async ({
    page,
  }) => {
    // The first read is held: the list is loading for as long as the test looks.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(list.read, hold);
    await logIn(page, list.path);
    const grid = page.getByRole('grid', { name: list.grid });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    for (const column of list.columns)
      await expect(grid.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    // Loading is not an empty list: no 'No items', no 'Page 1 of 1', no empty state.
    await expect(page.getByText('No items', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Page 1 of 1', { exact: true })).toHaveCount(0);
    await expect(page.getByText(list.empty)).toHaveCount(0);
    await expectAccessible(page);
    release();
    await expect(grid.getByRole('row')).toHaveCount(26);
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
    await page.unroute(list.read, hold);

    // Every read fails (the app retries once by itself): the error, and only the error.
    const fail = (route: Route) =>
      route.fulfill({ status: 500, json: { status: 500, title: 'Internal error' } });
    await page.route(list.read, fail);
    await page.getByRole('button', { name: 'Next page' }).click();
    const alert = page.getByRole('alert').filter({ hasText: list.failed });
    await expect(alert).toBeVisible();
    await expect(page.getByText(list.empty)).toHaveCount(0);
    await expect(page.getByRole('grid', { name: list.grid })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectAccessible(page);

    // The platform is back: 'Try again' reads the page again.
    await page.unroute(list.read, fail);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(grid.getByRole('row')).toHaveCount(26);
    await expect(alert).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Page 2 of/),
    ).toBeVisible();
  });
}

test('every resource list shows its total and counts its pages from it, with its own page sizes', async ({
  page,
}) => {
  type Meta = { meta: { pagination: { total: number } } };
  const total = async (path: string) =>
    (await platform<Meta>(`${path}${path.includes('?') ? '&' : '?'}limit=1`)).meta.pagination.total;
  // A product with variants, for its variants list.
  const products = await platform<{ data: { id: number }[] }>(
    'v3/catalog/products?limit=20&include_fields=id',
  );
  let product = 0;
  for (const { id } of products.data) {
    if ((await total(`v3/catalog/products/${id}/variants`)) > 0) {
      product = id;
      break;
    }
  }
  expect(product).toBeGreaterThan(0);
  const orders = (await platform<{ count: number }>('v2/orders/count')).count;
  const lists = [
    {
      path: '/stores/demo/orders',
      grid: 'Orders',
      total: orders,
      size: 25,
      sizes: ['25', '50', '100'],
    },
    {
      path: '/stores/demo/products',
      grid: 'Products',
      total: await total('v3/catalog/products'),
      size: 25,
      sizes: ['25', '50', '100', '250'],
    },
    {
      path: '/stores/demo/customers',
      grid: 'Customers',
      total: await total('v3/customers'),
      size: 25,
      sizes: ['25', '50', '100', '250'],
    },
    {
      path: '/stores/demo/brands',
      grid: 'Brands',
      total: await total('v3/catalog/brands'),
      size: 25,
      sizes: ['25', '50', '100', '250'],
    },
    {
      path: '/stores/demo/channels',
      grid: 'Channels',
      total: await total('v3/channels'),
      size: 25,
      sizes: ['25', '50', '100', '250'],
    },
    {
      path: '/stores/demo/locations',
      grid: 'Locations',
      total: await total('v3/inventory/locations'),
      size: 25,
      sizes: ['25', '50', '100', '250'],
    },
    {
      path: `/stores/demo/variants/${product}/variants`,
      grid: undefined,
      total: await total(`v3/catalog/products/${product}/variants`),
      size: 250,
      sizes: ['25', '50', '100', '250'],
    },
  ];
  await logIn(page, '/stores/demo/orders');
  for (const list of lists) {
    await page.goto(list.path);
    if (list.grid) await expect(page.getByRole('grid', { name: list.grid })).toBeVisible();
    await expectPaging(page, {
      first: 1,
      last: Math.min(list.size, list.total),
      total: list.total,
      pageNumber: 1,
      pageCount: Math.ceil(list.total / list.size),
    });
    expect(await pageSizes(page)).toEqual(list.sizes);
  }
});

test('a restored export rule names its brand rather than its id', async ({ page }) => {
  await logIn(page, '/stores/demo/products?tab=export');
  await expect(
    page.getByRole('heading', { name: 'Download a spreadsheet of product metafields' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Filter products' }).click();
  await page.getByRole('button', { name: /Field$/ }).click();
  await page.getByRole('option', { name: 'Brand', exact: true }).click();
  // The first brand the picker offers, as the platform lists them.
  const brand =
    (await platform<{ data: { name: string }[] }>('v3/catalog/brands?limit=1')).data[0]?.name ?? '';
  await page.getByRole('button', { name: 'Choose Brand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Brand' });
  await dialog.getByText(brand, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: brand, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const picker = page.getByRole('group', { name: 'Brand' });
  await expect(picker.getByText(brand, { exact: true })).toBeVisible();

  // Away and back: the tab opens with the saved rule, which must name the brand again.
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByRole('button', { name: 'Start upload' })).toBeVisible();
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(picker.getByText(brand, { exact: true })).toBeVisible();
  await expect(picker.getByText(/^#\d+$/)).toHaveCount(0);
  await expectAccessible(page);
});
