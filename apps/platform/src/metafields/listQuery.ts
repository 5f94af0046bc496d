import type * as z from 'zod';
import { PlatformError } from '../errors.js';
import { dateFilter, filter, integerFilters, whereOf, type ListFilter } from '../lists/filters.js';
import { enumValue, firstIssue, intValue, listOf, textValue } from '../lists/values.js';
import { positiveInt, servedLimit } from '../lists/paging.js';
import { placeholders, sql, type Sql } from '../sql.js';
import { decodeCursor } from './cursor.js';
import type { ListParam } from './resources.js';

export interface MetafieldListQuery {
  page: number;
  limit: number;
  direction: 'asc' | 'desc';
  /** Cursor paging (`after` / `before`): the id the page starts after or ends before. */
  cursor?: { after: number } | { before: number };
  includeFields?: string[];
  excludeFields?: string[];
  where: Sql[];
}

/** The documented filters, by the name of the parameter group that turns them on. */
const filtersByParam: Partial<Record<ListParam, readonly ListFilter[]>> = {
  id: integerFilters('id'),
  'resource_id:in': [
    filter('resource_id:in', listOf(intValue), (ids) =>
      sql(`resource_id IN (${placeholders(ids.length)})`, ...ids),
    ),
  ],
  date_created: [dateFilter('date_created', 'date_created', '=')],
  date_modified: [dateFilter('date_modified', 'date_modified', '=')],
  'date_created:min': [dateFilter('date_created:min', 'date_created', '>=')],
  'date_created:max': [dateFilter('date_created:max', 'date_created', '<=')],
  'date_modified:min': [dateFilter('date_modified:min', 'date_modified', '>=')],
  'date_modified:max': [dateFilter('date_modified:max', 'date_modified', '<=')],
};

/**
 * `key` and `key:in` (likewise `namespace`, `namespace:in`): the documents say the list form
 * "could be used with" the plain one, so the two name one set of accepted values.
 */
function oneOf(
  column: 'key' | 'namespace',
  query: Record<string, string>,
  params: readonly ListParam[],
): Sql | undefined {
  const values: string[] = [];
  if (params.includes(column) && query[column] !== undefined) values.push(query[column]);
  const listed = `${column}:in` as const;
  const raw = query[listed];
  if (params.includes(listed) && raw !== undefined) {
    values.push(
      ...raw
        .split(',')
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    );
  }
  if (values.length === 0) return undefined;
  return sql(`${column} IN (${placeholders(values.length)})`, ...values);
}

function readControl(
  query: Record<string, string>,
  params: readonly ListParam[],
  errors: Record<string, string>,
) {
  const read = <T>(name: string, schema: z.ZodType<T, string>): T | undefined => {
    const raw = query[name];
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    errors[name] = firstIssue(parsed.error);
    return undefined;
  };
  const has = (param: ListParam) => params.includes(param);
  const after = has('cursor') ? read('after', textValue) : undefined;
  const before = has('cursor') ? read('before', textValue) : undefined;
  if (after !== undefined && before !== undefined) {
    errors['before'] = 'cannot be used together with after';
  }
  const cursorOf = (name: 'after' | 'before', raw: string | undefined) => {
    if (raw === undefined) return undefined;
    const id = decodeCursor(raw);
    if (id === undefined) errors[name] = 'is not a cursor this API returned';
    return id;
  };
  return {
    page: read('page', positiveInt),
    limit: read('limit', positiveInt),
    direction: has('direction') ? read('direction', enumValue(['asc', 'desc'])) : undefined,
    after: cursorOf('after', after),
    before: cursorOf('before', before),
    includeFields: has('include_fields') ? read('include_fields', listOf(textValue)) : undefined,
    excludeFields: has('exclude_fields') ? read('exclude_fields', listOf(textValue)) : undefined,
  };
}

/**
 * Reads a metafield list's query. Parameters the operation does not document are ignored, as
 * the platform does; a documented one with a bad value answers `invalidStatus` naming it.
 */
export function parseMetafieldListQuery(
  query: Record<string, string>,
  params: readonly ListParam[],
  now: Date,
  invalidStatus: 400 | 422,
): MetafieldListQuery {
  const errors: Record<string, string> = {};
  const control = readControl(query, params, errors);
  const filters = params.flatMap((param) => filtersByParam[param] ?? []);
  const where = whereOf(query, filters, now, errors);
  for (const column of ['key', 'namespace'] as const) {
    const condition = oneOf(column, query, params);
    if (condition) where.push(condition);
  }
  if (Object.keys(errors).length > 0) {
    throw new PlatformError(invalidStatus, 'The query parameters are invalid.', errors);
  }
  const cursor =
    control.after !== undefined
      ? { after: control.after }
      : control.before !== undefined
        ? { before: control.before }
        : undefined;
  return {
    page: control.page ?? 1,
    // Above the documented maximum, serve the maximum rather than refuse: clients page on.
    limit: servedLimit(control.limit),
    direction: control.direction ?? 'asc',
    ...(cursor ? { cursor } : {}),
    ...(control.includeFields ? { includeFields: control.includeFields } : {}),
    ...(control.excludeFields ? { excludeFields: control.excludeFields } : {}),
    where,
  };
}
