import * as z from 'zod';
import { whereOf } from '../../lists/filters.js';
import { enumValue, listOf } from '../../lists/values.js';
import type { Sql } from '../../sql.js';
import { pageLimits, readPaging, type Paging } from '../../lists/paging.js';
import { v2BadRequest } from '../shared/v2Errors.js';
import { archivedCondition, orderFilters } from './filters.js';

/** The `sort` enum of orders.v2.oas2.yml; each column has an index with the store hash. */
// prettier-ignore
const SORT_FIELDS = [
  'id', 'customer_id', 'date_created', 'date_modified', 'status_id', 'channel_id', 'external_id',
] as const;
type SortField = (typeof SORT_FIELDS)[number];

const sortValue = z
  .string()
  .regex(/^[a-z_]+(:(asc|desc))?$/i, { error: 'must be a field, then :asc or :desc' })
  .transform((value) => {
    const [field = '', direction = 'asc'] = value.toLowerCase().split(':');
    return { field, direction };
  })
  .pipe(
    z.object({
      field: enumValue(SORT_FIELDS),
      direction: enumValue(['asc', 'desc']),
    }),
  );

const includeValue = listOf(enumValue(['consignments', 'consignments.line_items', 'fees']));

export interface OrderListQuery {
  where: Sql[];
  paging: Paging;
  sort: { field: SortField; direction: 'asc' | 'desc' };
  fees: boolean;
}

function readParam<T>(
  schema: z.ZodType<T, string>,
  query: Record<string, string>,
  name: string,
  errors: Record<string, string>,
): T | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  errors[name] = parsed.error.issues[0]?.message ?? 'is invalid';
  return undefined;
}

/** The filters of the orders list and count; a bad value is a v2 400 naming each parameter. */
export function parseOrderFilters(query: Record<string, string>, errors: Record<string, string>) {
  return [
    ...whereOf(query, orderFilters, new Date(), errors),
    archivedCondition(query['is_deleted'], errors),
  ];
}

export function parseOrderListQuery(query: Record<string, string>): OrderListQuery {
  const errors: Record<string, string> = {};
  const where = parseOrderFilters(query, errors);
  const paging = readPaging(query, pageLimits, errors);
  const sort = readParam(sortValue, query, 'sort', errors);
  const include = readParam(includeValue, query, 'include', errors) ?? [];
  readParam(enumValue(['object']), query, 'consignment_structure', errors);
  if (Object.keys(errors).length > 0) throw v2BadRequest(errors);
  return {
    where,
    paging,
    sort: sort ?? { field: 'id', direction: 'asc' },
    // Consignments are not emulated: asking for them leaves them out, as for an order with none.
    fees: include.includes('fees'),
  };
}
