import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every control on the page (or inside `scope`) that opens a list box or a menu: select and
 * menu buttons (`aria-haspopup`) and combo boxes typed into. A native `<select>` is left out:
 * its list is the browser's own.
 */
export function popupTriggers(scope: Page | Locator): Locator {
  return scope
    .locator(
      '[aria-haspopup="listbox"], [aria-haspopup="menu"], [aria-haspopup="true"], input[role="combobox"]',
    )
    .filter({ visible: true });
}

const popup = (page: Page) =>
  page.locator('[role="listbox"], [role="menu"]').filter({ visible: true });

const focusedRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);

/**
 * Opens `trigger` with the browser's real keys and closes it again, as a keyboard user would
 * (issue 20, bug 13: a list opened with Enter left focus on the list box, where a second Enter
 * did nothing and the page went inert). A button opens with Enter and with Space onto an item
 * that has focus; a combo box opens with ArrowDown and keeps focus in its text box, pointing at
 * its active option. Escape closes either, focus back on the trigger, the page usable again.
 */
export async function openAndCloseByKeys(page: Page, trigger: Locator) {
  const isComboBox = (await trigger.evaluate((element) => element.tagName)) === 'INPUT';
  const openKeys = isComboBox ? ['ArrowDown'] : ['Enter', ' '];
  for (const key of openKeys) {
    await trigger.focus();
    await page.keyboard.press(key);
    await expect(popup(page)).toHaveCount(1);
    if (isComboBox) {
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-activedescendant', /.+/);
    } else {
      await expect.poll(() => focusedRole(page)).toMatch(/^(option|menuitem\w*)$/);
    }
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
}

/** Chooses the next option of a select with ArrowDown and Enter; the list closes on it. */
export async function chooseNextByKeys(page: Page, select: Locator) {
  await select.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedRole(page)).toBe('option');
  await page.keyboard.press('ArrowDown');
  const chosen = ((await page.locator(':focus').textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveCount(0);
  await expect(select).toBeFocused();
  return chosen;
}
