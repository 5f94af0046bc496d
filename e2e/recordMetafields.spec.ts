import { expect, test } from '@playwright/test';
import { chooseLayout, expectAccessible, jobEnds, logIn, serverApi, startJob } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

const platform = () => `${product().platformUrl}/stores/demo/v3/catalog/products`;
const platformHeaders = { 'content-type': 'application/json', 'X-Auth-Token': 'demo-token' };

/** Metafields made on the platform directly, as another app or an import would have. */
async function seedMetafields(
  productId: number,
  namespace: string,
  values: Record<string, string>,
) {
  for (const [key, value] of Object.entries(values)) {
    const response = await fetch(`${platform()}/${productId}/metafields`, {
      method: 'POST',
      headers: platformHeaders,
      body: JSON.stringify({ namespace, key, value, permission_set: 'write' }),
    });
    expect(response.status, await response.text()).toBe(200);
  }
}

/** Removes every metafield of a namespace from a product, so later files see the product as it was. */
async function removeMetafields(productId: number, namespace: string) {
  const response = await fetch(
    `${platform()}/${productId}/metafields?namespace=${namespace}&limit=250`,
    { headers: platformHeaders },
  );
  const { data } = (await response.json()) as { data: { id: number }[] };
  for (const { id } of data) {
    await fetch(`${platform()}/${productId}/metafields/${id}`, {
      method: 'DELETE',
      headers: platformHeaders,
    });
  }
}

