import * as z from 'zod';
import { invalidQuery } from '../errors.js';
import { filter, whereOf, type ListFilter } from '../lists/filters.js';
import { enumValue, listOf, textValue } from '../lists/values.js';
import { positiveInt, servedLimit } from '../lists/paging.js';
import { likeContains, placeholders, sql, type Sql } from '../sql.js';

/** What a catalog list endpoint accepts besides its filters. */
export interface ListSpec {
  filters: readonly ListFilter[];
  /** `sort` values and the column each orders by; no `sort` parameter if absent. */
  sorts?: Readonly<Record<string, string>>;
  /** Whether `direction` is a parameter of the endpoint. */
  direction?: boolean;
}

export interface ListQuery {
  page: number;
  limit: number;
  orderBy: string;
  includeFields?: string[];
  excludeFields?: string[];
  where: Sql[];
}

/** `param:in` and `param:not_in` over `column`, each value read by `item`. */
export function inFilters<T extends string | number>(
  param: string,
  column: string,
  item: z.ZodType<T, string>,
): ListFilter[] {
  return [
    filter(`${param}:in`, listOf(item), (v) =>
      sql(`${column} IN (${placeholders(v.length)})`, ...v),
    ),
    filter(`${param}:not_in`, listOf(item), (v) =>
      sql(`${column} NOT IN (${placeholders(v.length)})`, ...v),
    ),
  ];
}

/** `param` (exact) and `param:like` (contains, in any case) over a text column. */
export function textFilters(param: string, column = param): ListFilter[] {
  return [
    filter(param, textValue, (v) => sql(`${column} = ?`, v)),
    filter(`${param}:like`, textValue, (v) => sql(`${column} LIKE ? ESCAPE '\\'`, likeContains(v))),
  ];
}

/** Every whitespace-separated term in one of the columns, in any case. */
export function keywordFilter(columns: readonly string[]): ListFilter {
  return filter('keyword', textValue, (v) => {
    const terms = v.split(/\s+/).filter((term) => term !== '');
    if (terms.length === 0) return sql('1 = 1');
    const one = columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ');
    return sql(
      terms.map(() => `(${one})`).join(' AND '),
      ...terms.flatMap((term) => columns.map(() => likeContains(term))),
    );
  });
}

/**
 * Reads a list endpoint's query: paging, sorting, field selection and filters. Unknown
 * parameters are ignored, as the platform does; known ones with bad values make one 422 that
 * names each of them.
 */
export function parseListQuery(
  query: Record<string, string>,
  spec: ListSpec,
  now: Date,
): ListQuery {
  const sorts = spec.sorts ?? {};
  const sortNames = Object.keys(sorts) as [string, ...string[]];
  const documentedSort = sortNames.length > 0;
  const control = z
    .object({
      page: positiveInt.optional(),
      limit: positiveInt.optional(),
      sort: (documentedSort ? enumValue(sortNames) : z.never()).optional(),
      direction: enumValue(['asc', 'desc']).optional(),
      include_fields: listOf(textValue).optional(),
      exclude_fields: listOf(textValue).optional(),
    })
    // `sort` and `direction` are read only where documented; elsewhere unknown, so ignored.
    .safeParse({
      ...query,
      sort: documentedSort ? query['sort'] : undefined,
      direction: spec.direction ? query['direction'] : undefined,
    });
  const errors: Record<string, string> = {};
  if (!control.success) {
    for (const issue of control.error.issues)
      errors[String(issue.path[0] ?? 'query')] ??= issue.message;
  }
  const where = whereOf(query, spec.filters, now, errors);
  if (Object.keys(errors).length > 0 || !control.success) throw invalidQuery(errors);

  const value = control.data;
  const direction = value.direction === 'desc' ? 'DESC' : 'ASC';
  // The id orders when no sort is given, and breaks the ties of every sort.
  const column = value.sort === undefined ? 'id' : (sorts[value.sort] ?? 'id');
  return {
    page: value.page ?? 1,
    // Above the documented maximum, serve the maximum rather than refuse: clients page on.
    limit: servedLimit(value.limit),
    orderBy: column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`,
    ...(value.include_fields ? { includeFields: value.include_fields } : {}),
    ...(value.exclude_fields ? { excludeFields: value.exclude_fields } : {}),
    where,
  };
}

/** `include_fields` keeps only the named fields (and always the id); `exclude_fields` drops. */
export function project<T extends Record<string, unknown>>(
  record: T,
  query: Pick<ListQuery, 'includeFields' | 'excludeFields'>,
  idKey = 'id',
): Partial<T> {
  const { includeFields, excludeFields } = query;
  if (!includeFields && !excludeFields) return record;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key !== idKey && includeFields && !includeFields.includes(key)) continue;
    if (key !== idKey && excludeFields?.includes(key)) continue;
    kept[key] = value;
  }
  return kept as Partial<T>;
}

/** `include_fields` and `exclude_fields` of a single-resource endpoint. */
export function parseFieldsQuery(
  query: Record<string, string>,
): Pick<ListQuery, 'includeFields' | 'excludeFields'> {
  const parsed = z
    .object({
      include_fields: listOf(textValue).optional(),
      exclude_fields: listOf(textValue).optional(),
    })
    .safeParse(query);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues)
      errors[String(issue.path[0] ?? 'query')] ??= issue.message;
    throw invalidQuery(errors);
  }
  return {
    ...(parsed.data.include_fields ? { includeFields: parsed.data.include_fields } : {}),
    ...(parsed.data.exclude_fields ? { excludeFields: parsed.data.exclude_fields } : {}),
  };
}
