import { expect, test, type Page } from '@playwright/test';
import { logIn, screenIsAccessible, tabTo } from './support.js';

test.use({ bypassCSP: true });

/**
 * The account screens and the app's other pages (companion document, section 2) against the
 * real server. Only the demo merchant exists, and other specs log in as it with demo-password:
 * the reset journey sets that password back at its end, whatever happened (the specs of a
 * worker run one at a time, on the worker's own product: product.ts).
 */
const demoEmail = 'demo@example.com';
const demoPassword = 'demo-password';
const newPassword = 'a-brand-new-password';

test('the home, installed, welcome, help and what’s new pages', async ({ page }) => {
  await logIn(page, '/stores/demo/installed');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Metafield Studio is installed' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
    'href',
    '/stores/demo',
  );
  await screenIsAccessible(page);

  await page.goto('/stores/demo/welcome');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Welcome to Metafield Studio' }),
  ).toBeVisible();
  await screenIsAccessible(page);

  await page.goto('/stores/demo/help');
  await expect(main.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await screenIsAccessible(page);

  await page.goto('/stores/demo/whats-new');
  await expect(main.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Our other apps' })).toBeVisible();
  await screenIsAccessible(page);
  await main.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/stores\/demo$/);

  await page.goto('/');
  await expect(main.getByText('You are signed in as demo@example.com.')).toBeVisible();
  await expect(main.getByText('App ID: metafield-studio')).toBeVisible();
  await screenIsAccessible(page);
  await main.getByRole('link', { name: 'Go to your stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});

test('logging out counts down to the login page', async ({ page }) => {
  await logIn(page, '/stores/demo');
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/account\/logout$/);
  await expect(page.getByRole('heading', { name: "You're now logged out" })).toBeVisible();
  await expect(page.getByText('Redirecting to login page in 3...2...1...')).toBeVisible();
  await screenIsAccessible(page);
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.goto('/');
  await expect(page.getByText('You are not signed in.')).toBeVisible();
});

test('a failed install shows its sentence on the error page, once', async ({ page }) => {
  await page.goto('/auth?code=bad');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The install link is incomplete. Please install Metafield Studio again from the Apps page of your control panel.',
  );
  await screenIsAccessible(page);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    'Oops. Something went wrong. Please wait and try again.',
  );
});

/** The newest reset link in the outbox (a signed-in page only), as a path on this server. */
async function newestResetLink(page: Page): Promise<string> {
  await page.goto('/dev/outbox');
  const href = await page
    .getByRole('link', { name: /account\/password-reset/ })
    .first()
    .getAttribute('href');
  const link = new URL(href ?? '');
  return `${link.pathname}${link.search}`;
}

/**
 * Sets the demo merchant's password back through the API, signed in as it with `current`. Only
 * `page.request` talks to the server here, with the CSRF token of the very answer that set its
 * cookie (the anonymous page's meta tag, then the login answer's header): no app page runs
 * meanwhile to renew either.
 */
async function restoreDemoPassword(page: Page, current: string) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  const html = await (await page.request.get('/account/login')).text();
  let token = /<meta name="csrf-token" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const api = (method: string, path: string, data: unknown) =>
    page.request.fetch(path, { method, headers: { 'X-CSRF-Token': token }, data });
  const login = await api('POST', '/api/users/sessions', { email: demoEmail, password: current });
  expect(login.ok(), await login.text()).toBe(true);
  token = login.headers()['x-csrf-token'] ?? token;
  expect((await api('POST', '/api/users/password', { email: demoEmail })).status()).toBe(202);
  const resetToken = new URL(await newestResetLink(page), 'http://x').searchParams.get('token');
  await page.goto('about:blank');
  const reset = await api('PUT', '/api/users/password', {
    email: demoEmail,
    token: resetToken,
    password: demoPassword,
    password_confirmation: demoPassword,
  });
  expect(reset.status(), await reset.text()).toBe(204);
}

test('a forgotten password is reset from the emailed link, by keyboard alone', async ({
  page,
  browser,
}) => {
  // The merchant, signed out, asks for the link from the login page.
  await page.goto('/account/login');
  await tabTo(page, page.getByRole('button', { name: 'Forgot password?' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toBeFocused();
  await page.keyboard.type(demoEmail);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();
  await screenIsAccessible(page);

  // The mail, read where the emulator keeps it (a signed-in page, in another browser).
  const mailbox = await (await browser.newContext()).newPage();
  await logIn(mailbox, '/stores');
  const link = await newestResetLink(mailbox);

  let current = demoPassword;
  try {
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(demoEmail);
    await screenIsAccessible(page);
    await tabTo(page, page.getByLabel(/^New password/));
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/login$/);
    current = newPassword;
    await expect(page.getByRole('status').filter({ hasText: 'Password reset' })).toContainText(
      'Please login with your new password.',
    );
    await screenIsAccessible(page);

    // The new password logs in, typed and sent from the keyboard.
    await tabTo(page, page.getByRole('textbox', { name: /Email/ }));
    await page.keyboard.type(demoEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stores$/);
  } finally {
    await restoreDemoPassword(page, current);
    await mailbox.context().close();
  }
});
