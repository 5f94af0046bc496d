import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  downloadExport,
  jobEnds,
  logIn,
  screenIsAccessible,
  serverApi,
  startJob,
  tabTo,
} from './support.js';

test.use({ bypassCSP: true });

/** A name of its own per run, so a rerun on the same database makes new resources. */
const stamped = (name: string) => `${name} ${Date.now().toString(36)}`;

/** The fields list's rows, by the name each links, in the order shown. */
const fieldNames = (page: Page) =>
  page.getByRole('list', { name: 'Fields' }).getByRole('link').allTextContents();

/**
 * 'Add field' on the settings page: the field form with a name and a content type, whatever
 * `fill` adds, then Save, which returns to the settings with '{name} created.'.
 */
async function addField(
  page: Page,
  name: string,
  contentType: string,
  fill: () => Promise<void> = async () => {},
) {
  await page.getByRole('button', { name: 'Add field' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create field', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: /Content type/ }).click();
  await page.getByRole('option', { name: contentType, exact: true }).click();
  await fill();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/custom-objects\/\d+$/);
  await expect(
    page.getByRole('list', { name: 'Fields' }).getByRole('link', { name }),
  ).toBeVisible();
}

/** 'Add {name}' on the values list: the value form with a title and servings, then Save. */
async function addValue(page: Page, resourceName: string, title: string, serves: string) {
  await page.getByRole('button', { name: `Add ${resourceName}` }).click();
  await expect(page.getByRole('heading', { name: `New ${resourceName}`, level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Serves/ }).fill(serves);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${title} created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/custom-object\/\d+$/);
}

test('a merchant defines a resource, its fields and values, and moves them by spreadsheet', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const name = stamped('Recipe');
  const ingredients = stamped('Ingredient');

  // Another resource for the reference field to point at, made through the API.
  await logIn(page, '/stores/demo');
  const api = await serverApi(page);
  const made = await api('POST', '/api/stores/demo/custom-objects', { name: ingredients });
  expect(made.status()).toBe(201);

  // The resources list: 'Add resource' opens 'Create resource', which leads to the settings.
  await page.goto('/stores/demo');
  await expect(page.getByRole('grid', { name: 'Resources' })).toBeVisible();
  await screenIsAccessible(page);
  await page.getByRole('button', { name: 'Add resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create resource' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await expect(dialog.getByRole('textbox', { name: /^Key/ })).toHaveValue(
    name.toLowerCase().replace(' ', '-'),
  );
  await screenIsAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/stores\/demo\/custom-objects\/\d+$/);
  const settingsUrl = page.url();
  const resourceId = /custom-objects\/(\d+)/.exec(settingsUrl)?.[1] ?? '';
  await expect(page.getByRole('heading', { name: `${name} settings`, level: 1 })).toBeVisible();
  await screenIsAccessible(page);

  // Fields of each kind; the first, a text, names the values.
  await addField(page, 'Title', 'Text');
  await addField(page, 'Serves', 'Integer');
  await addField(page, 'Course', 'Select', async () => {
    await page.getByRole('button', { name: 'Import options' }).click();
    const paste = page.getByRole('dialog');
    await paste.getByRole('textbox', { name: 'Options to paste' }).fill('Starter, Main, Dessert');
    await paste.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('textbox', { name: 'Option 3' })).toHaveValue('Dessert');
    await screenIsAccessible(page);
  });
  await addField(page, 'Vegan', 'Boolean');
  await addField(page, 'Published', 'Date');
  await addField(page, 'Main ingredient', ingredients);
  await addField(page, 'Photo', 'File');
  await screenIsAccessible(page);
  expect(await fieldNames(page)).toEqual([
    'Title',
    'Serves',
    'Course',
    'Vegan',
    'Published',
    'Main ingredient',
    'Photo',
  ]);

  // Reordered by keyboard: Tab to Main ingredient's handle, Space lifts it, the down arrow moves
  // it past Photo and Space drops it, each step said in the list's live region; it stays there.
  const fields = page.getByRole('list', { name: 'Fields' });
  const said = fields.locator('xpath=..').getByRole('log');
  const handle = fields.getByRole('button', { name: 'Drag Main ingredient' });
  await tabTo(page, handle);
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Main ingredient lifted, at position 6 of 7.');
  await page.keyboard.press('ArrowDown');
  await expect(said).toHaveText('Moved to position 7 of 7.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Main ingredient dropped at position 7 of 7.');
  await expect(page.getByText('Resource fields orders updated.')).toBeVisible();
  await expect(handle).toBeFocused();
  await page.reload();
  await expect
    .poll(() => fieldNames(page))
    .toEqual(['Title', 'Serves', 'Course', 'Vegan', 'Published', 'Photo', 'Main ingredient']);

  // Three values, one edited.
  await page.goto(`/stores/demo/custom-object/${resourceId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await screenIsAccessible(page);
  await addValue(page, name, 'Lemon tart', '6');
  await addValue(page, name, 'Apple pie', '8');
  await addValue(page, name, 'Pea soup', '4');
  const values = page.getByRole('grid', { name });
  await values.getByRole('link', { name: 'Apple pie' }).click();
  await expect(page.getByRole('heading', { name: 'Apple pie', level: 2 })).toBeVisible();
  await screenIsAccessible(page);
  await page.getByRole('textbox', { name: /^Serves/ }).fill('10');
  // The box is drawn over its (hidden) input: a person presses it, or Space on it.
  await page.getByRole('checkbox', { name: 'Vegan' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Apple pie updated.')).toBeVisible();
  await page.getByRole('link', { name }).first().click();

  // Search, then bulk delete two.
  await page.getByRole('searchbox').fill('tart');
  await expect(values.getByRole('link', { name: 'Lemon tart' })).toBeVisible();
  await expect(values.getByRole('link', { name: 'Apple pie' })).toHaveCount(0);
  await page.getByRole('searchbox').fill('');
  await expect(values.getByRole('link', { name: 'Apple pie' })).toBeVisible();
  await values
    .getByRole('row', { name: /Lemon tart/ })
    .getByRole('checkbox')
    .check();
  await values
    .getByRole('row', { name: /Pea soup/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await screenIsAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Items deleted.')).toBeVisible();
  await expect(values.getByRole('link', { name: 'Lemon tart' })).toHaveCount(0);
  await expect(values.getByRole('link', { name: 'Pea soup' })).toHaveCount(0);

  // Exported, changed in the file, imported back.
  await page.getByRole('tab', { name: 'Export' }).click();
  await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
  await screenIsAccessible(page);
  const exportJob = await startJob(page, 'Start export', 'Export history');
  await expect(
    page.getByText('Your export has been started and will appear in the box below.'),
  ).toBeVisible();
  const exported = await jobEnds(exportJob);
  const downloading = downloadExport(page, exported, 'CSV');
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8');
  expect(csv).toContain('Apple pie');

  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await screenIsAccessible(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'recipes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.replace('Apple pie', 'Apple crumble'), 'utf8'),
  });
  const crumble = await jobEnds(await startJob(page, 'Start upload', 'Import history'));
  const importId = ((await crumble.getByRole('rowheader').textContent()) ?? '').trim();
  await page.getByRole('tab', { name }).click();
  await expect(values.getByRole('link', { name: 'Apple crumble' })).toBeVisible();

  // 'Undo this import' on the import's history row, confirmed: the old title is back.
  await page.getByRole('tab', { name: 'Import' }).click();
  const undoStarted = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/import/${importId}/undo`),
  );
  await crumble.getByRole('button', { name: `Actions for job ${importId}` }).click();
  await page.getByRole('menuitem', { name: 'Undo this import' }).click();
  const undoDialog = page.getByRole('alertdialog', { name: `Undo import ${importId}?` });
  await screenIsAccessible(page);
  await undoDialog.getByRole('button', { name: 'Undo import' }).click();
  const undoAnswer = await undoStarted;
  expect(undoAnswer.status(), await undoAnswer.text()).toBe(201);
  const undoId = String(((await undoAnswer.json()) as { data: { id: number } }).data.id);
  await expect(page.getByText(`The undo of import ${importId} has started`)).toBeVisible();
  await jobEnds(
    page
      .getByRole('grid', { name: 'Import history' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: undoId, exact: true }) }),
  );
  await page.getByRole('tab', { name }).click();
  await expect(values.getByRole('link', { name: 'Apple pie' })).toBeVisible();
  await expect(values.getByRole('link', { name: 'Apple crumble' })).toHaveCount(0);

  // A bad row is reported by row and column; the good one is applied.
  const [header] = csv.split(/\r?\n/);
  const columns = (header ?? '').split(',');
  const row = (cells: Record<string, string>) => columns.map((column) => cells[column] ?? '');
  const bad = [
    header,
    row({ title: 'Bean stew', serves: '3' }),
    row({ title: 'Odd', serves: 'lots' }),
  ]
    .map((cells) => (Array.isArray(cells) ? cells.join(',') : cells))
    .join('\r\n');
  await page.getByRole('tab', { name: 'Import' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${bad}\r\n`, 'utf8'),
  });
  const imported = await jobEnds(
    await startJob(page, 'Start upload', 'Import history'),
    'with errors',
  );
  await imported.getByRole('button', { name: /errors/i }).click();
  const errors = page.getByRole('dialog', { name: 'Errors' });
  await expect(errors.getByText(/Row 3, column serves:/)).toBeVisible();
  await screenIsAccessible(page);
  await errors.getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('tab', { name }).click();
  await expect(values.getByRole('link', { name: 'Bean stew' })).toBeVisible();

  // Deleted from its settings: gone from the resources list.
  await page.goto(settingsUrl);
  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Deleting ${name} is permanent`);
  await screenIsAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resource deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/demo$/);
  const resources = page.getByRole('grid', { name: 'Resources' });
  await expect(resources.getByRole('rowheader', { name: ingredients })).toBeVisible();
  await expect(resources.getByRole('rowheader', { name })).toHaveCount(0);
});

