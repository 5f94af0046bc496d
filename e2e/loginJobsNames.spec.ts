import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';

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

test('a finished export’s history row shows how long it took, a full ring, no error icon, and the store’s zone', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/brands?tab=export');
  const history = page.getByRole('grid', { name: 'Export history' });
  await expect(history).toBeVisible();
  await page.getByRole('button', { name: 'Start export' }).click();
  const newest = history.getByRole('row').nth(1);
  await expect(newest.getByText('completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expectAccessible(page);

  // The server recorded both ends to the millisecond; the row counts a begun second as a whole.
  const id = await newest.getByRole('rowheader').textContent();
  const answer = await page.request.get('/api/stores/demo/metafields/export/brands');
  const body = (await answer.json()) as {
    data: { id: number; started_at: string; finished_at: string }[];
  };
  const job = body.data.find((entry) => String(entry.id) === id?.trim());
  expect(job?.finished_at).toBeTruthy();
  const took = Date.parse(job?.finished_at ?? '') - Date.parse(job?.started_at ?? '');
  expect(took).toBeGreaterThan(0);
  expect(took).toBeLessThan(60_000);
  const column = async (name: string) => {
    const headers = await history.getByRole('columnheader').allTextContents();
    return newest.getByRole('gridcell').nth(headers.indexOf(name) - 1);
  };
  await expect(await column('Duration')).toHaveText(`${Math.ceil(took / 1000)}s`);

  // Started at in the store's zone (the demo store is in America/Chicago), named in the cell.
  await expect(await column('Started at')).toHaveText(/ C[SD]T$/);

  // Final: the ring reads 100% and is painted in its centre too, not an empty circle.
  const ring = newest.getByRole('progressbar', { name: 'Progress' });
  await expect(ring).toHaveAttribute('aria-valuenow', '100');
  const centrePainted = await ring.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit instanceof SVGElement && getComputedStyle(hit).fill !== 'none';
  });
  expect(centrePainted).toBe(true);

  // No errors, so no error icon.
  await expect(newest.getByRole('button', { name: 'Errors' })).toHaveCount(0);
});

test('a template name is capped at 255 characters and a long one stays within its row', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const typed = `Long ${stamp} ${'washing instructions '.repeat(20)}`;
  expect(typed.length).toBeGreaterThan(255);
  await logIn(page, '/stores/demo/templates/products');
  await page.getByRole('button', { name: 'Create shared metafield' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create shared metafield' })).toBeVisible();
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await nameField.fill(typed);
  // The field takes no more than the spec's limit.
  const kept = typed.slice(0, 255);
  await expect(nameField).toHaveValue(kept);
  const keyField = page.getByRole('textbox', { name: 'Key', exact: true });
  await keyField.fill(`long_${stamp}_${'k'.repeat(80)}`);
  expect((await keyField.inputValue()).length).toBe(64);
  await page.getByRole('button', { name: /Content type/ }).click();
  await page.getByRole('option', { name: 'Text', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/templates\/products$/);

  // In the list the name is cut short on screen, its whole text still its accessible name and
  // its title.
  const link = page.getByRole('link', { name: kept });
  await expect(link).toBeVisible();
  const cell = page.locator('[title]', { has: link });
  await expect(cell).toHaveAttribute('title', kept);
  const box = await cell.boundingBox();
  const lineHeight = await link.evaluate((element) =>
    parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(lineHeight * 2 + 2);
  await expectAccessible(page);
});
