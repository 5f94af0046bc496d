import { permissionSets, type PermissionSet } from '../permissionSets.js';
import type { ResourceType } from '../resourceTypes.js';
import { readId, readText } from './cells.js';
import type { CsvParseResult } from './csvResult.js';
import { escapeFormulaCell } from './formulaEscaping.js';
import { metafieldLimits } from '../constants.js';
import {
  needsProductId,
  productIdColumn,
  type CsvMetafield,
  type CsvRecordRef,
} from './metafieldColumns.js';
import { csvMessage } from './messages.js';
import { parseTable, type RowContext } from './table.js';

/**
 * The custom (long) metafield layout: one row per metafield, with the columns
 * `resource_id,namespace,key,value,permission_set,description` (variants: `product_id` after
 * `resource_id`). On import the columns may come in any order; `permission_set` and
 * `description` may be left out. An empty permission_set leaves an existing metafield's set
 * alone (a new one gets the default, write); an empty description is omitted, as the form
 * omits it from its payload. An import may add a `mode` column: `delete` there removes the
 * row's metafield (its value may then be empty); an empty cell creates or updates, as without
 * the column. Exports never write it.
 */
export const customLayoutColumns = {
  resourceId: 'resource_id',
  namespace: 'namespace',
  key: 'key',
  value: 'value',
  permissionSet: 'permission_set',
  description: 'description',
  mode: 'mode',
} as const;

/** The `mode` cell that removes a row's metafield. */
export const deleteMode = 'delete';

const c = customLayoutColumns;

function columns(resourceType: ResourceType): string[] {
  return needsProductId(resourceType)
    ? [c.resourceId, productIdColumn, c.namespace, c.key, c.value, c.permissionSet, c.description]
    : [c.resourceId, c.namespace, c.key, c.value, c.permissionSet, c.description];
}

/** The header row, escaped for the file. */
export function customLayoutHeader(resourceType: ResourceType): string[] {
  return columns(resourceType).map(escapeFormulaCell);
}

/** One metafield's row, escaped for the file; columns line up with `customLayoutHeader`. */
export function customLayoutRow(
  resourceType: ResourceType,
  record: CsvRecordRef,
  metafield: CsvMetafield,
): string[] {
  const ids = needsProductId(resourceType)
    ? [String(record.id), record.product_id === undefined ? '' : String(record.product_id)]
    : [String(record.id)];
  return [
    ...ids,
    metafield.namespace,
    metafield.key,
    metafield.value,
    metafield.permission_set ?? '',
    metafield.description ?? '',
  ].map(escapeFormulaCell);
}

/** A good row of a custom layout file: one metafield to create or update. */
export interface CustomLayoutRow {
  row: number;
  resource_id: number;
  product_id?: number;
  namespace: string;
  key: string;
  value: string;
  permission_set?: PermissionSet;
  description?: string;
  /** Only when the row asks to remove the metafield; its value is then not checked. */
  mode?: typeof deleteMode;
}

function readPermissionSet(context: RowContext): PermissionSet | undefined {
  const cell = context.cell(c.permissionSet).trim().toLowerCase();
  if (cell === '') return undefined;
  const permissionSet = permissionSets.find((set) => set === cell);
  if (permissionSet === undefined) {
    context.reject(
      csvMessage('csv.cell.notPermissionSet', {
        column: c.permissionSet,
        allowed: permissionSets.join(', '),
      }),
      c.permissionSet,
    );
  }
  return permissionSet;
}

/** True when the row's `mode` is `delete` (any case); an unknown mode is reported. */
function readDeleteMode(context: RowContext): boolean {
  const cell = context.cell(c.mode).trim().toLowerCase();
  if (cell === deleteMode) return true;
  if (cell !== '') {
    context.reject(csvMessage('csv.cell.notMode', { column: c.mode, mode: deleteMode }), c.mode);
  }
  return false;
}

/**
 * Reads a custom layout file (cells as papaparse gives them), checking each row against the
 * metafield limits (namespace and key required, at most 64; value required, at most 65535;
 * description at most 255; permission_set one of the five sets). A `delete` row needs only
 * its resource, namespace and key. The same resource, namespace and key twice is reported on
 * the later row.
 */
export function parseCustomLayout(
  table: readonly (readonly string[])[],
  resourceType: ResourceType,
): CsvParseResult<CustomLayoutRow> {
  const withProductId = needsProductId(resourceType);
  const required = withProductId
    ? [c.resourceId, productIdColumn, c.namespace, c.key, c.value]
    : [c.resourceId, c.namespace, c.key, c.value];
  return parseTable(
    table,
    { required, optional: [c.permissionSet, c.description, c.mode] },
    (context): CustomLayoutRow => {
      const remove = readDeleteMode(context);
      const resourceId = readId(context, c.resourceId) ?? 0;
      const productId = withProductId ? (readId(context, productIdColumn) ?? 0) : undefined;
      const namespace = readText(context, c.namespace, {
        required: true,
        max: metafieldLimits.namespace,
      });
      const key = readText(context, c.key, { required: true, max: metafieldLimits.key });
      const value = readText(context, c.value, {
        required: !remove,
        max: metafieldLimits.value,
      });
      const permissionSet = readPermissionSet(context);
      const description = readText(context, c.description, {
        required: false,
        max: metafieldLimits.description,
      });
      return {
        row: context.row,
        resource_id: resourceId,
        ...(productId === undefined ? {} : { product_id: productId }),
        namespace,
        key,
        value,
        ...(permissionSet === undefined ? {} : { permission_set: permissionSet }),
        ...(description === '' ? {} : { description }),
        ...(remove ? { mode: deleteMode } : {}),
      };
    },
    {
      identity: (row) => JSON.stringify([row.product_id, row.resource_id, row.namespace, row.key]),
    },
  );
}
