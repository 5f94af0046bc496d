import {
  csvErrorLine,
  csvMessage,
  headerRowNumber,
  parseCustomResourceValues,
  unescapeFormulaCell,
  type CsvRowError,
  type CustomObjectField,
  type CustomObjectFieldValue,
  type CustomResourceValueRow,
} from '@metafields/core';
import { englishText } from '../englishText.js';
import { readCsv } from '../templates/csvFile.js';

/**
 * One data row of a values file, in file order: a good row to apply, with its cells as the file
 * wrote them (escaped), or the lines of a row refused while reading.
 */
export type ValueImportItem =
  | { row: number; value: CustomResourceValueRow; cells: Record<string, string> }
  | { row: number; refused: string[] };

export type ValueImportFile = { refusal: string } | { items: ValueImportItem[] };

/** A row's error as the job's error list shows it: 'Row 4, column price: …'. */
export const errorLine = (error: CsvRowError): string =>
  englishText(csvErrorLine(error, englishText(error.message)));

/**
 * The header's problems refuse the whole file, before anything is written, as the metafield
 * import does: a column that names no field would otherwise be dropped without a word.
 */
const refusedWording: Record<string, Parameters<typeof csvMessage>[0]> = {
  'csv.header.unknownColumn': 'csv.header.unknownColumnRefused',
  'csv.header.duplicateColumn': 'csv.header.duplicateColumnRefused',
};

function headerRefusal(errors: readonly CsvRowError[]): string | undefined {
  const first = errors.find((error) => error.row === headerRowNumber);
  if (!first) return undefined;
  const refused = refusedWording[first.message.key];
  const message = refused ? csvMessage(refused, first.message.values) : first.message;
  return englishText(csvMessage('csv.file.notImported', { reason: englishText(message) }));
}

const looksLikeJson = (text: string) => /^\s*[[{]/.test(text);

/**
 * A select field holding one option reads a cell as the option's value, as core does; the
 * export writes an option chosen in the form as the JSON list the form saved, so a cell that
 * names no option but is such JSON is read as that list (`checkSelect` then checks it).
 */
function selectCell(field: CustomObjectField, value: CustomObjectFieldValue) {
  if (field.content_type !== 'select' || typeof value !== 'string' || !looksLikeJson(value)) {
    return value;
  }
  if ((field.options?.select_options ?? []).some((option) => option.value === value)) return value;
  try {
    return JSON.parse(value) as CustomObjectFieldValue;
  } catch {
    return value;
  }
}

/**
 * Reads a values file against the resource's fields (core's layout: `id`, then one column per
 * field): its refusal when the header is wrong, else every data row in file order.
 */
export function readValueImportFile(
  text: string,
  fields: readonly CustomObjectField[],
): ValueImportFile {
  const table = readCsv(text);
  const parsed = parseCustomResourceValues(table, fields);
  const refusal = headerRefusal(parsed.errors);
  if (refusal !== undefined) return { refusal };

  const header = (table[0] ?? []).map((cell) => unescapeFormulaCell(cell).trim());
  const byKey = new Map(fields.map((field) => [field.meta_key, field]));
  const items: ValueImportItem[] = parsed.rows.map((value) => {
    const cells = table[value.row - 1] ?? [];
    const raw: Record<string, string> = {};
    for (const key of Object.keys(value.values)) {
      raw[key] = cells[header.indexOf(key)] ?? '';
      const field = byKey.get(key);
      if (field) value.values[key] = selectCell(field, value.values[key] ?? null);
    }
    return { row: value.row, value, cells: raw };
  });
  const refused = new Map<number, string[]>();
  for (const error of parsed.errors) {
    refused.set(error.row, [...(refused.get(error.row) ?? []), errorLine(error)]);
  }
  for (const [row, lines] of refused) items.push({ row, refused: lines });
  return { items: items.sort((a, b) => a.row - b.row) };
}
