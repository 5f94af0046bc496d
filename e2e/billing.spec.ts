import { expect, test, type Page } from '@playwright/test';
import { logIn, screenIsAccessible } from './support.js';

test.use({ bypassCSP: true });

/** A mark on the page's window: still there later means no page load happened meanwhile. */
const markWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { billingSpecMark: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { billingSpecMark?: boolean }).billingSpecMark);

test('the pricing page shows the plans without signing in', async ({ page }) => {
  await page.goto('/pricing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const plans = main.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('article')).toHaveCount(3);
  await expect(plans.getByRole('article', { name: 'Premium' })).toContainText('$29.00 per month');
  await expect(
    main.getByRole('link', { name: 'Install Metafield Studio from the app marketplace' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await screenIsAccessible(page);
});

test('a store on trial sees its trial end date and the plans to choose', async ({ page }) => {
  await logIn(page, '/stores/demo/billing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(
    main.getByText(/^Your trial gives you free access to the Enterprise plan until .+\d{4}\.$/),
  ).toBeVisible();
  // No payment customer yet: a plan leads to the sign-up form for its price.
  await expect(main.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
    'href',
    '/stores/demo/company-details/price_premium_monthly',
  );
  await expect(main.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  await screenIsAccessible(page);

  await main.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/billing\/pricing$/);
  await expect(main.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Plans' })).toBeVisible();
  await screenIsAccessible(page);

  await page.goto('/stores/demo/company-details/price_enterprise_monthly');
  await expect(main.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
  await expect(main.getByRole('textbox', { name: /^Company name/ })).toBeVisible();
  await screenIsAccessible(page);
});

/**
 * The starter store (lower plan) signs up for Premium, then changes to Enterprise: each plan's
 * features unlock at once, without a page load. Cancelling at the end puts the store back on the
 * lower plan, which other specs expect of it.
 */
test('a store signs up, changes plan and cancels; features unlock without a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, '/stores/starter/products');
  const main = page.getByRole('main');
  const nav = page.getByRole('navigation', { name: 'Store' });
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(main.getByText('Upgrade to Premium to unlock import.')).toBeVisible();
  await markWindow(page);

  try {
    // Billing: no payment customer, so choosing a plan asks for the company details.
    await main.getByRole('link', { name: 'Explore plans' }).click();
    await expect(main.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await main.getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/stores\/starter\/company-details\/price_premium_monthly$/);
    await expect(main.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();

    await main.getByRole('textbox', { name: /^Company name/ }).fill('Starter Goods Ltd');
    await main.getByRole('textbox', { name: /^Billing email/ }).fill('billing@starter.example');
    await main.getByRole('textbox', { name: /^Street address/ }).fill('1 High Street');
    await main.getByRole('textbox', { name: /^City/ }).fill('London');
    await main.getByRole('textbox', { name: /^Postcode/ }).fill('SW1A 1AA');
    const country = main.getByRole('textbox', { name: /^Country code/ });
    await country.fill('XX');
    await main.getByRole('button', { name: 'Subscribe' }).click();
    // The server's field error, by its field.
    await expect(
      main.getByText('Enter a two-letter country code (ISO 3166-1), such as GB or US.'),
    ).toBeVisible();
    await screenIsAccessible(page);
    await country.fill('GB');
    await main.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/stores\/starter\/billing$/);
    await expect(main.getByText('Premium plan, $29.00 per month')).toBeVisible();
    const invoices = main.getByRole('grid', { name: 'Invoices' });
    await expect(invoices.getByRole('row', { name: /LOCAL-\d+/ }).first()).toContainText('$29.00');
    await screenIsAccessible(page);

    // Import unlocked at once.
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('tab', { name: 'Import' }).click();
    await expect(main.getByRole('button', { name: 'Start upload' })).toBeVisible();
    await expect(main.getByText('Upgrade to Premium to unlock import.')).toHaveCount(0);
    expect(await stillSamePage(page)).toBe(true);

    // Change plan: the proration shows before confirming.
    await nav.getByRole('link', { name: 'Billing' }).click();
    await main.getByRole('link', { name: 'Change plan' }).click();
    await expect(main.getByRole('heading', { name: 'Change plan', level: 1 })).toBeVisible();
    await main.getByText(/^Enterprise, /).click();
    await expect(main.getByRole('status')).toHaveText(
      /^Changing now invoices \$\d+\.\d\d for the rest of this period\.$/,
    );
    await screenIsAccessible(page);
    await main.getByRole('button', { name: 'Confirm change' }).click();
    await expect(page).toHaveURL(/\/stores\/starter\/billing$/);
    await expect(main.getByText('Enterprise plan, $99.00 per month')).toBeVisible();
    await expect(invoices.getByRole('row', { name: /LOCAL-\d+/ })).toHaveCount(2);

    // Custom resources, an Enterprise feature, unlocked at once.
    await nav.getByRole('link', { name: 'Resources' }).click();
    await expect(main.getByRole('button', { name: 'Add resource' })).toBeEnabled();
    expect(await stillSamePage(page)).toBe(true);
  } finally {
    // Cancel, confirmed: the store is back on the lower plan for the other specs.
    await page.goto('/stores/starter/billing');
    const cancel = main.getByRole('button', { name: 'Cancel subscription' });
    await expect(cancel.or(main.getByRole('link', { name: 'Choose Premium' }))).toBeVisible();
    if (await cancel.isVisible()) {
      await cancel.click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
      await screenIsAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    }
  }
  await expect(main.getByRole('button', { name: 'Choose Premium' })).toBeVisible();
  await expect(main.getByRole('article', { name: 'Standard' })).toContainText('Current plan');
});
