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
  await page.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);

  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/products$/);
});
