import { filter, flag, type ListFilter } from '../../lists/filters.js';
import { boolValue, enumValue, intValue, listOf, textValue } from '../../lists/values.js';
import { placeholders, sql } from '../../sql.js';

/** The filters of `getLocations`. */
export const locationFilters: readonly ListFilter[] = [
  filter('location_id:in', listOf(intValue), (v) => sql(`id IN (${placeholders(v.length)})`, ...v)),
  filter('location_code:in', listOf(textValue), (v) =>
    sql(`code IN (${placeholders(v.length)})`, ...v),
  ),
  // Location 1 is the store's default location, as the document's overview says.
  filter('is_default', boolValue, (v) => sql(v ? 'id = 1' : 'id <> 1')),
  filter('type_id:in', listOf(enumValue(['PHYSICAL', 'VIRTUAL'])), (v) =>
    sql(`type_id IN (${placeholders(v.length)})`, ...v),
  ),
  flag('managed_by_external_source', 'managed_by_external_source'),
  flag('is_active', 'enabled'),
  flag('storefront_visibility', 'storefront_visibility'),
];
