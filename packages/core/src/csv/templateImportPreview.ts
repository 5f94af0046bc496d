import {
  importPreviewOutcomes,
  type ImportPreviewCounts,
  type ImportPreviewPage,
  type ImportPreviewPageRequest,
  type ImportPreviewRow,
} from '../entities/importPreview.js';
import {
  templateDefinitionCells,
  templateDefinitionColumns,
  type TemplateDefinition,
} from './templateDefinitions.js';

/**
 * A template as an import would save it (a good row through the template rules). Without a
 * sort order an existing template keeps its place and a new one goes last.
 */
export type TemplateImportWrite = Omit<TemplateDefinition, 'sort_order'> & {
  sort_order?: number | undefined;
};

const c = templateDefinitionColumns;

/** The columns a change can differ in; namespace and key name the template itself. */
const comparedColumns = [
  c.name,
  c.description,
  c.contentType,
  c.options,
  c.useOnStorefront,
  c.sortOrder,
] as const;
type Column = (typeof comparedColumns)[number];

/** The value with every object's keys in order, so that options saved by the form compare equal. */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, ordered(entry)]),
  );
}

/** The template's cells, its options' keys in order. */
const cellsOf = (template: TemplateDefinition) =>
  templateDefinitionCells({
    ...template,
    options: template.options == null ? template.options : (ordered(template.options) as never),
  });

/** 'column: value' of each column, as the file names them: 'name: Colour; content_type: text'. */
const describe = (cells: Record<Column, string>, columns: readonly Column[]) =>
  columns.map((column) => `${column}: ${cells[column]}`).join('; ');

/**
 * What a good row of a templates file would do (issue 28): create the template (its filled
 * columns as the new value), update it (the columns that differ, old and new), or leave it as it
 * is. The sort order is compared only when the row gives one; moving one template shifts others,
 * which are not reported as changes.
 */
export function templateImportChange(
  row: number,
  before: TemplateDefinition | undefined,
  after: TemplateImportWrite,
): ImportPreviewRow {
  const change = { row, record_id: null, namespace: after.namespace, key: after.meta_key };
  if (before === undefined) {
    const cells = cellsOf({ ...after, sort_order: after.sort_order ?? 0 });
    const filled = comparedColumns.filter(
      (column) =>
        cells[column] !== '' && (column !== c.sortOrder || after.sort_order !== undefined),
    );
    const values = { old_value: null, new_value: describe(cells, filled), reason: null };
    return { ...change, outcome: 'create', ...values };
  }
  const old = cellsOf(before);
  const next = cellsOf({ ...after, sort_order: after.sort_order ?? before.sort_order });
  const changed = comparedColumns.filter((column) => old[column] !== next[column]);
  if (changed.length === 0) {
    return { ...change, outcome: 'unchanged', old_value: null, new_value: null, reason: null };
  }
  const values = { old_value: describe(old, changed), new_value: describe(next, changed) };
  return { ...change, outcome: 'update', ...values, reason: null };
}

/** A row the import would not save, with its error line as the reason. */
export function templateImportRefusal(row: number, reason: string): ImportPreviewRow {
  const values = { old_value: null, new_value: null, reason };
  return { row, outcome: 'refused', record_id: null, namespace: null, key: null, ...values };
}

/** How many changes of each outcome. */
function countsOf(rows: readonly ImportPreviewRow[]): ImportPreviewCounts {
  const counts = Object.fromEntries(importPreviewOutcomes.map((outcome) => [outcome, 0]));
  for (const row of rows) counts[row.outcome] = (counts[row.outcome] ?? 0) + 1;
  return counts as ImportPreviewCounts;
}

/**
 * A page of a preview held whole (a templates file's, answered at once rather than by a job):
 * the changes of one outcome or all, in file order, with every outcome's count.
 */
export function importPreviewPageOf(
  rows: readonly ImportPreviewRow[],
  { outcome, page, limit }: ImportPreviewPageRequest,
): ImportPreviewPage {
  const kept = outcome === undefined ? rows : rows.filter((row) => row.outcome === outcome);
  return {
    data: kept.slice((page - 1) * limit, page * limit),
    meta: { total: kept.length, counts: countsOf(rows) },
  };
}
