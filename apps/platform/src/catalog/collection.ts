import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { PlatformDatabase } from '../db.js';
import { notFound } from '../errors.js';
import { paginate, rawQueryOf, type Pagination } from '../lists/pagination.js';
import { and, type Sql } from '../sql.js';
import type { ListQuery } from './listQuery.js';
import { allRows, firstRow } from '../statements.js';

/** One page of `table` under `where`, in the query's order, and the total under `where`. */
export function pageOf<Row>(
  db: PlatformDatabase,
  table: string,
  where: readonly Sql[],
  query: Pick<ListQuery, 'page' | 'limit' | 'orderBy'>,
): { rows: Row[]; total: number } {
  const condition = and(where);
  const rows = allRows<Row>(db, {
    text: `SELECT * FROM ${table} WHERE ${condition.text} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`,
    params: [...condition.params, query.limit, (query.page - 1) * query.limit],
  });
  const counted = firstRow<{ total: number }>(db, {
    text: `SELECT COUNT(*) AS total FROM ${table} WHERE ${condition.text}`,
    params: condition.params,
  });
  return { rows, total: counted?.total ?? 0 };
}

/** A collection response: the page and `meta.pagination`, its links keeping the query. */
export function collection<T>(
  request: FastifyRequest,
  data: T[],
  total: number,
  query: Pick<ListQuery, 'page' | 'limit'>,
): { data: T[]; meta: { pagination: Pagination } } {
  const pagination = paginate({
    total,
    count: data.length,
    page: query.page,
    limit: query.limit,
    rawQuery: rawQueryOf(request.url),
  });
  return { data, meta: { pagination } };
}

const idSchema = z.string().regex(/^\d{1,15}$/);

/** A numeric id from the path; anything else names no resource, so it is a 404. */
export function pathId(request: FastifyRequest, name: string, title?: string): number {
  const params = request.params as Record<string, string | undefined>;
  const parsed = idSchema.safeParse(params[name]);
  if (!parsed.success) throw notFound(title);
  return Number(parsed.data);
}
