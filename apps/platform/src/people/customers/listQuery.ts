import * as z from 'zod';
import { throwIfInvalid, whereOf } from '../../lists/filters.js';
import { invalidQuery } from '../../errors.js';
import { enumValue, listOf, textValue } from '../../lists/values.js';
import type { Sql } from '../../sql.js';
import { pageLimits, readPaging, type Paging } from '../../lists/paging.js';
import { decodeCursor } from './cursor.js';
import { customerFilters } from './filters.js';

// prettier-ignore
export const CUSTOMER_INCLUDES = [
  'addresses', 'storecredit', 'attributes', 'formfields', 'shopper_profile_id', 'segment_ids',
] as const;
export type CustomerInclude = (typeof CUSTOMER_INCLUDES)[number];

// prettier-ignore
const SORTS = [
  'date_created:asc', 'date_created:desc', 'last_name:asc', 'last_name:desc',
  'date_modified:asc', 'date_modified:desc',
] as const;

export interface CustomerSort {
  column: 'id' | 'date_created' | 'date_modified' | 'last_name';
  direction: 'asc' | 'desc';
}

export interface CustomerListQuery {
  where: Sql[];
  paging: Paging;
  sort: CustomerSort;
  include: ReadonlySet<CustomerInclude>;
  /** `after` or `before`, the customer id of its cursor; `page` is then ignored. */
  cursor?: { direction: 'after' | 'before'; id: number };
}

const cursorValue = textValue.transform((value, context) => {
  const id = decodeCursor(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'must be a cursor from a previous response' });
    return z.NEVER;
  }
  return id;
});

const controlSchema = z.object({
  include: listOf(enumValue(CUSTOMER_INCLUDES)).optional(),
  sort: enumValue(SORTS).optional(),
  after: cursorValue.optional(),
  before: cursorValue.optional(),
});

function sortOf(value: (typeof SORTS)[number] | undefined): CustomerSort {
  if (value === undefined) return { column: 'id', direction: 'asc' };
  const [column, direction] = value.split(':') as [CustomerSort['column'], 'asc' | 'desc'];
  return { column, direction };
}

/**
 * Reads and validates the customers list's query. Unknown parameters are ignored; a known one
 * with a bad value is a 422 naming every bad parameter.
 */
export function parseCustomerListQuery(
  query: Record<string, string>,
  now: Date,
): CustomerListQuery {
  const errors: Record<string, string> = {};
  const where = whereOf(query, customerFilters, now, errors);
  const paging = readPaging(query, pageLimits, errors);
  const control = controlSchema.safeParse(query);
  if (!control.success) {
    for (const issue of control.error.issues) {
      errors[String(issue.path[0] ?? 'query')] ??= issue.message;
    }
  }
  if (query['after'] !== undefined && query['before'] !== undefined) {
    errors['before'] ??= 'cannot be combined with after';
  }
  if (!control.success) throw invalidQuery(errors);
  throwIfInvalid(errors);
  const { after, before } = control.data;
  return {
    where,
    paging,
    sort: sortOf(control.data.sort),
    include: new Set(control.data.include ?? []),
    ...(after !== undefined ? { cursor: { direction: 'after' as const, id: after } } : {}),
    ...(before !== undefined ? { cursor: { direction: 'before' as const, id: before } } : {}),
  };
}
