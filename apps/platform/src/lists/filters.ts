import type * as z from 'zod';
import { isDateOnly, parseFilterDate } from '../dates.js';
import { invalidQuery } from '../errors.js';
import { placeholders, sql, type Sql } from '../sql.js';
import { boolValue, firstIssue, intValue, listOf, textValue } from './values.js';

/** One filter query parameter of a list endpoint, turned into a WHERE condition. */
export interface ListFilter {
  param: string;
  /** The condition for a raw value, or the reason the value is invalid. */
  toSql(raw: string, now: Date): Sql | { error: string };
}

export function filter<T>(
  param: string,
  schema: z.ZodType<T, string>,
  where: (value: T, now: Date) => Sql | { error: string },
): ListFilter {
  return {
    param,
    toSql(raw, now) {
      const parsed = schema.safeParse(raw);
      return parsed.success ? where(parsed.data, now) : { error: firstIssue(parsed.error) };
    },
  };
}

/** `column`, `column:in`, `column:not_in`, `column:min|max|greater|less` for an integer column. */
export function integerFilters(column: string, withEquality = true): ListFilter[] {
  const list = listOf(intValue);
  return [
    ...(withEquality ? [filter(column, intValue, (v) => sql(`${column} = ?`, v))] : []),
    filter(`${column}:in`, list, (v) => sql(`${column} IN (${placeholders(v.length)})`, ...v)),
    filter(`${column}:not_in`, list, (v) =>
      sql(`${column} NOT IN (${placeholders(v.length)})`, ...v),
    ),
    filter(`${column}:min`, intValue, (v) => sql(`${column} >= ?`, v)),
    filter(`${column}:max`, intValue, (v) => sql(`${column} <= ?`, v)),
    filter(`${column}:greater`, intValue, (v) => sql(`${column} > ?`, v)),
    filter(`${column}:less`, intValue, (v) => sql(`${column} < ?`, v)),
  ];
}

export function dateFilter(param: string, column: string, operator: '=' | '>=' | '<=' | '<>') {
  return filter(param, textValue, (value, now) => {
    const date = parseFilterDate(value, now);
    if (date === undefined)
      return { error: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time' };
    if (operator === '=' && isDateOnly(value)) return sql(`substr(${column}, 1, 10) = ?`, value);
    if (operator === '<>') return sql(`${column} IS NULL OR ${column} <> ?`, date);
    return sql(`${column} ${operator} ?`, date);
  });
}

/** `param`, `param:min` and `param:max` on a date column. */
export function dateFilters(param: string, column = param): ListFilter[] {
  return [
    dateFilter(param, column, '='),
    dateFilter(`${param}:min`, column, '>='),
    dateFilter(`${param}:max`, column, '<='),
  ];
}

export const flag = (param: string, column: string) =>
  filter(param, boolValue, (v) => sql(`${column} = ?`, v ? 1 : 0));

/**
 * The WHERE conditions of the filters present in `query`. Unknown parameters are ignored, as
 * the platform does; known ones with bad values are added to `errors` (a 422's field messages).
 */
export function whereOf(
  query: Record<string, string>,
  filters: readonly ListFilter[],
  now: Date,
  errors: Record<string, string>,
): Sql[] {
  const where: Sql[] = [];
  for (const listFilter of filters) {
    const raw = query[listFilter.param];
    if (raw === undefined) continue;
    const condition = listFilter.toSql(raw, now);
    if ('error' in condition) errors[listFilter.param] = condition.error;
    else where.push(condition);
  }
  return where;
}

/** Throws the platform's 422 if any parameter was bad. */
export function throwIfInvalid(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw invalidQuery(errors);
}
