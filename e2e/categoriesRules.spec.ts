import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

/** The first product of the demo store, through the store's API account. */
async function firstProductId(page: Page): Promise<number> {
  const answer = await page.request.get(
    `${product().platformUrl}/stores/demo/v3/catalog/products?limit=1`,
    {
      headers: { 'X-Auth-Token': 'demo-token', Accept: 'application/json' },
    },
  );
  const body = (await answer.json()) as { data: { id: number }[] };
  return body.data[0]!.id;
}

test('the categories page searches with the lists’ box and shows matches as a table in place of the tree', async ({
  page,
}) => {
  await logIn(page, '/stores/demo/categories');
  const tree = page.getByRole('treegrid');
  await expect(tree.getByRole('row').nth(2)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search categories' });
  await expect(search).toHaveAttribute('placeholder', 'Search');

  // Every category's Edit button ends its row: one column, however long the name.
  const edits = tree.getByRole('button', { name: 'Edit' });
  await expect(edits.nth(1)).toBeVisible();
  const ends = await edits.evaluateAll((buttons) =>
    buttons.map((button) => Math.round(button.getBoundingClientRect().right)),
  );
  expect(new Set(ends).size).toBe(1);
  await expectAccessible(page);

  const name = (await tree.getByRole('row').nth(1).getAttribute('aria-label')) ?? '';
  const term = name.slice(0, 4);
  await search.click();
  await page.keyboard.type(term);
  const results = page.getByRole('grid', { name: 'Matching categories' });
  await expect(results.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible();
  await expect(tree).toHaveCount(0);
  await expect(results.getByRole('columnheader', { name: 'URL path' })).toBeVisible();
  await expectAccessible(page);

  await results
    .getByRole('link', { name: `Edit ${name}` })
    .first()
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Categories' }).click();
  await expect(search).toHaveValue(term);
  await expect(results).toBeVisible();
});

test('the control panel’s product page shows the installed app’s App Extension; the variants search has a placeholder', async ({
  page,
}) => {
  const productId = await firstProductId(page);
  await page.goto(`${product().platformUrl}/manage/stores/demo/products/${productId}/edit`);
  const extensions = page.getByRole('navigation', { name: 'App Extensions' });
  await expect(extensions.getByRole('link', { name: 'Metafields' })).toBeVisible();
  await expect(extensions).not.toContainText('No installed app');

  await logIn(page, `/stores/demo/products/${productId}/metafields`);
  await page.getByRole('tab', { name: /Variants/ }).click();
  await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', 'Search');
});

test('the export filter’s selects work with the browser’s real keys', async ({ page }) => {
  await logIn(page, '/stores/demo/products?tab=export');
  await page.getByRole('button', { name: 'Filter products' }).click();
  const field = page.getByRole('button', { name: /Field$/ });
  await field.focus();

  // Enter opens on an option; Enter chooses it and closes, focus back on the trigger.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.locator(':focus')).toHaveAttribute('role', 'option');
  await page.keyboard.press('ArrowDown');
  const chosen = (await page.locator(':focus').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleName(new RegExp(`^${chosen.trim()}`));

  // Space opens on the chosen option; Escape closes without a change.
  await page.keyboard.press(' ');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'option');
  await expect(page.locator(':focus')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field).toBeFocused();

  // The operator select the same way, with Space to choose.
  const operator = page.getByRole('button', { name: /Operator$/ });
  await operator.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'option');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(operator).toBeFocused();
  await expectAccessible(page);
});
