import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.js';

test.use({ bypassCSP: true });

test('after a validation error, one pointer click on Log in signs the merchant in', async ({
  page,
}) => {
  await page.goto('/account/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password');
  const logInButton = page.getByRole('button', { name: 'Log in' });

  // Nothing typed: both fields say what they need.
  await logInButton.click();
  await expect(page.getByText('Enter an email address such as name@example.com.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(email).toBeFocused();
  await expectAccessible(page);

  // Filled in with focus left in the password field: no blur happens before the click.
  await email.fill('demo@example.com');
  await password.fill('demo-password');

  // The button stays where it is while the pointer presses it: one click (mouse down on the
  // button, focus leaving the password field, mouse up) is enough.
  await logInButton.click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { name: 'Your stores', level: 1 })).toBeVisible();
});

test('a refused password’s message goes away once the merchant edits a field', async ({ page }) => {
  await page.goto('/account/login');
  const password = page.getByLabel('Password');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const refusal = page.getByText('The email or password is incorrect.');
  await expect(refusal).toBeVisible();
  await expectAccessible(page);

  // Correcting the password: the stale refusal is gone before they press Log in again.
  await password.fill('demo-password');
  await expect(refusal).toBeHidden();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});
