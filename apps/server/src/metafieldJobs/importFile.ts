import {
  csvErrorLine,
  csvMessage,
  csvMessages,
  defaultPermissionSet,
  deleteMode,
  headerRowNumber,
  parseCustomLayout,
  parseSharedLayout,
  withStorefrontAccess,
  type CsvMessageKey,
  type CsvParseResult,
  type CsvRowError,
  type CsvTemplate,
  type ExportType,
  type MessageDescriptor,
  type PermissionSet,
  type ResourceType,
} from '@metafields/core';
import Papa from 'papaparse';
import * as z from 'zod';
import { englishText } from '../englishText.js';
import type { HttpError } from '../http/errors.js';
import { sanitisedMarkup } from '../sanitiser/markup.js';
import { invalid } from '../validation.js';

/**
 * A template as an import needs it: its column, the permission set of new metafields, and its
 * content type, whose markup is sanitised as the template form's is (jobs saved before it was
 * kept have none, and write their values as read).
 */
export const importTemplateSchema = z.object({
  namespace: z.string(),
  meta_key: z.string(),
  sort_order: z.number(),
  use_on_storefront: z.boolean(),
  content_type: z.string().optional(),
});
export type ImportTemplate = z.infer<typeof importTemplateSchema> & CsvTemplate;

/** One metafield a row asks for: to create or update (`remove` false), or to remove. */
export interface MetafieldWrite {
  /** The file's row number, for its errors. */
  row: number;
  resource_id: number;
  namespace: string;
  key: string;
  value: string;
  /** Set on new and existing metafields alike; left out, an existing one keeps its set. */
  permission_set?: PermissionSet;
  /** The set of a new metafield when the row names none. */
  newPermissionSet: PermissionSet;
  description?: string;
  remove: boolean;
}

/** A good row of the file and what it asks for (a shared row: one write per non-empty cell). */
export interface ImportRow {
  row: number;
  writes: MetafieldWrite[];
}

export interface ImportFile {
  rows: ImportRow[];
  /** The bad rows, each as its line: 'Row 4, column key: key is required.' */
  errors: string[];
  /** The same, by row: what a preview lists as refused. */
  refused: Array<{ row: number; reason: string }>;
}

/** Header problems in the words of a file that is refused rather than read in part. */
const refusedHeader: Partial<Record<CsvMessageKey, CsvMessageKey>> = {
  'csv.header.unknownColumn': 'csv.header.unknownColumnRefused',
  'csv.header.duplicateColumn': 'csv.header.duplicateColumnRefused',
};

const lineOf = (error: CsvRowError) => englishText(csvErrorLine(error, englishText(error.message)));

/** 422 on the file's field, the reason in the message: nothing is written, no job is made. */
function refuse(reason: string): HttpError {
  const message = englishText(csvMessage('csv.file.notImported', { reason }));
  return invalid({ files: [message] }, message, 'invalid_file');
}

/**
 * The file's rows of cells. Quoted cells may hold commas, quotes and line ends; a quote left
 * open or not doubled would swallow the rows after it, so it refuses the file. A byte order
 * mark is dropped by core, which trims header names.
 */
export function readImportTable(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter: ',',
    header: false,
    skipEmptyLines: false,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw refuse(englishText(csvMessage('csv.file.brokenQuotes', { row: (broken.row ?? 0) + 1 })));
  }
  return parsed.data;
}

/** Refuses a file with any header problem: a wrong header would write to the wrong places. */
function refuseHeaderProblems(errors: readonly CsvRowError[]): void {
  const problem = errors.find((error) => error.row === headerRowNumber);
  if (!problem) return;
  const refused = refusedHeader[problem.message.key as CsvMessageKey];
  const message: MessageDescriptor = refused
    ? { ...problem.message, key: refused, defaultMessage: csvMessages[refused] }
    : problem.message;
  throw refuse(lineOf({ ...problem, message }));
}

function customRows(table: string[][], type: ResourceType): CsvParseResult<ImportRow> {
  const parsed = parseCustomLayout(table, type);
  const rows = parsed.rows.map(
    ({ row, resource_id, namespace, key, value, ...rest }): ImportRow => ({
      row,
      writes: [
        {
          row,
          resource_id,
          namespace,
          key,
          value,
          ...(rest.permission_set && { permission_set: rest.permission_set }),
          newPermissionSet: defaultPermissionSet,
          ...(rest.description !== undefined && { description: rest.description }),
          remove: rest.mode === deleteMode,
        },
      ],
    }),
  );
  return { rows, errors: parsed.errors };
}

function sharedRows(
  table: string[][],
  type: ResourceType,
  templates: readonly ImportTemplate[],
): CsvParseResult<ImportRow> {
  const parsed = parseSharedLayout(table, type, templates);
  const templateOf = (namespace: string, key: string) =>
    templates.find((t) => t.namespace === namespace && t.meta_key === key);
  const rows = parsed.rows.map(({ row, values }) => ({
    row,
    writes: values.map(({ resource_id, namespace, key, value }) => {
      const template = templateOf(namespace, key);
      return {
        row,
        resource_id,
        namespace,
        key,
        // Storefronts and partner apps read the value raw, as they do a form's.
        value: sanitisedMarkup(template?.content_type ?? '', value),
        newPermissionSet: withStorefrontAccess(template?.use_on_storefront ?? false),
        remove: false,
      };
    }),
  }));
  return { rows, errors: parsed.errors };
}

/**
 * Reads a metafield import file in its layout, refusing it (422) when it cannot be read or its
 * header has any problem; otherwise answers the good rows and the bad ones' lines. The same
 * text and templates always give the same answer, so a job reads its saved file again.
 */
export function readImportFile(
  text: string,
  type: ResourceType,
  importType: ExportType,
  templates: readonly ImportTemplate[],
): ImportFile {
  const table = readImportTable(text);
  const parsed =
    importType === 'shared' ? sharedRows(table, type, templates) : customRows(table, type);
  refuseHeaderProblems(parsed.errors);
  const refused = parsed.errors.map((error) => ({ row: error.row, reason: lineOf(error) }));
  return { rows: parsed.rows, errors: refused.map(({ reason }) => reason), refused };
}
