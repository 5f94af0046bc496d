import * as z from 'zod';
import { firstIssue, intValue } from './values.js';

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

/** Every list's `page` and `limit` values: positive integers that fit the platform's int32. */
export const positiveInt = intValue.pipe(
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
  const parsed = positiveInt.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors[name] = firstIssue(parsed.error);
  return undefined;
}

/** The platform's list limits: 50 per page unless asked, at most 250 (larger is served at 250). */
export const pageLimits: PageLimits = { default: 50, max: 250 };

/** The page size served for a requested `limit`: the default when absent, at most `max`. */
export const servedLimit = (limit: number | undefined, max = pageLimits.max): number =>
  Math.min(limit ?? pageLimits.default, max);

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
