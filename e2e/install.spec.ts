import { expect, test } from '@playwright/test';
import { expectAccessible } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

/**
 * The embedded default: on start the server registered Metafield Studio with the platform
 * emulator and installed it into the demo store. A merchant opens it from the emulator's
 * control panel and lands in the app, inside the control panel's frame, already signed in
 * through the signed load payload: never on the app's login page.
 */

test('the merchant opens Metafield Studio from the control panel, signed in inside its frame', async ({
  page,
}) => {
  // Every address the app's frame shows, client-side route changes included, and the load
  // callback the frame was sent to (a redirect, which no frame ever shows).
  const frameUrls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) frameUrls.push(frame.url());
  });
  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/load') loads.push(request.url());
  });

  await page.goto(`${product().platformUrl}/manage/stores/demo`);
  const apps = page.getByRole('table', { name: 'Registered apps' });
  await expect(apps.getByRole('row', { name: /Metafield Studio/ })).toContainText('Installed');

  await apps.getByRole('link', { name: 'Open Metafield Studio' }).click();
  await expect(page.getByRole('heading', { name: 'Metafield Studio', level: 1 })).toBeVisible();

  // The app's own page, in the frame: the store's resources, under the app's heading.
  const app = page.frameLocator('iframe[name="app-frame"]');
  await expect(app.getByRole('heading', { name: 'Metafield Studio', level: 1 })).toBeVisible();
  await expect(app.getByRole('grid')).toBeVisible();
  await expect(app.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  const frame = page.frame({ name: 'app-frame' });
  if (!frame) throw new Error('The control panel has no app frame');
  await expectAccessible(frame);
  expect(frame.url()).toMatch(/\/stores\/demo$/);
  expect(loads).toEqual([expect.stringContaining('/load?signed_payload_jwt=')]);
  expect(frameUrls.filter((url) => url.includes('/account/login'))).toEqual([]);
});
