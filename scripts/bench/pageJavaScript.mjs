// The JavaScript a page really loads first, as Chromium fetches it: its gzip size (the budget's
// measure) and its size on the wire (as the server sent it, compressed or not), for the login
// page for a visitor and each main route opened directly by a signed-in merchant, until its
// content shows (editors that load when opened are not counted; the one a page opens with is).
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** @typedef {import('playwright').Page} Page */

const firstRow = (/** @type {Page} */ page) => page.getByRole('rowheader').first().waitFor();
const firstLink = (/** @type {Page} */ page) =>
  page.getByRole('grid').getByRole('link').first().waitFor();
const heading = (/** @type {Page} */ page) => page.getByRole('heading', { level: 1 }).waitFor();
// A new metafield's value opens in the JSON editor: the page is shown once the editor is, so
// that its chunk is always counted (measured until the heading, it was counted or not by turns).
const valueEditor = (/** @type {Page} */ page) =>
  page.getByRole('textbox', { name: 'Value' }).waitFor();

/** @type {[string, string, (page: Page) => Promise<void>][]} name, path, what shows when loaded */
const mainRoutes = [
  ['stores', '/stores', firstRow],
  ['resources', '/stores/demo', firstRow],
  ['products', '/stores/demo/products', firstRow],
  ['orders', '/stores/demo/orders', firstRow],
  ['categories', '/stores/demo/categories', heading],
  ['product-metafields', '/stores/demo/products/1/metafields', firstRow],
  ['metafield-create', '/stores/demo/products/1/metafields/create', valueEditor],
  ['templates', '/stores/demo/templates/products', heading],
];

/** @param {string} baseUrl */
export async function pageJavaScript(baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const loginPage = await context.newPage();
    const login = await measure(loginPage, async () => {
      await loginPage.goto(`${baseUrl}/account/login`);
      await loginPage.getByRole('button', { name: 'Log in' }).waitFor();
    });
    await loginPage.getByLabel('Email').fill('demo@example.com');
    await loginPage.getByLabel('Password').fill('demo-password');
    await loginPage.getByRole('button', { name: 'Log in' }).click();
    await loginPage.waitForURL(/\/stores$/);

    /** @type {Record<string, Sizes>} */
    const routes = {};
    /** @type {typeof mainRoutes} */
    const measured = [
      ...mainRoutes,
      ['values', await customResourceWithValues(loginPage), firstLink],
    ];
    // Each route in a fresh context with the session: a cold cache, so every script is fetched.
    const storageState = await context.storageState();
    for (const [name, path, ready] of measured) {
      const cold = await browser.newContext({ storageState });
      const page = await cold.newPage();
      if (process.env.BENCH_CHUNKS) console.error(`${name}:`);
      routes[name] = await measure(page, async () => {
        await page.goto(`${baseUrl}${path}`);
        await ready(page);
      });
      await cold.close();
    }
    return { login, ...routes };
  } finally {
    await browser.close();
  }
}

/**
 * A custom resource with a field and a value, made through the server's API as the signed-in
 * page would: the values list to measure (custom-resources-and-account.md, 'Values list').
 * @param {Page} page signed in, on the app
 * @returns {Promise<string>} the values list's path
 */
async function customResourceWithValues(page) {
  // The login renewed the CSRF token; the page's meta tag carries it after a reload.
  await page.reload();
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const base = `/api/stores/demo/custom-objects`;
  /** @param {string} path @param {unknown} data */
  const post = async (path, data) => {
    const response = await page.request.post(new URL(path, page.url()).href, {
      headers: { 'X-CSRF-Token': token },
      data,
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()}`);
    return /** @type {{ data: { id: number } }} */ (await response.json()).data;
  };
  const resource = await post(base, { name: `Bench ${Date.now().toString(36)}` });
  await post(`${base}/${resource.id}/fields`, { name: 'Title', content_type: 'text' });
  await post(`${base}/${resource.id}/values`, { title: 'Lemon tart' });
  return `/stores/demo/custom-object/${resource.id}`;
}

/** @typedef {{ gzip: number, wire: number }} Sizes KB, one decimal */

/**
 * @param {import('playwright').Page} page
 * @param {() => Promise<void>} load
 * @returns {Promise<Sizes>}
 */
async function measure(page, load) {
  /** @type {Promise<Sizes>[]} */
  const sizes = [];
  /** @param {import('playwright').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sent]) => {
          const gzip = zlib.gzipSync(body).length;
          // BENCH_CHUNKS=1 names each script a route loads: where its kilobytes come from.
          if (process.env.BENCH_CHUNKS) {
            console.error(
              `  ${(gzip / 1024).toFixed(1)} KB  ${new URL(response.url()).pathname} ${sent.responseBodySize} ${response.status()}`,
            );
          }
          return { gzip, wire: sent.responseBodySize };
        }),
      );
    }
  };
  page.on('response', onResponse);
  await load();
  // Scripts of what comes after (the login's next page) are not this page's.
  page.off('response', onResponse);
  const all = await Promise.all(sizes);
  const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;
  return {
    gzip: kb(all.reduce((sum, size) => sum + size.gzip, 0)),
    wire: kb(all.reduce((sum, size) => sum + size.wire, 0)),
  };
}
