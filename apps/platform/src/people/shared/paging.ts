import * as z from 'zod';
import { firstIssue, intValue } from '../../query/values.js';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

export interface PageLimits {
  /** Items per page when `limit` is absent. */
  default: number;
  /** Above it, the maximum is served rather than refused: clients page on. */
  max: number;
}

const positive = intValue.pipe(
  z
    .number()
    .min(1, { error: 'must be a positive integer' })
    .max(2_147_483_647, { error: 'is too large' }),
);

function read(
  query: Record<string, string>,
  name: 'page' | 'limit',
  errors: Record<string, string>,
): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const parsed = positive.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors[name] = firstIssue(parsed.error);
  return undefined;
}

/** `page` and `limit` of a list request; a bad value is added to `errors`. */
export function readPaging(
  query: Record<string, string>,
  limits: PageLimits,
  errors: Record<string, string>,
): Paging {
  const page = read(query, 'page', errors) ?? 1;
  const limit = Math.min(read(query, 'limit', errors) ?? limits.default, limits.max);
  return { page, limit, offset: (page - 1) * limit };
}
