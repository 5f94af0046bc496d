import {
  csvErrorLine,
  headerRowNumber,
  parseTemplateDefinitions,
  templateDefinitionColumns,
  importPreviewPageOf,
  templateImportChange,
  templateImportRefusal,
  templateImportResult,
  templateUniqueId,
  type CsvParseResult,
  type CsvRowError,
  type CustomResourceSummary,
  type ImportPreviewPage,
  type ImportPreviewRow,
  type Template,
  type TemplateDefinitionRow,
} from '@metafields/core';
import { englishText } from '../englishText.js';
import { HttpError } from '../http/errors.js';
import { invalid } from '../validation.js';
import { readCsv } from './csvFile.js';
import { templateWrite } from './templateBody.js';
import type { TemplateScope, TemplatesRepo, TemplateWrite } from './templatesRepo.js';

/**
 * What a template import answers, inside `{ data: { data: … } }` (see `transferRoutes.ts`):
 * core's `TemplateImportResult` with each error as its text, since the app shows every error
 * as 'key: message' as it comes. The text is core's error line, 'Row 4, column key: key is
 * required.', so that a row can be found in the file whatever the key says.
 */
export interface TemplateImportAnswer {
  created: number;
  updated: number;
  errors: Record<string, string>;
}

/** Header errors after which no row can be read: the file is not a templates file. */
const unusableHeader = new Set(['csv.header.missing', 'csv.header.missingColumn']);

/** The file's column for a field of the template rules ('meta_key' is the file's 'key'). */
const columnOfField: Record<string, string> = {
  name: templateDefinitionColumns.name,
  namespace: templateDefinitionColumns.namespace,
  meta_key: templateDefinitionColumns.key,
  description: templateDefinitionColumns.description,
  content_type: templateDefinitionColumns.contentType,
  options: templateDefinitionColumns.options,
  use_on_storefront: templateDefinitionColumns.useOnStorefront,
  sort_order: templateDefinitionColumns.sortOrder,
};

/** The error with its message turned into core's line, 'Row N[, column C]: message'. */
const asLine = (error: CsvRowError): CsvRowError => ({
  ...error,
  message: csvErrorLine(error, englishText(error.message)),
});

/** A file without a usable header answers 422 with the first reason, as one line. */
function refuseUnusableHeader(errors: readonly CsvRowError[]): void {
  const fatal = errors.find(
    (error) => error.row === headerRowNumber && unusableHeader.has(error.message.key),
  );
  if (!fatal) return;
  const line = englishText(asLine(fatal).message);
  throw invalid({ files: [line] }, line);
}

export type CheckedRow = { write: TemplateWrite } | { failure: CsvRowError };

/**
 * A row through the template form's own rules (`templateWrite`: required fields, limits,
 * content types including the store's custom resources, options), so that an import can save
 * nothing the form could not. A refusal becomes the row's error, on the column at fault.
 */
export function checkTemplateRow(
  definition: TemplateDefinitionRow,
  resources: readonly CustomResourceSummary[],
): CheckedRow {
  const { row, ...input } = definition;
  try {
    return { write: templateWrite(input, resources).write };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 422) throw error;
    // One message per row is shown, as the form shows one per field: the first.
    const [field, messages] = Object.entries(error.errors ?? {})[0] ?? ['_', []];
    const column = columnOfField[field.split('.')[0] ?? ''];
    const message = {
      key: 'templateImport.rowRefused',
      defaultMessage: messages[0] ?? error.message,
    };
    return { failure: column === undefined ? { row, message } : { row, column, message } };
  }
}

/** What a file would do: the rows to save (with the template each updates), and the refusals. */
interface TemplatePlan {
  parsed: CsvParseResult<TemplateDefinitionRow>;
  saves: Array<{ row: number; before: Template | undefined; write: TemplateWrite }>;
  failures: CsvRowError[];
}

/** Reads and checks a templates file against the store's templates, writing nothing. */
async function planTemplates(
  templates: TemplatesRepo,
  scope: TemplateScope,
  resources: readonly CustomResourceSummary[],
  text: string,
): Promise<TemplatePlan> {
  const parsed = parseTemplateDefinitions(
    readCsv(text),
    resources.map((resource) => resource.slug),
  );
  refuseUnusableHeader(parsed.errors);

  const saves: TemplatePlan['saves'] = [];
  const failures: CsvRowError[] = [];
  for (const definition of parsed.rows) {
    const checked = checkTemplateRow(definition, resources);
    if ('failure' in checked) {
      failures.push(checked.failure);
      continue;
    }
    const id = await templates.idOfKey(scope, definition.namespace, definition.meta_key);
    const before = id === undefined ? undefined : await templates.find(scope, id);
    saves.push({ row: definition.row, before, write: checked.write });
  }
  return { parsed, saves, failures };
}

/**
 * Imports a templates file into one store's type: each good row updates the template with its
 * namespace.key, else creates one, all in one transaction; bad rows are reported and never
 * applied. Rows without sort_order keep their place (or go last when new); rows with one are
 * put there in file order, so an exported file restores its order.
 */
export async function importTemplates(
  templates: TemplatesRepo,
  scope: TemplateScope,
  resources: readonly CustomResourceSummary[],
  text: string,
): Promise<TemplateImportAnswer> {
  const { parsed, saves, failures } = await planTemplates(templates, scope, resources, text);
  await templates.transaction(async (queries) => {
    for (const { before, write } of saves) {
      if (before === undefined) await templates.create(scope, write, queries);
      else await templates.update(scope, before.id, write, queries);
    }
  });

  const existing = new Set(
    saves.flatMap(({ before }) => (before === undefined ? [] : [templateUniqueId(before)])),
  );
  const result = templateImportResult(
    { rows: parsed.rows, errors: parsed.errors.map(asLine) },
    existing,
    failures.map(asLine),
  );
  return {
    created: result.created,
    updated: result.updated,
    errors: Object.fromEntries(
      Object.entries(result.errors).map(([key, message]) => [key, englishText(message)]),
    ),
  };
}

/**
 * A preview of a templates file (issue 28): what each row would do, in file order, and every
 * outcome's count, written nowhere. A templates file is small (5 MB at most), so the preview is
 * answered whole and at once, where a metafield import's is a job read a page at a time; a row
 * with several errors is refused once, with its first.
 */
export async function previewTemplates(
  templates: TemplatesRepo,
  scope: TemplateScope,
  resources: readonly CustomResourceSummary[],
  text: string,
): Promise<ImportPreviewPage> {
  const { parsed, saves, failures } = await planTemplates(templates, scope, resources, text);
  const changes = new Map<number, ImportPreviewRow>();
  for (const error of [...parsed.errors, ...failures]) {
    if (changes.has(error.row)) continue;
    changes.set(error.row, templateImportRefusal(error.row, englishText(asLine(error).message)));
  }
  for (const { row, before, write } of saves) {
    changes.set(row, templateImportChange(row, before, write));
  }
  const rows = [...changes.values()].sort((a, b) => a.row - b.row);
  return importPreviewPageOf(rows, { page: 1, limit: Math.max(rows.length, 1) });
}
