import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseNextByKeys, openAndCloseByKeys, popupTriggers } from './popupKeys.js';
import { expectAccessible, logIn } from './support.js';

test.use({ bypassCSP: true });

/**
 * Opens and closes, by keys, each select, menu and combo box the page (or `scope`) shows now.
 */
async function sweep(page: Page, scope: Page | Locator = page) {
  const triggers = popupTriggers(scope);
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    await openAndCloseByKeys(page, triggers.nth(index));
  }
  return count;
}

test('every select, menu and combo box of the export tab’s filter, for every field, works with real keys', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/products?tab=export');
  await page.getByRole('button', { name: 'Filter products' }).click();
  // The filter's own controls: the page's language menu is a stand-in button until a person
  // reaches for it, so whether it counts here depended on timing.
  const filter = page.getByRole('group', { name: 'Filter products' });
  const field = filter.getByRole('button', { name: /Field$/ });
  await expect(field).toBeVisible();
  // A new condition shows its field only; the operator comes with the field chosen.
  expect(await sweep(page, filter)).toBe(1);

  // Each field in turn brings its own operator, value and match controls.
  const fields: string[] = [];
  for (;;) {
    const chosen = await chooseNextByKeys(page, field);
    if (fields.includes(chosen)) break;
    fields.push(chosen);
    // The field, its operator, and the value or match controls the field brings.
    expect(await sweep(page, filter)).toBeGreaterThanOrEqual(2);
  }
  expect(fields.length).toBeGreaterThan(5);
  await expectAccessible(page);
});

test('every menu of a product’s metafield page works with real keys', async ({ page }) => {
  await logIn(page, '/stores/demo/products');
  await page
    .getByRole('grid', { name: 'Products' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('tab', { name: 'Custom metafields' }).click();
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  await expect(table.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
  // The language menu and each row's actions.
  expect(await sweep(page)).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);
});
