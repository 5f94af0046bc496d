import { filter, type ListFilter } from '../../lists/filters.js';
import { boolValue, intValue, numberValue, textValue } from '../../lists/values.js';
import { sql } from '../../sql.js';
import { parseV2Date } from '../shared/v2Dates.js';

function v2DateFilter(param: string, column: string, operator: '>=' | '<='): ListFilter {
  return filter(param, textValue, (value) => {
    const date = parseV2Date(value);
    if (date === undefined) return { error: 'must be an RFC 2822 or ISO 8601 date' };
    return sql(`${column} ${operator} ?`, date);
  });
}

/** The filters of `getOrders` and `getOrdersCount`, each bound inclusive. */
export const orderFilters: readonly ListFilter[] = [
  filter('min_id', intValue, (v) => sql('id >= ?', v)),
  filter('max_id', intValue, (v) => sql('id <= ?', v)),
  filter('min_total', numberValue, (v) => sql('total_inc_tax >= ?', v)),
  filter('max_total', numberValue, (v) => sql('total_inc_tax <= ?', v)),
  filter('customer_id', intValue, (v) => sql('customer_id = ?', v)),
  filter('email', textValue, (v) => sql('billing_email = ? COLLATE NOCASE', v)),
  filter('status_id', intValue, (v) => sql('status_id = ?', v)),
  filter('cart_id', textValue, (v) => sql('cart_id = ?', v)),
  filter('payment_method', textValue, (v) => sql('payment_method = ? COLLATE NOCASE', v)),
  v2DateFilter('min_date_created', 'date_created', '>='),
  v2DateFilter('max_date_created', 'date_created', '<='),
  v2DateFilter('min_date_modified', 'date_modified', '>='),
  v2DateFilter('max_date_modified', 'date_modified', '<='),
  filter('channel_id', intValue, (v) => sql('channel_id = ?', v)),
  filter('external_order_id', textValue, (v) => sql('external_order_id = ?', v)),
];

/**
 * Archived orders stay out of the lists unless `is_deleted=true` asks for them (and only them),
 * as on the platform; the document lists the field, not this parameter.
 */
export function archivedCondition(raw: string | undefined, errors: Record<string, string>) {
  if (raw === undefined) return sql('is_deleted = 0');
  const parsed = boolValue.safeParse(raw);
  if (!parsed.success) {
    errors['is_deleted'] = 'must be true or false';
    return sql('is_deleted = 0');
  }
  return sql('is_deleted = ?', parsed.data ? 1 : 0);
}
