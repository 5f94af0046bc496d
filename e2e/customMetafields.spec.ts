import { expect, test } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';

test.use({ bypassCSP: true });

test('a merchant creates, edits and deletes a custom metafield of a product', async ({ page }) => {
  await logIn(page, '/stores/demo/products');
  const products = page.getByRole('grid', { name: 'Products' });
  const firstProduct = products.getByRole('row').nth(1);
  const productName = (await firstProduct.getByRole('rowheader').textContent()) ?? '';
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
  await expect(page).toHaveURL(/\/products\/\d+\/metafields$/);
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
  await table
    .getByRole('row', { name: /care_notes/ })
    .getByRole('button', { name: 'Actions for e2e: care_notes' })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
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
