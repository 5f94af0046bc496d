import { expect, test } from '@playwright/test';
import { davLogin } from '../apps/platform/src/dav/login.js';
import { logIn, screenIsAccessible, serverApi, tabTo } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

test('a merchant saves the WebDAV login in settings; a refused file store leads back there', async ({
  page,
}) => {
  await logIn(page, '/stores/demo');
  const api = await serverApi(page);
  const main = page.getByRole('main');
  const dav = davLogin(product().dataDir, 'demo', product().platformUrl);
  expect(dav).toBeDefined();

  const saveLogin = async (username: string, password: string) => {
    await page.goto('/stores/demo/settings');
    await expect(main.getByRole('region', { name: 'Webdav' })).toBeVisible();
    await screenIsAccessible(page);
    await main.getByRole('link', { name: 'Manage Webdav' }).click();
    await expect(page).toHaveURL(/\/stores\/demo\/settings\/webdav$/);
    await main.getByLabel('Username').fill(username);
    await main.getByLabel('Password').fill(password);
    await screenIsAccessible(page);
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webdav settings updated.').last()).toBeVisible();
  };

  // A login the file store refuses: the upload fails and its notice leads to the settings.
  await saveLogin(dav?.username ?? '', 'not-the-password');

  const name = `Settings manuals ${Date.now()}`;
  const created = await api('POST', '/api/stores/demo/templates/product', {
    name,
    meta_key: `settings_manuals_${Date.now()}`,
    content_type: 'file',
    options: { entity_list_type: 'list' },
  });
  expect(created.status()).toBe(201);
  const template = ((await created.json()) as { data: { id: number } }).data;
  const file = { name: 'manual.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') };

  try {
    await page.goto('/stores/demo/products/3/metafields?tab=shared');
    const field = page.getByRole('group', { name });
    // The file store refuses the login: the server's words, with 'Go to settings'.
    const upload = page.waitForResponse((response) => response.url().endsWith('/files'));
    await field.locator('input[type="file"]').setInputFiles(file);
    expect((await upload).status()).not.toBe(422);
    const goToSettings = page.getByRole('link', { name: 'Go to settings' }).last();
    await expect(goToSettings).toBeVisible();
    await goToSettings.click();
    await expect(page).toHaveURL(/\/stores\/demo\/settings$/);

    // The right login, saved the same way, is the one the server keeps.
    await saveLogin(dav?.username ?? '', dav?.password ?? '');
    const saved = await api('GET', '/api/stores/demo/webdav-settings');
    expect(((await saved.json()) as { data: { webdav_username: string } }).data).toMatchObject({
      webdav_username: dav?.username,
    });
    await page.goto('/stores/demo/products/3/metafields?tab=shared');
    await field.locator('input[type="file"]').setInputFiles(file);
    await expect(field.getByRole('link', { name: 'manual.pdf' })).toBeVisible();
  } finally {
    await api('DELETE', `/api/stores/demo/templates/product/${template.id}`);
  }
});

test('by keyboard alone, a merchant makes an API token, uses it, and revokes it', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/settings/api-tokens');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  await screenIsAccessible(page);

  const name = `E2E token ${Date.now()}`;
  await tabTo(page, main.getByRole('button', { name: 'Create API token' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Token name'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('You can only see this key once. Store it safely.')).toBeVisible();
  const token = (await dialog.locator('code, pre').first().innerText()).trim();
  expect(token).toMatch(/^mst_/);
  await screenIsAccessible(page);
  // Focus is on Close, the only way on.
  await expect(dialog.getByRole('button', { name: 'Close' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('rowheader', { name })).toBeVisible();

  const call = () =>
    page.request.get('/api/stores/demo/custom-objects', {
      headers: { Authorization: `Bearer ${token}` },
    });
  expect((await call()).status()).toBe(200);

  // Into the table with Tab, then its rows and cells with the arrow keys (a grid).
  await tabTo(page, main.getByRole('grid', { name: 'API tokens' }), { within: true });
  const row = main.getByRole('row', { name: new RegExp(name) });
  const remove = row.getByRole('button', { name: `Delete ${name}` });
  for (let presses = 0; presses < 40; presses += 1) {
    if (await remove.evaluate((element) => element === document.activeElement)) break;
    const inRow = await row.evaluate((element) => element.contains(document.activeElement));
    await page.keyboard.press(inRow ? 'ArrowRight' : 'ArrowDown');
  }
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete API token' });
  await expect(confirm).toContainText('This cannot be undone.');
  await screenIsAccessible(page);
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('API token deleted successfully').last()).toBeVisible();
  await expect(main.getByRole('rowheader', { name })).toHaveCount(0);

  expect([401, 403]).toContain((await call()).status());
});
