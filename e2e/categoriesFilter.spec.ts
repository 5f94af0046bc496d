import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, logIn } from './support.js';

test.use({ bypassCSP: true });

/** The names of the grid's rows, once its rows are loaded ones. */
async function rowNames(grid: Locator) {
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  return grid.getByRole('rowheader').allInnerTexts();
}

test('the categories list filtered by name shows only the matching categories of every tree, through a reload and Back, until the filters are removed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, '/stores/demo/categories');
  const tree = page.getByRole('treegrid');
  const first = tree.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  // The tree's placeholder row says 'Loading' until the categories arrive.
  await expect(first).not.toHaveAttribute('aria-label', /^Loading/);
  // A word of a seeded category's name, as the tree shows it.
  const name = (await first.getAttribute('aria-label')) ?? '';
  const word = name.split(' ')[0] ?? '';
  expect(word.length).toBeGreaterThan(2);

  await page.getByRole('button', { name: 'Filter categories' }).click();
  await page
    .getByRole('button', { name: /Field$/ })
    .last()
    .click();
  await page.getByRole('option', { name: 'Name', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill(word);
  await page.keyboard.press('Tab');
  await expect(page).toHaveURL(/[?&]rule=/);

  const summary = page.getByText(`Name contains “${word}”`, { exact: true });
  await expect(summary).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Categories' });
  await expect(tree).toHaveCount(0);
  const filtered = await rowNames(grid);
  expect(filtered).toContain(name);
  for (const found of filtered) expect(found.toLowerCase()).toContain(word.toLowerCase());
  // As many as the platform counts for the name over every tree.
  const answer = await page.request.get(
    `/bc-api/stores/demo/v3/catalog/trees/categories?name:like=${encodeURIComponent(word)}&limit=1`,
  );
  expect(answer.ok()).toBe(true);
  const { meta } = (await answer.json()) as { meta: { pagination: { total: number } } };
  await expect(
    page.getByText(new RegExp(`^1–\\d+ of ${meta.pagination.total.toLocaleString('en-US')}$`)),
  ).toBeVisible();
  await expectAccessible(page);

  // The URL holds the view: a reload shows the same rows and words.
  const filteredUrl = page.url();
  await page.reload();
  await expect(summary).toBeVisible();
  await expect.poll(async () => rowNames(grid)).toEqual(filtered);

  // Back to the list without a rule: the tree; Forward: the filter again.
  await page.goBack();
  await expect(tree.getByRole('row').nth(1)).toBeVisible();
  await expect(summary).toBeHidden();
  await page.goForward();
  await expect(page).toHaveURL(filteredUrl);
  await expect.poll(async () => rowNames(grid)).toEqual(filtered);

  await page.getByRole('button', { name: 'Remove all filters' }).click();
  await expect(tree.getByRole('row', { name })).toBeVisible();
  await expect(summary).toBeHidden();
  await expect(grid).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]rule=/);
});
