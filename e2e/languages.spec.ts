import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.js';

test.use({ bypassCSP: true });

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the login page speaks the browser’s language', async ({ page }) => {
    await page.goto('/account/login');
    await expect(
      page.getByRole('heading', { name: 'Bei Metafield Studio anmelden' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expectAccessible(page);
  });
});

test.describe('in Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('the page reads right to left', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'אופס, הדף לא נמצא' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
  });
});
