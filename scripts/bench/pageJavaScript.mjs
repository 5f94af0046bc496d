// The gzip size of the JavaScript a page really loads, as Chromium fetches it: the login page
// for a visitor, and the products page opened directly by a signed-in merchant.
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

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

    const productsPage = await context.newPage();
    const products = await measure(productsPage, async () => {
      await productsPage.goto(`${baseUrl}/stores/demo/products`);
      await productsPage.getByRole('rowheader').first().waitFor();
    });
    return { login, products };
  } finally {
    await browser.close();
  }
}

/**
 * @param {import('playwright').Page} page
 * @param {() => Promise<void>} load
 * @returns {Promise<number>} KB, one decimal
 */
async function measure(page, load) {
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then((body) => zlib.gzipSync(body).length));
    }
  });
  await load();
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  return Math.round(bytes / 102.4) / 10;
}
