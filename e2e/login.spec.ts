import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.js';

test.use({ bypassCSP: true });

test('a merchant logs in, sees the seeded products, and logs out', async ({ page }) => {
  await page.goto('/stores/demo/products');
  // Not signed in yet: the app sends them to the login page.
  await expect(page).toHaveURL(/\/account\/login$/);
  await expectAccessible(page);

  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back where they were going, with the demo store's products from the platform emulator.
  await expect(page).toHaveURL(/\/stores\/demo\/products$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(26); // the header and a page of 25
  await expect(page.getByText('1–25 of 2,000')).toBeVisible();
  await expectAccessible(page);

  // Sorting by name asks the platform for another order.
  await table.getByRole('columnheader', { name: 'Name' }).click();
  const firstName = table.getByRole('row').nth(1).getByRole('rowheader');
  await expect(firstName).toHaveText(/^A/);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByText("You're now logged out")).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/account\/login$/);

  // The session ended on the server too: the products page wants a login again.
  await page.goto('/stores/demo/products');
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/account/login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/account\/login$/);
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'O oh, page not found' })).toBeVisible();
  await expect(page.getByText('Sorry about that.')).toBeVisible();
  await expectAccessible(page);
});

test('the app’s home leads, after logging in, to the store picker, which opens a store', async ({
  page,
}) => {
  // The home page (spec section 2) says nobody is signed in and leads to the login.
  await page.goto('/');
  await expect(page.getByText('You are not signed in.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { name: 'Your stores', level: 1 })).toBeVisible();
  const stores = page.getByRole('grid', { name: 'Your stores' });
  const demo = stores
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'demo' }) });
  await expect(demo).toHaveCount(1);
  await expectAccessible(page);

  await demo.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/stores\/demo$/);
  await expect(page.getByRole('grid').getByRole('rowheader', { name: 'Products' })).toBeVisible();
  await expectAccessible(page);
});
