import { expect, test } from '@playwright/test';
import { openAppInControlPanel } from './support.js';

/**
 * Inside the control panel's frame the app is a page of its own: moving around it changes the
 * frame's address, never the control panel's; focus stays in the frame; scrolling a long list
 * scrolls the frame, not the control panel around it.
 */
test('inside the control panel, the app keeps its own address, focus and scroll', async ({
  page,
}) => {
  const app = await openAppInControlPanel(page);
  const panelUrl = page.url();

  await app
    .getByRole('grid')
    .getByRole('row', { name: /Products/ })
    .click();
  const products = app.getByRole('grid', { name: 'Products' });
  await expect(products.getByRole('row')).toHaveCount(26);
  await products.getByRole('row').nth(1).getByRole('rowheader').click();
  await expect(app.getByRole('tab', { name: 'Custom metafields' })).toBeVisible();
  await app.getByRole('button', { name: 'Create metafield' }).click();
  await expect(app.getByRole('heading', { name: 'Create metafield' })).toBeVisible();

  expect(page.url()).toBe(panelUrl);
  expect(page.frame({ name: 'app-frame' })?.url()).toMatch(
    /\/stores\/demo\/products\/\d+\/metafields\/create$/,
  );
  // Focus is in the frame: the control panel's active element is the frame itself.
  await app.getByRole('textbox', { name: /^Namespace/ }).focus();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');

  // Back to the list, then scroll it inside the frame.
  await app
    .getByRole('main')
    .getByRole('link', { name: /metafields$/ })
    .click();
  await app.getByRole('main').getByRole('link', { name: 'Products' }).click();
  await expect(products.getByRole('row')).toHaveCount(26);
  const panelScroll = await page.evaluate(() => window.scrollY);
  await products.getByRole('row').nth(25).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBe(panelScroll);
  expect(page.url()).toBe(panelUrl);
});
