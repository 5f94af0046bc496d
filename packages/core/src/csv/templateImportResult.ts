import type { MessageDescriptor } from '../messages/defineMessages.js';
import { templateUniqueId } from '../templates/template.js';
import type { CsvParseResult, CsvRowError } from './csvResult.js';
import type { TemplateDefinitionRow } from './templateDefinitions.js';

/**
 * The answer of a template import (POST /templates/import/{entity}, response data.data). The
 * app shows 'Created N shared {x} metafields.', 'Updated N shared {x} metafields.' and each
 * error as 'key: message'.
 */
export interface TemplateImportResult {
  created: number;
  updated: number;
  /**
   * One message per key, the first one found (as field errors show only their first). The key
   * is the template's namespace.key when the row names one, else 'row N' (with ', column' when
   * the error is about one cell), N counted as in every CSV error.
   */
  errors: Record<string, MessageDescriptor>;
}

function errorKey(error: CsvRowError): string {
  if (error.subject !== undefined) return error.subject;
  return error.column === undefined ? `row ${error.row}` : `row ${error.row}, ${error.column}`;
}

/**
 * Counts what an import did. A good row is counted as updated when its namespace.key is among
 * `existingUniqueIds` (the templates before the import), else as created; rows that then failed
 * to save (`failures`, with their rows) are not counted and are reported with the rows that
 * failed to parse, keyed by the namespace.key of their row.
 */
export function templateImportResult(
  parsed: CsvParseResult<TemplateDefinitionRow>,
  existingUniqueIds: ReadonlySet<string>,
  failures: readonly CsvRowError[] = [],
): TemplateImportResult {
  const failedRows = new Set(failures.map((failure) => failure.row));
  const saved = parsed.rows.filter((row) => !failedRows.has(row.row));
  const updated = saved.filter((row) => existingUniqueIds.has(templateUniqueId(row)));
  const subjectByRow = new Map(parsed.rows.map((row) => [row.row, templateUniqueId(row)]));
  const errors: Record<string, MessageDescriptor> = {};
  for (const error of [...parsed.errors, ...failures]) {
    const key = errorKey({ subject: subjectByRow.get(error.row), ...error });
    errors[key] ??= error.message;
  }
  return { created: saved.length - updated.length, updated: updated.length, errors };
}
