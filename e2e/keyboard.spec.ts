import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, tabTo } from './support.js';

test.use({ bypassCSP: true });

const isFocused = (locator: Locator) => locator.evaluate((e) => e === document.activeElement);

/** The custom metafield journey with the keyboard alone: no click, no pointer. */
test('by keyboard alone, a merchant logs in, opens a product, creates a metafield and deletes it', async ({
  page,
}) => {
  await page.goto('/stores/demo/products');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('demo@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-password');
  await page.keyboard.press('Enter');

  const products = page.getByRole('grid', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(26);
  // Into the grid, where focus lands on the first product; Enter opens it.
  const first = products.getByRole('row').nth(1);
  const productName = (await first.getByRole('rowheader').innerText()).trim();
  await tabTo(page, products, { within: true });
  await expect(first).toBeFocused();
  // The grid is one tab stop: Tab leaves it at once, past the 25 rows' Edit links, and
  // Shift+Tab comes back to the same row.
  await page.keyboard.press('Tab');
  await expect
    .poll(() => products.evaluate((grid) => grid.contains(document.activeElement)))
    .toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Create metafield' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create metafield' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Namespace/ }));
  await page.keyboard.type('keys');
  await page.keyboard.press('Tab');
  await page.keyboard.type('only');
  await tabTo(page, page.getByRole('textbox', { name: 'Value' }));
  await page.keyboard.type('42');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('The metafield has been created')).toBeVisible();

  const table = page.getByRole('grid', { name: 'Custom metafields' });
  const actions = table.getByRole('button', { name: 'Actions for keys: only' });
  // Into the grid, then along the new metafield's row with the arrows to its menu button.
  await tabTo(page, table, { within: true });
  await expect(table.getByRole('row', { name: /keys/ })).toBeFocused();
  for (let presses = 0; presses < 8 && !(await isFocused(actions)); presses += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(actions).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expectAccessible(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row', { name: /keys/ })).toHaveCount(0);
});
