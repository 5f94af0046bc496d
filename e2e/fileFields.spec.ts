import { expect, test } from '@playwright/test';
import { davLogin } from '../apps/platform/src/dav/login.js';
import { expectAccessible, logIn, serverApi } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

test('a merchant uploads a manual to a product’s file field, saves it, and removes it', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products');
  const api = await serverApi(page);

  // The store's WebDAV login, as the merchant copies it from the platform into the settings.
  const dav = davLogin(product().dataDir, 'demo', product().platformUrl);
  expect(dav).toBeDefined();
  const settings = await api('PUT', '/api/stores/demo/webdav-settings', {
    webdav_username: dav?.username,
    webdav_password: dav?.password,
  });
  expect(settings.status(), await settings.text()).toBe(200);

  // A shared field of files for products; removed at the end, so later journeys see none.
  const name = `Manuals ${Date.now()}`;
  const created = await api('POST', '/api/stores/demo/templates/product', {
    name,
    meta_key: `manuals_${Date.now()}`,
    content_type: 'file',
    options: { entity_list_type: 'list' },
  });
  expect(created.status()).toBe(201);
  const template = ((await created.json()) as { data: { id: number } }).data;

  try {
    await page.goto('/stores/demo/products/3/metafields?tab=shared');
    const field = page.getByRole('group', { name });
    await expect(field).toBeVisible();
    await field.locator('input[type="file"]').setInputFiles({
      name: 'manual.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    const link = field.getByRole('link', { name: 'manual.pdf' });
    await expect(link).toBeVisible();
    // The file is in the store's WebDAV, where the link leads.
    const stored = await page.request.get((await link.getAttribute('href')) ?? '', {
      headers: {
        authorization: `Basic ${Buffer.from(`${dav?.username}:${dav?.password}`).toString('base64')}`,
      },
    });
    expect(await stored.text()).toBe('%PDF-1.7');
    await expectAccessible(page);

    const saveBar = page.getByRole('region', { name: 'Unsaved changes' });
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Metafields saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name }).getByRole('link', { name: 'manual.pdf' }),
    ).toBeVisible();

    // Removing it deletes the file from the store; saving empties the field.
    await page
      .getByRole('group', { name })
      .getByRole('button', { name: 'Remove manual.pdf' })
      .click();
    await expect(
      page.getByRole('group', { name }).getByRole('link', { name: 'manual.pdf' }),
    ).toHaveCount(0);
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Metafields saved.').last()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name })).toBeVisible();
    await expect(page.getByRole('group', { name }).getByRole('link')).toHaveCount(0);
  } finally {
    await api('DELETE', `/api/stores/demo/templates/product/${template.id}`);
  }
});
