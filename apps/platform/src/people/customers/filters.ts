import { dateFilters, filter, type ListFilter } from '../../lists/filters.js';
import { intValue, listOf, textValue } from '../../lists/values.js';
import { likeContains, placeholders, sql } from '../../sql.js';

const FULL_NAME = `(first_name || ' ' || last_name)`;

/** `column IN (…)`, ignoring case as the platform's text comparisons do. */
const inNoCase = (column: string, values: readonly string[]) =>
  sql(`${column} COLLATE NOCASE IN (${placeholders(values.length)})`, ...values);

/** The filters of `getCustomers` (customers.v3.yml). */
export const customerFilters: readonly ListFilter[] = [
  filter('id:in', listOf(intValue), (v) => sql(`id IN (${placeholders(v.length)})`, ...v)),
  filter('company:in', listOf(textValue), (v) => inNoCase('company', v)),
  filter('customer_group_id:in', listOf(intValue), (v) =>
    sql(`customer_group_id IN (${placeholders(v.length)})`, ...v),
  ),
  ...dateFilters('date_created'),
  ...dateFilters('date_modified'),
  filter('email:in', listOf(textValue), (v) => inNoCase('email', v)),
  // "first_name and last_name": the full name, as `name=james moriarty` shows.
  filter('name:in', listOf(textValue), (v) => inNoCase(FULL_NAME, v)),
  // Each listed substring may match (`name:like=moriarty,sherlock`).
  filter('name:like', listOf(textValue), (v) =>
    sql(
      v.map(() => `${FULL_NAME} LIKE ? ESCAPE '\\'`).join(' OR '),
      ...v.map((term) => likeContains(term)),
    ),
  ),
  filter('phone:in', listOf(textValue), (v) => sql(`phone IN (${placeholders(v.length)})`, ...v)),
  // The document types these as integers, but they are addresses (`12.345.6.789`).
  filter('registration_ip_address:in', listOf(textValue), (v) =>
    sql(`registration_ip_address IN (${placeholders(v.length)})`, ...v),
  ),
];
