import { expect, test } from '@playwright/test';
import { logIn } from './support.js';

test('a 401 anywhere logs the merchant out, and logging in again leads back', async ({
  page,
  context,
}) => {
  // The Custom tab asked for by name stays open when the product's templates arrive, so no
  // other tab's panel loads later on its own.
  await logIn(page, '/stores/demo/products/3/metafields?tab=custom');
  await expect(page.getByRole('tab', { name: 'Custom metafields', selected: true })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Custom metafields' })).toBeVisible();
  // Nothing in flight: the first request after the session ends is the click's.
  await page.waitForLoadState('networkidle');

  // The session ends on the server's side (expired, or revoked elsewhere).
  await context.clearCookies();
  // The merchant goes to the products list (as by the browser's Back button: an in-app move,
  // whose reads answer 401). Were a read still under way to answer first, a link could vanish
  // under the pointer; this move cannot, and either way the products list is where they went.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/stores/demo/products');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/account\/login$/);

  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/products$/);
});

test('a signed-in page starts without asking who is signed in: the page itself says', async ({
  page,
}) => {
  await logIn(page, '/stores');
  await expect(page.getByRole('grid', { name: 'Stores' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked.push(request.url());
  });
  await page.goto('/stores/demo/products');
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByText('Signed in as demo@example.com')).toBeVisible();
  expect(asked).toEqual([]);
});