test('the custom metafield list previews each value by its kind', async ({ page }) => {
  const productId = 11;
  const namespace = 'e2e_preview';
  const longText = `Machine wash cold, ${'then dry flat away from direct heat. '.repeat(4)}`.trim();
  await removeMetafields(productId, namespace);
  await seedMetafields(productId, namespace, {
    care: `<p>${longText}</p>`,
    colours: '["Red","Blue","Green"]',
    manual: '{"url":"https://cdn.example.com/files/manual.pdf","name":"Care manual"}',
    launch: '2024-05-02',
    stock: '42',
  });
  try {
    await logIn(page, `/stores/demo/products/${productId}/metafields?tab=custom`);
    const table = page.getByRole('grid', { name: 'Custom metafields' });
    await expect(table.getByRole('columnheader', { name: 'Value' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search metafields' }).fill(namespace);
    const valueOf = (key: string) =>
      table
        .getByRole('row', { name: new RegExp(`${namespace}.*${key}`) })
        .getByRole('gridcell')
        .nth(1);
    await expect(valueOf('colours')).toHaveText('Red, +2 more');
    await expect(valueOf('manual')).toHaveText('Care manual');
    await expect(valueOf('launch')).toHaveText('May 2, 2024');
    await expect(valueOf('stock')).toHaveText('42');
    // HTML shows as its text, cut to one line on screen, the whole of it in the cell's name.
    await expect(valueOf('care')).toHaveAccessibleName(longText);
    await expect(valueOf('care').getByTitle(longText)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await removeMetafields(productId, namespace);
  }
});

test('a value opens in the editor its content fits, and JSON is checked alike on create and edit', async ({
  page,
}) => {
  const productId = 12;
  const namespace = 'e2e_editor';
  await removeMetafields(productId, namespace);
  await seedMetafields(productId, namespace, {
    note: 'Hand wash only',
    story: '<p>Woven in <strong>Porto</strong></p>',
  });
  try {
    await logIn(page, `/stores/demo/products/${productId}/metafields?tab=custom`);
    const table = page.getByRole('grid', { name: 'Custom metafields' });

    // A saved plain text: the plain-text editor, no JSON error, nothing unsaved.
    await table.getByRole('button', { name: `Actions for ${namespace}: note` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Plain text' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('Hand wash only');
    await expect(page.getByText('This is not valid JSON.')).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Value' }).fill('Hand wash cold');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The metafield has been updated')).toBeVisible();
    // The edit stays on its form, saved: nothing unsaved; Cancel leads back to the list.
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('Hand wash cold');
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A saved HTML: the rich-text editor.
    await table.getByRole('button', { name: `Actions for ${namespace}: story` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('radio', { name: 'Rich text' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveText('Woven in Porto');
    await expect(page.getByText('This is not valid JSON.')).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // An untouched new metafield claims nothing and offers Cancel alone.
    await page.getByRole('button', { name: 'Create metafield' }).click();
    await expect(page.getByRole('heading', { name: 'Create metafield' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'JSON' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Value' })).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectAccessible(page);

    // In the JSON editor a plain value is refused on create, as it would be on edit.
    await page.getByLabel('Namespace').fill(namespace);
    await page.getByLabel('Key').fill('plain');
    await page.getByRole('textbox', { name: 'Value' }).fill('Dry flat');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('This is not valid JSON.')).toBeVisible();
    await expect(page).toHaveURL(/\/metafields\/create$/);

    // As plain text it is saved as it is.
    await page.getByRole('radio', { name: 'Plain text' }).click();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('Dry flat');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The metafield has been created')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`${namespace}.*plain`) })).toBeVisible();
  } finally {
    await removeMetafields(productId, namespace);
  }
});

test('after creating a metafield the record shows the Custom tab and the list as left', async ({
  page,
}) => {
  const productId = 13;
  const namespace = 'e2e_return';
  await removeMetafields(productId, namespace);
  await seedMetafields(
    productId,
    namespace,
    Object.fromEntries(
      Array.from({ length: 12 }, (_, index) => [
        `row_${String(index).padStart(2, '0')}`,
        `${index}`,
      ]),
    ),
  );
  await logIn(page, '/stores/demo/products');
  const api = await serverApi(page);
  // Products need a shared template for Shared to lead (removed at the end).
  const name = `Return ${Date.now()}`;
  const created = await api('POST', '/api/stores/demo/templates/product', {
    name,
    meta_key: `return_${Date.now()}`,
    content_type: 'text',
  });
  expect(created.status(), await created.text()).toBe(201);
  const template = ((await created.json()) as { data: { id: number } }).data;

  try {
    await page.goto(`/stores/demo/products/${productId}/metafields`);
    await expect(page.getByRole('tab', { name: 'Shared metafields' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Custom metafields' }).click();
    const search = page.getByRole('searchbox', { name: 'Search metafields' });
    await search.fill(namespace);
    await expect(page.getByText('1–10 of 12')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11–12 of 12')).toBeVisible();

    await page.getByRole('button', { name: 'Create metafield' }).click();
    await expect(page.getByRole('heading', { name: 'Create metafield' })).toBeVisible();
    await page.getByLabel('Namespace').fill(namespace);
    await page.getByLabel('Key').fill('row_new');
    await page.getByRole('textbox', { name: 'Value' }).fill('{"size":"M"}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The metafield has been created')).toBeVisible();

    // Back on Custom, searched and on page 2 (the platform lists the newest first, so the new
    // metafield pushed row_02 onto it).
    await expect(page.getByRole('tab', { name: 'Custom metafields' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(search).toHaveValue(namespace);
    await expect(page.getByText('11–13 of 13')).toBeVisible();
    const rows = page.getByRole('grid', { name: 'Custom metafields' }).getByRole('rowheader');
    await expect(rows).toHaveText([namespace, 'row_02', namespace, 'row_01', namespace, 'row_00']);
    await expectAccessible(page);
  } finally {
    await api('DELETE', `/api/stores/demo/templates/product/${template.id}`);
    await removeMetafields(productId, namespace);
  }
});

test('a CSV imported on the Import/Export tab shows on the Metafields tab without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const productId = 15;
  const namespace = 'e2e_record_import';
  await removeMetafields(productId, namespace);
  await seedMetafields(productId, namespace, { care: 'Hand wash only' });
  try {
    await logIn(page, `/stores/demo/products/${productId}/metafields?tab=custom`);
    const table = page.getByRole('grid', { name: 'Custom metafields' });
    const search = page.getByRole('searchbox', { name: 'Search metafields' });
    const valueOf = (key: string) =>
      table
        .getByRole('row', { name: new RegExp(`${namespace}.*${key}`) })
        .getByRole('gridcell')
        .nth(1);
    await search.fill(namespace);
    await expect(valueOf('care')).toHaveText('Hand wash only');
    // A mark on the window: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

    await page.getByRole('tab', { name: 'Import/Export' }).click();
    await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
    // The upload's own Type: the export above has one too.
    await chooseLayout(page, 'Custom', {
      within: page.getByRole('region', { name: 'Upload a spreadsheet of metafields' }),
    });
    // One metafield changed and one made; the rows name this product only.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'record-import.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'resource_id,namespace,key,value\n' +
          `${productId},${namespace},care,Machine wash cold\n` +
          `${productId},${namespace},fit,Relaxed\n`,
        'utf8',
      ),
    });
    await jobEnds(await startJob(page, 'Start upload', 'Import history'));

    // Back on the list, in the same page: the imported values are there.
    await page.getByRole('tab', { name: 'Custom metafields' }).click();
    await search.fill(namespace);
    await expect(valueOf('care')).toHaveText('Machine wash cold');
    await expect(valueOf('fit')).toHaveText('Relaxed');
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    await expectAccessible(page);
  } finally {
    await removeMetafields(productId, namespace);
  }
});
