import { expect, test, type Page } from '@playwright/test';
import {
  chooseLayout,
  expectAccessible,
  jobEnds,
  logIn,
  logInToFirstProduct,
  startJob,
} from './support.js';

test.use({ bypassCSP: true });

/** Hands a CSV to the Import tab's file input, as choosing it in the file dialog does. */
async function chooseCsv(page: Page, name: string, lines: readonly string[]) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  });
}

test('a merchant previews an import, reads its changes, applies it and sees the result', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const namespace = `e2e_preview_${Date.now().toString(36)}`;
  const productId = await logInToFirstProduct(page);

  // Two metafields to compare with, imported as a merchant would.
  await page.goto('/stores/demo/products?tab=import');
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await chooseLayout(page, 'Custom');
  await chooseCsv(page, 'first.csv', [
    'resource_id,namespace,key,value',
    `${productId},${namespace},same,kept`,
    `${productId},${namespace},colour,red`,
  ]);
  await jobEnds(await startJob(page, 'Start upload', 'Import history'));

  // The preview of a file with an unchanged row, a changed one and a bad one.
  await chooseLayout(page, 'Custom');
  await chooseCsv(page, 'second.csv', [
    'resource_id,namespace,key,value',
    `${productId},${namespace},same,kept`,
    `${productId},${namespace},colour,blue`,
    `${productId},${namespace},${'k'.repeat(65)},too long`,
  ]);
  await page.getByRole('button', { name: 'Preview changes' }).click();
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('radio', { name: 'All (3)' })).toBeVisible({ timeout: 90_000 });
  await expect(preview.getByRole('radio', { name: 'Update (1)' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Unchanged (1)' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Refused (1)' })).toBeVisible();
  const changes = preview.getByRole('grid', { name: 'Changes' });
  const changed = changes.getByRole('row', { name: '3' });
  await expect(changed).toContainText(`${namespace}.colour`);
  await expect(changed).toContainText('Was: red');
  await expect(changed).toContainText('Now: blue');
  await expectAccessible(page);

  await preview.getByRole('radio', { name: 'Refused (1)' }).click();
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row', { name: '4' })).toContainText(
    'key must be at most 64 characters',
  );
  // Nothing was written: the product still holds the old value.
  const held = await page.request.get(
    `/bc-api/stores/demo/v3/catalog/products/${productId}/metafields?namespace=${namespace}&key=colour`,
  );
  expect(((await held.json()) as { data: Array<{ value: string }> }).data[0]?.value).toBe('red');

  // Discarded, the preview stays in the history, where it can be opened again.
  await preview.getByRole('button', { name: 'Discard' }).click();
  await expect(preview).toHaveCount(0);
  const previewRow = page
    .getByRole('grid', { name: 'Import history' })
    .getByRole('row')
    .filter({ hasText: 'Preview' });
  await previewRow
    .first()
    .getByRole('button', { name: /^Actions for job/ })
    .click();
  await page.getByRole('menuitem', { name: 'Review preview' }).click();
  await expect(preview.getByRole('radio', { name: 'All (3)' })).toBeVisible();

  // Apply: the import of the previewed file, followed in the history.
  const applied = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/apply'),
  );
  await preview.getByRole('button', { name: 'Apply' }).click();
  const answer = await applied;
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { id: number } };
  await expect(page.getByText('Products import started')).toBeVisible();
  await expect(preview).toHaveCount(0);
  const importRow = page
    .getByRole('grid', { name: 'Import history' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(data.id), exact: true }) });
  // The bad row stays refused, so the import ends with errors; the other rows are applied.
  await jobEnds(importRow, 'with errors');

  // The product's custom metafields show the new value.
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=custom`);
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  await expect(table.getByRole('row', { name: new RegExp(`${namespace}.*colour`) })).toContainText(
    'blue',
  );
});

test('a merchant previews a templates file, reads its changes and applies it', async ({ page }) => {
  const namespace = `e2e_tpl_${Date.now().toString(36)}`;
  await logIn(page, '/stores/demo/templates/brands');
  // The toolbar's file inputs, in its order: Preview import, then Import.
  const previewInput = page.locator('input[type="file"]').nth(0);
  const importInput = page.locator('input[type="file"]').nth(1);
  const file = (lines: readonly string[]) => ({
    name: 'brands-shared-fields-export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  const header = 'name,namespace,key,content_type';

  // Two templates to compare with, imported as a merchant would.
  await importInput.setInputFiles(
    file([header, `Fit,${namespace},fit,text`, `Care,${namespace},care,text`]),
  );
  await expect(page.getByText('Created 2 shared brand metafields.')).toBeVisible();

  // The preview of a file with an unchanged row, a changed one and a bad one.
  await previewInput.setInputFiles(
    file([
      header,
      `Fit,${namespace},fit,text`,
      `Care guide,${namespace},care,text`,
      `Bad,${namespace},bad,nope`,
    ]),
  );
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByRole('radio', { name: 'All (3)' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Unchanged (1)' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Refused (1)' })).toBeVisible();
  const changed = preview.getByRole('grid', { name: 'Changes' }).getByRole('row', { name: '3' });
  await expect(changed).toContainText(`${namespace}.care`);
  await expect(changed).toContainText('Was: name: Care');
  await expect(changed).toContainText('Now: name: Care guide');
  await expectAccessible(page);
  // Nothing was written yet.
  await expect(page.getByRole('link', { name: 'Care', exact: true })).toBeVisible();

  // Apply imports the previewed file: the good rows are saved, the bad one reported.
  await preview.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Updated 2 shared brand metafields.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Care guide' })).toBeVisible();
});