test('a keyboard alone creates a resource, its field and a value', async ({ page }) => {
  const name = stamped('Author');
  await logIn(page, '/stores/demo');
  await expect(page.getByRole('grid', { name: 'Resources' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add resource' }));
  await page.keyboard.press('Enter');
  await tabTo(
    page,
    page.getByRole('dialog', { name: 'Create resource' }).getByRole('textbox', { name: /^Name/ }),
  );
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `${name} settings`, level: 1 })).toBeVisible();

  // The empty fields table offers 'Add field'; a text field needs only its name.
  await tabTo(page, page.getByRole('button', { name: 'Add field' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Create field', level: 2 })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Name/ }));
  await page.keyboard.type('Name');
  await tabTo(page, page.getByRole('button', { name: /Content type/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Text', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Name created.')).toBeVisible();

  // The values list, from the resources list's row, and a value.
  await page.goto('/stores/demo');
  await tabTo(
    page,
    page.getByRole('grid', { name: 'Resources' }).getByRole('row', { name: new RegExp(name) }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: `Add ${name}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: /^Name/ }));
  await page.keyboard.type('Ada Lovelace');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ada Lovelace created.')).toBeVisible();
  await expect(
    page.getByRole('grid', { name }).getByRole('link', { name: 'Ada Lovelace' }),
  ).toBeVisible();
});

test('a store on the lower plan sees Add resource disabled, and why', async ({ page }) => {
  await logIn(page, '/stores/starter');
  await expect(page.getByRole('grid', { name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add resource' })).toBeDisabled();
  await tabTo(page, page.getByRole('button', { name: 'Available on enterprise plan' }));
  await expect(page.getByRole('tooltip')).toHaveText('Available on enterprise plan');
  await screenIsAccessible(page);
});
