import { expect, test } from '@playwright/test';
import { logIn, screenIsAccessible } from './support.js';

test.use({ bypassCSP: true });

test('a merchant shares a field across products, fills it on one, then deletes it', async ({
  page,
}) => {
  // A name of its own, so a rerun on the same database makes a new template.
  const name = `Fabric ${Date.now()}`;

  // The product templates: create a text field.
  await logIn(page, '/stores/demo/templates/products');
  await expect(page.getByRole('heading', { name: 'Shared product metafields' })).toBeVisible();
  await screenIsAccessible(page);
  await page.getByRole('button', { name: 'Create shared metafield' }).first().click();
  await expect(page).toHaveURL(/\/templates\/products\/form$/);
  await expect(page.getByRole('heading', { name: 'Create shared metafield' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // The key follows the name; the product's metafield will have it.
  const key = await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue();
  expect(key).not.toBe('');
  await page.getByRole('button', { name: /Content type/ }).click();
  await page.getByRole('option', { name: 'Text', exact: true }).click();
  await screenIsAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/products$/);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // View GraphQL, a dialog of its own.
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'View GraphQL' }).click();
  const graphql = page.getByRole('dialog', { name: `GraphQL for ${name}` });
  await expect(graphql).toBeVisible();
  await screenIsAccessible(page);
  await page.keyboard.press('Escape');
  await expect(graphql).toHaveCount(0);

  // A product: Shared leads now that products have templates; fill the field and save.
  await page.goto('/stores/demo/products');
  // Once the products have come (rows of the loading state open nothing).
  await page.waitForLoadState('networkidle');
  const firstProduct = page.getByRole('grid', { name: 'Products' }).getByRole('rowheader').first();
  await expect(firstProduct).not.toBeEmpty();
  await firstProduct.click();
  await expect(page).toHaveURL(/\/stores\/demo\/products\/\d+\/metafields$/);
  await expect(page.getByRole('tab').first()).toHaveAccessibleName('Shared metafields');
  await expect(page.getByRole('tab', { name: 'Shared metafields' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const field = page.getByRole('textbox', { name, exact: true });
  await field.fill('Washed linen');
  await screenIsAccessible(page);
  await page
    .getByRole('region', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Metafields saved.')).toBeVisible();

  // Kept: a reload reads it back from the platform.
  await page.reload();
  await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue('Washed linen');
  const productPage = page.url();
  // The value is one of the product's metafields, under the template's key.
  await page.getByRole('tab', { name: 'Custom metafields' }).click();
  const custom = page.getByRole('grid', { name: 'Custom metafields' });
  await expect(custom.getByRole('row', { name: new RegExp(key) })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Shared metafields' }).click();

  // Manage shared metafields; the template's name opens its form, where it is edited.
  await page.getByRole('button', { name: 'Manage shared metafields' }).click();
  await expect(page).toHaveURL(/\/templates\/products$/);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/templates\/products\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Key', exact: true })).toHaveValue(key);
  await page.getByRole('textbox', { name: 'Description' }).fill('What the product is made of');
  await screenIsAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} updated.`)).toBeVisible();
  // An existing template is read again and stays (spec section 4); opened on the way from the
  // product, its back link leads back to it.
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'What the product is made of',
  );
  await page.getByRole('link', { name: 'Back to record' }).click();
  await expect(page).toHaveURL(`${productPage}?tab=shared`);

  // Manage shared metafields again; delete the template there.
  await page.getByRole('button', { name: 'Manage shared metafields' }).click();
  await expect(page).toHaveURL(/\/templates\/products$/);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await screenIsAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Template deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // The value went with it: the product has neither the field nor the metafield.
  await page.getByRole('link', { name: 'Back to record' }).click();
  await expect(page).toHaveURL(`${productPage}?tab=shared`);
  await expect(page.getByRole('tab', { name: 'Shared metafields' })).toBeVisible();
  await expect(page.getByRole('textbox', { name, exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Custom metafields' }).click();
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  await expect(table).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(table.getByRole('row', { name: new RegExp(key) })).toHaveCount(0);
});
