// The built partner app (installed from the packed tarballs), used as a person does: by
// keyboard, with real key presses. Names match in English and in German, the app's language.
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

  // The rule builder: show it, choose the field and the operator, type the value.
  await tabTo(page, page.getByRole('button', { name: /^(Filter orders|Bestellungen filtern)$/ }));
  await page.keyboard.press('Enter');
  const condition = page.getByRole('group', { name: /1/ }).filter({
    has: page.getByRole('button', { name: /(Field|Feld)$/ }),
  });
  await chooseByKeyboard(
    page,
    condition.getByRole('button', { name: /(Field|Feld)$/ }).first(),
    /^(Grand total|Gesamtsumme)/,
  );
  await chooseByKeyboard(
    page,
    condition.getByRole('button', { name: /(Operator)$/ }).first(),
    /^(Is less than|Ist kleiner als)/,
  );
  await tabTo(page, condition.getByRole('textbox', { name: /^(Value|Wert)$/ }).first());
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  // toPlatformQuery's one query for the one group.
  await expect(page.getByTestId('platform-query')).toHaveText('[{"max_total":"100"}]');

  // The metafield form: change the description, save from the save bar.
  await tabTo(page, page.getByRole('textbox', { name: /^(Description|Beschreibung)/ }));
  await page.keyboard.press('End');
  await page.keyboard.type(' und Passform');
  const saveBar = page.getByRole('region', {
    name: /^(Unsaved changes|Nicht gespeicherte Änderungen)$/,
  });
  await tabTo(page, saveBar.getByRole('button', { name: /^(Save|Speichern)$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submitted')).toHaveText(
    JSON.stringify({ method: 'PUT', id: 42, body: { description: 'Größen und Passform' } }),
  );

  // The value editor takes typing too.
  await tabTo(page, page.getByRole('textbox', { name: /^Untertitel/ }));
  await page.keyboard.type('Für jeden Tag');
  await expect(page.getByRole('textbox', { name: /^Untertitel/ })).toHaveValue('Für jeden Tag');
});
