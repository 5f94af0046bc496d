import { expect, test } from '@playwright/test';
import { logIn, screenIsAccessible } from './support.js';

test.use({ bypassCSP: true });

/**
 * The `starter` store's plan has no multistore: the server refuses its other channels (403), so
 * the admin shows them locked, 'Available on enterprise plan', rather than letting a choice end
 * in a load error. The default channel (id 1) stays open. Nothing here changes the store.
 */
test('a store without multistore sees its other channels locked, and why', async ({ page }) => {
  await logIn(page, '/stores/starter/orders');
  const main = page.getByRole('main');

  // Orders: 'Filter by Channel' offers Amazon and Wholesale disabled, saying why.
  await expect(main.getByRole('grid', { name: 'Orders' })).toBeVisible();
  const filter = main.getByRole('button', { name: /Filter by Channel/ });
  await filter.click();
  const listbox = page.getByRole('listbox');
  for (const name of ['Amazon', 'Wholesale']) {
    const option = listbox.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toContainText('Available on enterprise plan');
  }
  await expect(listbox.getByRole('option', { name: 'Starter store' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await screenIsAccessible(page);
  // The default channel filters without a load error.
  await listbox.getByRole('option', { name: 'Starter store' }).click();
  await expect(filter).toContainText('Starter store');
  await expect(main.getByText('Unable to fetch matching orders')).toHaveCount(0);
  await expect(main.getByRole('grid', { name: 'Orders' })).toBeVisible();

  // Channels: the other channels' rows are locked, with the reason as a button and tooltip.
  await page.goto('/stores/starter/channels');
  const grid = main.getByRole('grid', { name: 'Channels' });
  const amazon = grid.getByRole('row', { name: 'Amazon' });
  await expect(amazon).toHaveAttribute('aria-disabled', 'true');
  await expect(amazon.getByRole('link')).toHaveCount(0);
  const reason = amazon.getByRole('button', { name: 'Available on enterprise plan' });
  await reason.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Available on enterprise plan');
  await expect(grid.getByRole('row', { name: 'Wholesale' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // A locked row has no link to open, and says it is disabled: nothing to press.
  await screenIsAccessible(page);

  // The default channel opens its metafields.
  await grid.getByRole('link', { name: 'Edit Starter store' }).click();
  await expect(page).toHaveURL(/\/stores\/starter\/channels\/1\/metafields/);
  await expect(main.getByRole('heading', { name: 'Starter store', level: 1 })).toBeVisible();
});
