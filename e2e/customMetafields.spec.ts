import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

test('a merchant creates, edits and deletes a custom metafield of a product', async ({ page }) => {
  await logIn(page, '/stores/demo/products');
  const products = page.getByRole('grid', { name: 'Products' });
  const firstProduct = products.getByRole('row').nth(1);
  const productName = (await firstProduct.getByRole('rowheader').innerText()).trim();
  await firstProduct.getByRole('rowheader').click();

  await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields$/);
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Custom metafields' })).toBeVisible();
  await expectAccessible(page);

  // Create.
  await page.getByRole('button', { name: 'Create metafield' }).click();
  await expect(page).toHaveURL(/\/metafields\/create$/);
  await expect(page.getByRole('heading', { name: 'Create metafield' })).toBeVisible();
  await expect(page.getByRole('link', { name: `${productName} metafields` })).toBeVisible();
  await page.getByLabel('Namespace').fill('e2e');
  await page.getByLabel('Key').fill('care_notes');
  await page.getByLabel('Description').fill('How to wash it');
  await page.getByRole('textbox', { name: 'Value' }).fill('{"wash":"cold"}');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The metafield has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/\d+\/metafields\?tab=custom$/);
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  const row = table.getByRole('row', { name: /care_notes/ });
  await expect(row).toBeVisible();

  // Edit only the description (the form's stories assert that a PUT carries it alone).
  await row.getByRole('button', { name: 'Actions for e2e: care_notes' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('How to wash it');
  await page.getByLabel('Description').fill('Wash cold, dry flat');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The metafield has been updated')).toBeVisible();
  // An edit stays on its form, read again, with nothing left unsaved (spec section 4).
  await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expect(page.getByLabel('Description')).toHaveValue('Wash cold, dry flat');
  await expect(page.getByLabel('Key')).toHaveValue('care_notes');
  await page.getByRole('link', { name: `${productName} metafields` }).click();

  // Delete, from the row's menu, after the confirmation.
  await table
    .getByRole('row', { name: /care_notes/ })
    .getByRole('button', { name: 'Actions for e2e: care_notes' })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: /care_notes/ })).toHaveCount(0);
});

/** Metafields made on the platform directly, as another app or an import would have. */
async function seedMetafields(productId: string, keys: string[]) {
  for (const key of keys) {
    const response = await fetch(
      `${product().platformUrl}/stores/demo/v3/catalog/products/${productId}/metafields`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Auth-Token': 'demo-token' },
        body: JSON.stringify({ namespace: 'e2e', key, value: '1', permission_set: 'write' }),
      },
    );
    expect(response.status).toBe(200);
  }
}

test('a merchant deletes three metafields at once and changes the owner of another', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products/2/metafields');
  await seedMetafields('2', ['bulk_1', 'bulk_2', 'bulk_3', 'handed_over']);
  await page.reload();
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  for (const key of ['bulk_1', 'bulk_2', 'bulk_3']) {
    await table.getByRole('checkbox', { name: `Select e2e ${key}` }).check({ force: true });
  }
  await page.getByRole('button', { name: 'Delete metafields' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 3 metafields?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 metafields deleted')).toBeAttached();
  for (const key of ['bulk_1', 'bulk_2', 'bulk_3']) {
    await expect(table.getByRole('row', { name: new RegExp(key) })).toHaveCount(0);
  }

  await table.getByRole('button', { name: 'Actions for e2e: handed_over' }).click();
  await page.getByRole('menuitem', { name: 'Change owner' }).click();
  const changeOwner = page.getByRole('dialog', { name: 'Change owner' });
  await expectAccessible(page);
  await changeOwner.getByLabel('New owner ID').fill('987654');
  await changeOwner.getByRole('button', { name: /Change owner|Save|Assign/ }).click();
  await expect(page.getByText('New metafield owner assigned.')).toBeAttached();
  // The list was read again: the dialog now names the new owner.
  await table.getByRole('button', { name: 'Actions for e2e: handed_over' }).click();
  await page.getByRole('menuitem', { name: 'Change owner' }).click();
  await expect(changeOwner.getByText('Current owner ID: 987654')).toBeVisible();
});
