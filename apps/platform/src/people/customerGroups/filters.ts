import { dateFilters, filter, flag, type ListFilter } from '../../lists/filters.js';
import { textValue } from '../../lists/values.js';
import { likeContains, sql } from '../../sql.js';

/** The filters of `getCustomerGroups`. */
export const customerGroupFilters: readonly ListFilter[] = [
  filter('name', textValue, (v) => sql('name = ? COLLATE NOCASE', v)),
  filter('name:like', textValue, (v) => sql(`name LIKE ? ESCAPE '\\'`, likeContains(v))),
  flag('is_default', 'is_default'),
  flag('is_group_for_guests', 'is_group_for_guests'),
  ...dateFilters('date_created'),
  ...dateFilters('date_modified'),
];
