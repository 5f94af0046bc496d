import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openAppInControlPanel } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

const platform = () => `${product().platformUrl}/stores/demo/v3/catalog/products`;
const platformHeaders = { 'content-type': 'application/json', 'X-Auth-Token': 'demo-token' };
const namespace = 'e2e_panel';

/** The product's metafields of the test's namespace, as the platform has them. */
async function panelMetafields(productId: number) {
  const response = await fetch(
    `${platform()}/${productId}/metafields?namespace=${namespace}&limit=250`,
    { headers: platformHeaders },
  );
  return ((await response.json()) as { data: { id: number; key: string; value: string }[] }).data;
}

async function removeMetafields(productId: number) {
  for (const { id } of await panelMetafields(productId)) {
    await fetch(`${platform()}/${productId}/metafields/${id}`, {
      method: 'DELETE',
      headers: platformHeaders,
    });
  }
}

/**
 * Switches the products' Metafields panel off again after the test, through the app's own API
 * from inside the app's frame: the session's cookie and the page's CSRF token, as the admin sends
 * them (the settings switch is what the test drives).
 */
async function switchProductPanelOff(page: Page) {
  // Once the app has loaded in its frame (the store's home, signed in through /load).
  await expect((await openAppInControlPanel(page)).getByRole('main')).toBeVisible();
  const app = page.frame({ name: 'app-frame' });
  if (!app) throw new Error('The app is not open in the control panel.');
  const answer = await app.evaluate(async () => {
    const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
    const response = await fetch('/stores/demo/app-extensions/product-metafields', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': token ?? '' },
      body: JSON.stringify({ enabled: false }),
    });
    return { status: response.status, body: await response.text() };
  });
  expect(answer.status, answer.body).toBe(200);
}

/**
 * The merchant's way to switch the products' Metafields panel on: the app opened from the
 * control panel, its Settings, the panel's switch (focused and pressed with Space). A panel on
 * already (the install registers it) is switched off and on again, so the switch is driven
 * either way. Answers whether it was on before.
 */
async function switchProductPanelOn(page: Page): Promise<boolean> {
  const app = await openAppInControlPanel(page);
  await app.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  const toggle = app.getByRole('region', { name: 'Metafields on products' }).getByRole('switch');
  await expect(toggle).toBeVisible();
  await expectAccessible(page.frame({ name: 'app-frame' })!);
  const wasOn = await toggle.isChecked();
  for (const on of wasOn ? [false, true] : [true]) {
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(app.getByText('App extension updated.').last()).toBeVisible();
    // Saved: the switch is enabled again, and stands where it was moved.
    await expect(toggle).toBeEnabled();
    await expect(toggle).toBeChecked({ checked: on });
  }
  return wasOn;
}

/**
 * A merchant switches the products' Metafields panel on in the app's settings, opens a product
 * in the control panel and its Metafields panel, and edits a metafield there: the value reaches
 * the platform.
 */
test("a product's Metafields panel in the control panel edits its metafields", async ({ page }) => {
  const wasOn = await switchProductPanelOn(page);

  let productId = 0;
  try {
    await page.goto(`${product().platformUrl}/manage/stores/demo`);
    await page.getByRole('link', { name: /^Edit product:/ }).click();
    productId = Number(/\/products\/(\d+)\/edit/.exec(page.url())?.[1]);
    expect(productId).toBeGreaterThan(0);
    await removeMetafields(productId);
    const seeded = await fetch(`${platform()}/${productId}/metafields`, {
      method: 'POST',
      headers: platformHeaders,
      body: JSON.stringify({
        namespace,
        key: 'note',
        value: '{"note":"first"}',
        permission_set: 'write',
      }),
    });
    expect(seeded.status, await seeded.text()).toBe(200);

    await page
      .getByRole('navigation', { name: 'App Extensions' })
      .getByRole('link', { name: 'Metafields' })
      .click();
    const aside = page.getByRole('complementary', { name: 'Metafields' });
    await expect(aside).toBeVisible();
    const panel = page.frameLocator('aside iframe[name="app-frame"]');
    const custom = panel.getByRole('grid', { name: 'Custom metafields' });
    await expect(custom.getByRole('rowheader', { name: 'note' })).toBeVisible();
    // No app chrome in the panel: no header with Log out, no store navigation.
    await expect(panel.getByRole('link', { name: 'Log out' })).toHaveCount(0);
    await expect(panel.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
    expect(page.frame({ name: 'app-frame' })?.url()).toMatch(
      new RegExp(`/stores/demo/app-extension/products/${productId}$`),
    );
    const frame = page.frame({ name: 'app-frame' })!;
    expect(await frame.evaluate(() => document.body.classList.contains('app-extension'))).toBe(
      true,
    );
    await expectAccessible(frame);
    // The test bypasses CSP (for axe): the panel's page must still let the control panel frame it.
    const policy = (await page.request.get(frame.url())).headers()['content-security-policy'];
    expect(policy).toMatch(
      new RegExp(`frame-ancestors [^;]*${new URL(product().platformUrl).origin}`),
    );

    await custom.getByRole('button', { name: `Actions for ${namespace}: note` }).click();
    await panel.getByRole('menuitem', { name: 'Edit' }).click();
    const value = panel.getByRole('textbox', { name: 'Value' });
    // The value's JSON editor is a text area of its own (contenteditable), not an input.
    await expect(value).toContainText('"first"');
    await value.fill('{"note":"second"}');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('The metafield has been updated')).toBeVisible();
    // The edit stays on its form, saved; the form's back link returns to the panel.
    await panel.getByRole('link', { name: / metafields$/ }).click();
    await expect(custom.getByRole('rowheader', { name: 'note' })).toBeVisible();

    // Kept: the platform has it, and the panel opened afresh shows it.
    await expect
      .poll(async () => (await panelMetafields(productId))[0]?.value)
      .toBe('{"note":"second"}');
    await page.reload();
    await custom.getByRole('button', { name: `Actions for ${namespace}: note` }).click();
    await panel.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(panel.getByRole('textbox', { name: 'Value' })).toContainText('"second"');

    // Any other model has no panel: the not-found page, in the panel's frame.
    const reloaded = page.frame({ name: 'app-frame' })!;
    await reloaded.goto(reloaded.url().replace(/\/app-extension\/.*$/, '/app-extension/brands/1'));
    await expect(panel.getByRole('heading', { name: 'O oh, page not found' })).toBeVisible();
  } finally {
    if (productId > 0) await removeMetafields(productId);
    // As it was before, so other files see the control panel as they expect.
    if (!wasOn) await switchProductPanelOff(page);
  }
});
