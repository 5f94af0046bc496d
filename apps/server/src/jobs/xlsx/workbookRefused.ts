/**
 * A workbook an import will not read, with the merchant's reason in English. The upload turns it
 * into a 422 on the file's field, before any job exists.
 */
export class WorkbookRefused extends Error {
  override readonly name = 'WorkbookRefused';
}

/** Excel's own limit on one cell's text; a longer cell is not a workbook Excel could save. */
export const excelCellMaxChars = 32_767;
