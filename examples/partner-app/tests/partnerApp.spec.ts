// The built partner app (installed from the packed tarballs), used as a person does: by
// keyboard, with real key presses. The widgets speak German (the provider loads the package's
// catalogue) in the dark theme, scoped to their own element.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a select from its focused trigger and chooses `option` with the arrow keys. */
async function chooseByKeyboard(page: Page, trigger: Locator, option: RegExp) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole('option', { name: option });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

test('a partner edits a rule and saves a metafield by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Partner-App' })).toBeVisible();

  // Dark, on the provider's element only: the host page's body keeps the browser's own styles.
  const themed = page.locator('[data-ms-theme="dark"]').first();
  await expect(themed).toHaveAttribute('lang', 'de');
  const colours = await themed.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    text: getComputedStyle(element).color,
    bodyBackground: getComputedStyle(document.body).backgroundColor,
    bodyMargin: getComputedStyle(document.body).margin,
  }));
  const lightness = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return (r + g + b) / 3;
  };
  expect(lightness(colours.background)).toBeLessThan(80);
  expect(lightness(colours.text)).toBeGreaterThan(170);
  expect(colours.bodyBackground).toBe('rgba(0, 0, 0, 0)');
  expect(colours.bodyMargin).toBe('8px');

  // The rule builder: show it, choose the field and the operator, type the value.
  await tabTo(page, page.getByRole('button', { name: 'Bestellungen filtern', exact: true }));
  await page.keyboard.press('Enter');
  const condition = page.getByRole('group', { name: /1/ }).filter({
    has: page.getByRole('button', { name: /Feld$/ }),
  });
  await chooseByKeyboard(
    page,
    condition.getByRole('button', { name: /Feld$/ }).first(),
    /^Gesamtsumme/,
  );
  await chooseByKeyboard(
    page,
    condition.getByRole('button', { name: /Operator$/ }).first(),
    /^Ist kleiner als/,
  );
  await tabTo(page, condition.getByRole('textbox', { name: 'Wert', exact: true }).first());
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  // toPlatformQuery's one query for the one group.
  await expect(page.getByTestId('platform-query')).toHaveText('[{"max_total":"100"}]');

  // The metafield form: change the description, save from the save bar.
  await tabTo(page, page.getByRole('textbox', { name: /^Beschreibung/ }));
  await page.keyboard.press('End');
  await page.keyboard.type(' und Passform');
  const saveBar = page.getByRole('region', {
    name: 'Nicht gespeicherte Änderungen',
  });
  await tabTo(page, saveBar.getByRole('button', { name: 'Speichern', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submitted')).toHaveText(
    JSON.stringify({ method: 'PUT', id: 42, body: { description: 'Größen und Passform' } }),
  );

  // The value editor takes typing too.
  await tabTo(page, page.getByRole('textbox', { name: /^Untertitel/ }));
  await page.keyboard.type('Für jeden Tag');
  await expect(page.getByRole('textbox', { name: /^Untertitel/ })).toHaveValue('Für jeden Tag');
});
