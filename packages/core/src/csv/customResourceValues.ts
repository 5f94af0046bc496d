import type { BuiltInContentTypeSlug } from '../contentTypeSlugs.js';
import type { CustomObjectField } from '../entities/customObjectField.js';
import type { CustomObjectFieldValue, CustomObjectValue } from '../entities/customObjectValue.js';
import { readId } from './cells.js';
import type { CsvParseResult } from './csvResult.js';
import { escapeFormulaCell } from './formulaEscaping.js';
import { csvMessage } from './messages.js';
import { parseTable, type RowContext } from './table.js';

/**
 * The custom resource values file: the column `id` first, then one column per field, named by
 * its meta_key, in field sort order. Cells hold scalars as text, booleans as 'true'/'false',
 * and lists or objects as JSON.
 *
 * On import an empty `id` creates a value and a filled one updates that value; an empty cell
 * leaves the field unchanged (it is not cleared), as in the metafield files.
 */
export const customResourceValueIdColumn = 'id';

/** The field fields this file needs. */
export type CsvResourceField = Pick<
  CustomObjectField,
  'meta_key' | 'content_type' | 'sort_order' | 'options'
>;

/** Content types whose cell is taken as written, even when it looks like JSON. */
const textContentTypes = [
  'text',
  'rich_text',
  'html',
  'url',
  'color',
  'date',
  'datetime',
  'select',
] as const satisfies readonly BuiltInContentTypeSlug[];

function sortedFields(fields: readonly CsvResourceField[]): CsvResourceField[] {
  return [...fields].sort((a, b) => a.sort_order - b.sort_order);
}

function holdsList(field: CsvResourceField): boolean {
  return field.options?.entity_list_type === 'list' || field.options?.multiselect === true;
}

/** The header row, escaped for the file. */
export function customResourceValuesHeader(fields: readonly CsvResourceField[]): string[] {
  return [customResourceValueIdColumn, ...sortedFields(fields).map((field) => field.meta_key)].map(
    escapeFormulaCell,
  );
}

function valueCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // Numbers (and any boolean that was not yet serialised) come out of JSON as their text.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One value's row, escaped for the file; columns line up with the header. */
export function customResourceValueRow(
  fields: readonly CsvResourceField[],
  value: CustomObjectValue,
): string[] {
  return [
    String(value.id),
    ...sortedFields(fields).map((field) => valueCell(value[field.meta_key])),
  ].map(escapeFormulaCell);
}

/** A good row of a values file: a value to create (no id) or update. */
export interface CustomResourceValueRow {
  row: number;
  id?: number;
  /** The non-empty cells, by field meta_key. */
  values: Record<string, CustomObjectFieldValue>;
}

const integerPattern = /^-?\d+$/;
const decimalPattern = /^-?\d+(\.\d+)?$/;

function readNumber(
  context: RowContext,
  column: string,
  cell: string,
  pattern: RegExp,
): number | undefined {
  if (pattern.test(cell)) return Number(cell);
  const key = pattern === integerPattern ? 'csv.cell.notInteger' : 'csv.cell.notNumber';
  context.reject(csvMessage(key, { column }), column);
  return undefined;
}

function readJson(
  context: RowContext,
  column: string,
  cell: string,
): CustomObjectFieldValue | undefined {
  try {
    // Text starting with [ or { parses to a list or an object; list fields, which parse any
    // cell, reject whatever is not a list themselves.
    return JSON.parse(cell) as CustomObjectFieldValue;
  } catch {
    context.reject(csvMessage('csv.cell.notJson', { column }), column);
    return undefined;
  }
}

/**
 * One field's cell: booleans become the strings 'true'/'false' (as values hold them; any case is read), integers and
 * decimals become numbers, list fields need a JSON list, text-like fields are kept as written,
 * and other fields (json, files, references) are JSON-decoded when they start with [ or {.
 */
function readFieldCell(
  context: RowContext,
  field: CsvResourceField,
): CustomObjectFieldValue | undefined {
  const column = field.meta_key;
  const cell = context.cell(column);
  const trimmed = cell.trim();
  if (field.content_type === 'boolean') {
    const lowerCase = trimmed.toLowerCase();
    if (lowerCase === 'true' || lowerCase === 'false') return lowerCase;
    context.reject(csvMessage('csv.cell.notBoolean', { column }), column);
    return undefined;
  }
  if (field.content_type === 'integer') return readNumber(context, column, trimmed, integerPattern);
  if (field.content_type === 'decimal') return readNumber(context, column, trimmed, decimalPattern);
  if (holdsList(field)) {
    const list = readJson(context, column, trimmed);
    if (list !== undefined && !Array.isArray(list)) {
      context.reject(csvMessage('csv.cell.notJsonList', { column }), column);
    }
    return list;
  }
  if ((textContentTypes as readonly string[]).includes(field.content_type)) return cell;
  return trimmed.startsWith('[') || trimmed.startsWith('{')
    ? readJson(context, column, trimmed)
    : cell;
}

/**
 * Reads a values file (cells as papaparse gives them). The first column must be `id`; a column
 * that is no field of the resource is reported and ignored; an id appearing twice is reported
 * on the later row.
 */
export function parseCustomResourceValues(
  table: readonly (readonly string[])[],
  fields: readonly CsvResourceField[],
): CsvParseResult<CustomResourceValueRow> {
  return parseTable(
    table,
    {
      first: customResourceValueIdColumn,
      required: [customResourceValueIdColumn],
      optional: fields.map((field) => field.meta_key),
    },
    (context): CustomResourceValueRow => {
      const id = readId(context, customResourceValueIdColumn, false);
      const values: Record<string, CustomObjectFieldValue> = {};
      for (const field of sortedFields(fields)) {
        if (context.cell(field.meta_key) === '') continue;
        const value = readFieldCell(context, field);
        if (value !== undefined) values[field.meta_key] = value;
      }
      return id === undefined ? { row: context.row, values } : { row: context.row, id, values };
    },
    { identity: (row) => (row.id === undefined ? undefined : String(row.id)) },
  );
}
