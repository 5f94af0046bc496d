import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn, serverApi, tabTo } from './support.js';
import { product } from './product';

test.use({ bypassCSP: true });

/** The emulator's API under the demo store, as another app would call it. */
const platform = (path: string) => `${product().platformUrl}/stores/demo/v3${path}`;
const auth = { 'X-Auth-Token': 'demo-token' };
const platformHeaders = { 'content-type': 'application/json', ...auth };

/** A metafield made on the platform directly; answers its id. */
async function seedMetafield(owner: string, body: Record<string, string>): Promise<number> {
  const response = await fetch(platform(`${owner}/metafields`), {
    method: 'POST',
    headers: platformHeaders,
    body: JSON.stringify({ permission_set: 'write', ...body }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: { id: number } }).data.id;
}

/** Removes every metafield of a namespace from an owner, leaving the record as it was. */
async function removeMetafields(owner: string, namespace: string) {
  const response = await fetch(platform(`${owner}/metafields?namespace=${namespace}&limit=250`), {
    headers: auth,
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const { data } = JSON.parse(text) as { data: { id: number }[] };
  for (const { id } of data) {
    // No body, so no content type: the platform refuses an empty JSON body.
    const removed = await fetch(platform(`${owner}/metafields/${id}`), {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status, await removed.text()).toBeLessThan(300);
  }
}

/** The save bar, there while the form has changes not yet saved. */
const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });

test('an edited metafield, once saved, stays on its form with nothing left unsaved', async ({
  page,
}) => {
  const owner = '/catalog/products/14';
  const namespace = 'e2e_stay';
  await removeMetafields(owner, namespace);
  const id = await seedMetafield(owner, { namespace, key: 'origin', value: 'Porto' });
  try {
    const editPath = `/stores/demo/products/14/metafields/${id}`;
    await logIn(page, editPath);
    await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    const value = page.getByRole('textbox', { name: 'Value' });
    await expect(value).toHaveValue('Porto');
    await expect(saveBar(page)).toHaveCount(0);

    // A plain text opens in the plain-text editor.
    await expect(page.getByRole('radio', { name: 'Plain text' })).toBeChecked();
    await value.fill('Lisbon');
    await expect(saveBar(page)).toBeVisible();
    await expectAccessible(page);
    await saveBar(page).getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('The metafield has been updated')).toBeVisible();
    await expect(saveBar(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${editPath}$`));
    await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await expect(value).toHaveValue('Lisbon');
    // Cancel, offered again once nothing is pending, is the untouched form's way out.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Saved on the platform: a fresh load reads it back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('Lisbon');
    await expect(saveBar(page)).toHaveCount(0);
  } finally {
    await removeMetafields(owner, namespace);
  }
});

/** Product templates made through our API, as the template form does; answers their ids. */
async function createTemplates(page: Page, names: string[]) {
  const api = await serverApi(page);
  const ids: number[] = [];
  for (const [index, name] of names.entries()) {
    const created = await api('POST', '/api/stores/demo/templates/product', {
      name,
      meta_key: `journey-${Date.now()}-${index}`,
      content_type: 'text',
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { data: { id: number } }).data.id);
  }
  return {
    ids,
    /** The product templates' ids in their order, as the list reads them. */
    order: async () => {
      const listed = await api('GET', '/api/stores/demo/templates/product?page=1&per_page=250');
      expect(listed.status()).toBe(200);
      return ((await listed.json()) as { templates: { id: number }[] }).templates.map((t) => t.id);
    },
    remove: async () => {
      for (const id of ids) {
        const removed = await api('DELETE', `/api/stores/demo/templates/product/${id}`);
        expect(removed.status(), await removed.text()).toBeLessThan(300);
      }
    },
  };
}

test('a saved template stays on its form, read again with what was saved', async ({ page }) => {
  const name = `Stays ${Date.now()}`;
  await logIn(page, '/stores/demo/templates/products');
  const templates = await createTemplates(page, [name]);
  try {
    const formPath = `/stores/demo/templates/products/${templates.ids[0]}`;
    await page.goto(formPath);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const description = page.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('');
    await description.fill('Where the linen was woven');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(`${name} updated.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${formPath}$`));
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(description).toHaveValue('Where the linen was woven');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Where the linen was woven',
    );
  } finally {
    await templates.remove();
  }
});

test('templates reordered by keyboard keep their new order after a reload', async ({ page }) => {
  const stamp = Date.now();
  const names = ['A', 'B', 'C'].map((letter) => `Order ${letter} ${stamp}`);
  const [first, second, third] = names as [string, string, string];
  await logIn(page, '/stores/demo/templates/products');
  const templates = await createTemplates(page, names);
  const before = await templates.order();
  // The three are last on the list's first page, where positions are the list's own.
  expect(before.length).toBeLessThanOrEqual(25);
  try {
    await page.reload();
    const list = page.getByRole('list', { name: 'Shared metafields' });
    // Our three rows, in the order the list shows them.
    const ours = () =>
      list
        .getByRole('listitem')
        .evaluateAll(
          (rows, wanted) =>
            rows
              .map((row) => wanted.find((name) => (row.textContent ?? '').includes(name)))
              .filter((name) => name !== undefined),
          names,
        );
    await expect.poll(ours).toEqual([first, second, third]);

    // Tab along the list (a handle, a name, a menu and two move buttons a row) to the first of
    // ours; Space lifts it, two steps down and Space drops it after the third, each step said in
    // the list's live region.
    const handle = list.getByRole('button', { name: `Drag ${first}` });
    const said = list.locator('xpath=..').getByRole('log');
    await tabTo(page, handle, { presses: 150 });
    await page.keyboard.press('Space');
    await expect(said).toContainText(`${first} lifted`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(said).toContainText(`${first} dropped`);

    await expect(page.getByText('Shared metafields order updated.')).toBeVisible();
    await expect.poll(ours).toEqual([second, third, first]);
    await expectAccessible(page);

    // Kept by the server: a fresh load lists them so, and the others keep their order.
    await page.reload();
    await expect.poll(ours).toEqual([second, third, first]);
    const [a, b, c] = templates.ids as [number, number, number];
    const others = before.filter((id) => !templates.ids.includes(id));
    expect(await templates.order()).toEqual([...others, b, c, a]);
  } finally {
    await templates.remove();
  }
  // As it was: the three gone, the rest in the order they had.
  expect(await templates.order()).toEqual(before.filter((id) => !templates.ids.includes(id)));
});

/** Each record type the journey visits: its list, how to reach one record, and its owner path. */
const records = [
  {
    type: 'brand',
    list: '/stores/demo/brands',
    grid: 'Brands',
    owner: (url: string) => `/catalog/brands/${/\/brands\/(\d+)\//.exec(url)?.[1]}`,
  },
  {
    type: 'customer',
    list: '/stores/demo/customers',
    grid: 'Customers',
    owner: (url: string) => `/customers/${/\/customers\/(\d+)\//.exec(url)?.[1]}`,
  },
  {
    type: 'variant',
    list: '/stores/demo/variants',
    grid: 'Variants',
    owner: (url: string) => {
      const [, product, variant] = /\/variants\/(\d+)\/variants\/(\d+)\//.exec(url) ?? [];
      return `/catalog/products/${product}/variants/${variant}`;
    },
  },
] as const;

for (const record of records) {
  test(`a merchant creates, edits and deletes a custom metafield of a ${record.type}`, async ({
    page,
  }) => {
    const namespace = `e2e_${record.type}`;
    await logIn(page, record.list);
    // The last row of the first page: a record the other journeys leave alone.
    const grid = page.getByRole('main').getByRole('grid', { name: record.grid });
    await page.waitForLoadState('networkidle');
    const last = grid.getByRole('rowheader').last();
    await expect(last).not.toBeEmpty();
    await last.click();
    if (record.type === 'variant') {
      // The variants-first list is of products; a product's variants come next.
      await expect(page).toHaveURL(/\/stores\/demo\/variants\/\d+\/variants$/);
      await page.waitForLoadState('networkidle');
      const variant = page.getByRole('main').getByRole('grid').getByRole('rowheader').last();
      await expect(variant).not.toBeEmpty();
      await variant.click();
    }
    await expect(page).toHaveURL(/\/metafields$/);
    const recordPage = page.url();
    const owner = record.owner(recordPage);
    await removeMetafields(owner, namespace);

    try {
      await page.getByRole('tab', { name: 'Custom metafields' }).click();
      const table = page.getByRole('grid', { name: 'Custom metafields' });
      await expect(table).toBeVisible();

      await page.getByRole('button', { name: 'Create metafield' }).click();
      await expect(page.getByRole('heading', { name: 'Create metafield' })).toBeVisible();
      await page.getByLabel('Namespace').fill(namespace);
      await page.getByLabel('Key').fill('note');
      await page.getByRole('textbox', { name: 'Value' }).fill('{"kept":true}');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The metafield has been created')).toBeVisible();
      await expect(page).toHaveURL(/\/metafields\?tab=custom$/);
      const row = table.getByRole('row', { name: new RegExp(`${namespace}.*note`) });
      await expect(row).toBeVisible();
      await expectAccessible(page);

      await row.getByRole('button', { name: `Actions for ${namespace}: note` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
      await page.getByLabel('Description').fill(`A ${record.type} note`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The metafield has been updated')).toBeVisible();
      await expect(page.getByLabel('Description')).toHaveValue(`A ${record.type} note`);
      await expect(saveBar(page)).toHaveCount(0);

      await page.getByRole('button', { name: 'Cancel' }).click();
      await table.getByRole('button', { name: `Actions for ${namespace}: note` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(table.getByRole('row', { name: new RegExp(`${namespace}.*note`) })).toHaveCount(
        0,
      );
    } finally {
      await removeMetafields(owner, namespace);
    }
  });
}
