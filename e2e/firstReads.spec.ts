import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.js';

/**
 * The lists' first reads start with the route, not after the page's code: each page's chunk is
 * held back until its read has gone out, so a read that waited for the code would never go.
 * Each read goes out once: the page uses the read its route started.
 */
const lists = [
  {
    name: 'products',
    chunk: /\/assets\/ProductsPage-[\w-]+\.js$/,
    read: /\/v3\/catalog\/products\?/,
  },
  { name: 'orders', chunk: /\/assets\/OrdersPage-[\w-]+\.js$/, read: /\/v2\/orders\?/ },
  { name: 'customers', chunk: /\/assets\/CustomersPage-[\w-]+\.js$/, read: /\/v3\/customers\?/ },
];

/** Counts the requests whose URL matches `pattern`, and resolves when the first goes out. */
function watchRequests(page: Page, pattern: RegExp) {
  const urls: string[] = [];
  let seen: () => void = () => {};
  const first = new Promise<void>((resolve) => (seen = resolve));
  page.on('request', (request) => {
    if (!pattern.test(request.url())) return;
    urls.push(request.url());
    seen();
  });
  return { urls, first };
}

for (const list of lists) {
  test(`the ${list.name} list’s first read goes out before its page’s code has loaded, once`, async ({
    page,
  }) => {
    await logIn(page, '/stores');
    await expect(page.getByRole('grid', { name: 'Stores' })).toBeVisible();
    const reads = watchRequests(page, list.read);
    await page.route(list.chunk, async (route) => {
      await reads.first;
      await route.continue();
    });
    await page.goto(`/stores/demo/${list.name}`);
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    expect(reads.urls).toHaveLength(1);
  });
}
