import type { Template } from '../entities/template.js';
import type { ResourceType } from '../resourceTypes.js';
import { templateUniqueId } from '../templates/template.js';
import { readId, readText } from './cells.js';
import type { CsvParseResult } from './csvResult.js';
import { escapeFormulaCell } from './formulaEscaping.js';
import { metafieldLimits } from '../constants.js';
import {
  needsProductId,
  productIdColumn,
  type CsvMetafield,
  type CsvRecordRef,
  type ImportedMetafieldValue,
} from './metafieldColumns.js';
import { parseTable } from './table.js';

/**
 * The shared (wide) metafield layout: one row per record, the column `id` first, then
 * `product_id` for variants, then one `namespace.key` column per shared metafield template of
 * the resource type, in template sort order. A cell holds that metafield's value; an empty cell
 * means the record has no such metafield.
 *
 * On import an empty cell leaves the record's metafield unchanged (it is not deleted): a file
 * may then carry only the records and columns to change, and a column removed from the sheet
 * touches nothing. Deleting stays a deliberate act in the app.
 */
export const sharedLayoutIdColumn = 'id';

/** The template fields this layout needs; a template's column is its unique id, namespace.key. */
export type CsvTemplate = Pick<Template, 'namespace' | 'meta_key' | 'sort_order'>;

function sortedTemplates(templates: readonly CsvTemplate[]): CsvTemplate[] {
  return [...templates].sort((a, b) => a.sort_order - b.sort_order);
}

function fixedColumns(resourceType: ResourceType): string[] {
  return needsProductId(resourceType)
    ? [sharedLayoutIdColumn, productIdColumn]
    : [sharedLayoutIdColumn];
}

/** The header row, escaped for the file. */
export function sharedLayoutHeader(
  resourceType: ResourceType,
  templates: readonly CsvTemplate[],
): string[] {
  return [...fixedColumns(resourceType), ...sortedTemplates(templates).map(templateUniqueId)].map(
    escapeFormulaCell,
  );
}

/** A record's row, escaped for the file; columns line up with `sharedLayoutHeader`. */
export function sharedLayoutRow(
  resourceType: ResourceType,
  templates: readonly CsvTemplate[],
  record: CsvRecordRef,
  metafields: readonly Pick<CsvMetafield, 'namespace' | 'key' | 'value'>[],
): string[] {
  const ids = needsProductId(resourceType)
    ? [String(record.id), record.product_id === undefined ? '' : String(record.product_id)]
    : [String(record.id)];
  const values = sortedTemplates(templates).map(
    (template) =>
      metafields.find(
        (metafield) =>
          metafield.namespace === template.namespace && metafield.key === template.meta_key,
      )?.value ?? '',
  );
  return [...ids, ...values].map(escapeFormulaCell);
}

/** A good row of a shared layout file: the record and the values to write to it. */
export interface SharedLayoutRow {
  row: number;
  resource_id: number;
  product_id?: number;
  /** The non-empty cells, one metafield value each. */
  values: ImportedMetafieldValue[];
}

/**
 * Reads a shared layout file (cells as papaparse gives them). The first column must be `id`;
 * a column that is no template of the resource type is reported and ignored; values longer
 * than the platform allows reject their whole row, so a record is written whole or not at all.
 * A record appearing twice is reported on the later row.
 */
export function parseSharedLayout(
  table: readonly (readonly string[])[],
  resourceType: ResourceType,
  templates: readonly CsvTemplate[],
): CsvParseResult<SharedLayoutRow> {
  const withProductId = needsProductId(resourceType);
  const sorted = sortedTemplates(templates);
  return parseTable(
    table,
    {
      first: sharedLayoutIdColumn,
      required: fixedColumns(resourceType),
      optional: sorted.map(templateUniqueId),
    },
    (context): SharedLayoutRow => {
      const resourceId = readId(context, sharedLayoutIdColumn) ?? 0;
      const ref = withProductId
        ? { resource_id: resourceId, product_id: readId(context, productIdColumn) ?? 0 }
        : { resource_id: resourceId };
      const values = sorted.flatMap((template): ImportedMetafieldValue[] => {
        const column = templateUniqueId(template);
        const value = readText(context, column, {
          required: false,
          max: metafieldLimits.value,
        });
        return value === ''
          ? []
          : [{ ...ref, namespace: template.namespace, key: template.meta_key, value }];
      });
      return { row: context.row, ...ref, values };
    },
    { identity: (row) => String(row.resource_id) },
  );
}
