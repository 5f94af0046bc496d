import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  chooseLayout,
  createCustomMetafield,
  downloadExport,
  expectAccessible,
  filterExportToProduct,
  jobEnds,
  logInToFirstProduct,
  startJob,
} from './support.js';

test.use({ bypassCSP: true });

/** The text of a cell as a merchant reads it: strings come as inline rich text (ADR 0031). */
function cellText(value: ExcelJS.CellValue): string {
  if (value !== null && typeof value === 'object' && 'richText' in value) {
    return value.richText.map((run) => run.text).join('');
  }
  return String(value ?? '');
}

test('a merchant exports a product’s metafields as .xlsx, edits and imports it, reads its history and undoes the import', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const key = `sheet_${stamp}`;
  // The value editor starts on JSON; the ampersand is what a workbook's XML must escape.
  const before = `{"state":"before & ${stamp}"}`;
  const after = `{"state":"after & ${stamp}"}`;

  // A metafield to round-trip, on the first product of the list.
  const productId = await logInToFirstProduct(page);
  await createCustomMetafield(page, { namespace: 'e2e_sheets', key, value: before });

  // The products list's Export tab, filtered on this product, downloaded as Excel.
  await page.goto('/stores/demo/products?tab=export');
  await expect(page.getByText(/^[\d,]+ products$/)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Export history' })).toBeVisible();
  await chooseLayout(page, 'Custom');
  await filterExportToProduct(page, productId);
  const exported = await jobEnds(await startJob(page, 'Start export', 'Export history'));
  const download = await downloadExport(page, exported, 'Excel (.xlsx)');
  expect(download.suggestedFilename()).toMatch(/^products-metafields-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expectAccessible(page);

  // The workbook read and changed with exceljs: ids are numbers, the value a plain string.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(fs.createReadStream(await download.path()));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(cellText);
  expect(header.slice(0, 4)).toEqual(['resource_id', 'namespace', 'key', 'value']);
  let changed = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    expect(row.getCell(1).value).toBe(Number(productId));
    if (cellText(row.getCell(3).value) !== key) return;
    expect(row.getCell(4).type).not.toBe(ExcelJS.ValueType.Formula);
    expect(cellText(row.getCell(4).value)).toBe(before);
    row.getCell(4).value = after;
    changed += 1;
  });
  expect(changed).toBe(1);
  const edited = Buffer.from(await workbook.xlsx.writeBuffer());

  // Imported on the Import tab as the .xlsx file it is.
  await page.getByRole('tab', { name: 'Import' }).click();
  await expect(page.getByRole('grid', { name: 'Import history' })).toBeVisible();
  await expect(page.getByText('A CSV file or an Excel workbook (.xlsx).')).toBeVisible();
  await chooseLayout(page, 'Custom');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'edited.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: edited,
  });
  const importJob = await startJob(page, 'Start upload', 'Import history');
  await expect(page.getByText('Products import started')).toBeVisible();
  await jobEnds(importJob);
  const importId = (await importJob.getByRole('rowheader').textContent())?.trim() ?? '';
  await expectAccessible(page);

  // The product's Custom metafields show the changed value.
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=custom`);
  const table = page.getByRole('grid', { name: 'Custom metafields' });
  const row = table.getByRole('row', { name: new RegExp(key) });
  await row.getByRole('button', { name: `Actions for e2e_sheets: ${key}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
  await expect(page.getByText(`after & ${stamp}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The product's History tab: the person's create and the import's change, newest first.
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=history`);
  const changes = page.getByRole('grid', { name: 'Changes' });
  const changesOf = changes.getByRole('row').filter({ hasText: `e2e_sheets.${key}` });
  await expect(changesOf).toHaveCount(2);
  await expect(changesOf.nth(0)).toContainText('Updated');
  await expect(changesOf.nth(0)).toContainText(before);
  await expect(changesOf.nth(0)).toContainText(after);
  await expect(changesOf.nth(0)).toContainText(`Job ${importId}`);
  await expect(changesOf.nth(1)).toContainText('Created');
  await expect(changesOf.nth(1)).toContainText('Demo merchant');
  await expect(changesOf.nth(1)).toContainText(/Request \S+/);
  await expect(page.getByRole('link', { name: 'Export as CSV' })).toBeVisible();
  await expectAccessible(page);

  // 'Undo this import' from the import's history row, confirmed: the old value comes back.
  await page.goto('/stores/demo/products?tab=import');
  const imported = page
    .getByRole('grid', { name: 'Import history' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: importId, exact: true }) });
  const undoStarted = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/${importId}/undo`),
  );
  await imported.getByRole('button', { name: `Actions for job ${importId}` }).click();
  await page.getByRole('menuitem', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Undo import ${importId}?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  const undoAnswer = await undoStarted;
  expect(undoAnswer.status(), await undoAnswer.text()).toBe(201);
  const undoId = String(((await undoAnswer.json()) as { data: { id: number } }).data.id);
  await expect(page.getByText(`The undo of import ${importId} has started`)).toBeVisible();
  const undoRow = page
    .getByRole('grid', { name: 'Import history' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: undoId, exact: true }) });
  await expect(undoRow).toContainText('Undo');
  await jobEnds(undoRow);

  await page.goto(`/stores/demo/products/${productId}/metafields?tab=history`);
  const undone = changes
    .getByRole('row')
    .filter({ hasText: `e2e_sheets.${key}` })
    .first();
  await expect(undone).toContainText(`Job ${undoId}`);
  await expect(undone).toContainText('Updated');
  await page.goto(`/stores/demo/products/${productId}/metafields?tab=custom`);
  await row.getByRole('button', { name: `Actions for e2e_sheets: ${key}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByText(`before & ${stamp}`)).toBeVisible();
});
