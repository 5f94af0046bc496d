import { dateFilters, filter, type ListFilter } from '../../lists/filters.js';
import { boolValue, enumValue, listOf, textValue } from '../../lists/values.js';
import { placeholders, sql } from '../../sql.js';
import { AVAILABLE_STATUSES } from './serialize.js';

// prettier-ignore
const STATUSES = [
  'prelaunch', 'active', 'inactive', 'connected', 'disconnected', 'archived', 'deleted', 'terminated',
] as const;
const TYPES = ['marketplace', 'marketing', 'pos', 'storefront'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql(`${column} IN (${placeholders(values.length)})`, ...values);

/** The filters of `getChannels`. */
export const channelFilters: readonly ListFilter[] = [
  filter('available', boolValue, (available) =>
    sql(
      `status ${available ? '' : 'NOT '}IN (${placeholders(AVAILABLE_STATUSES.length)})`,
      ...AVAILABLE_STATUSES,
    ),
  ),
  filter('status:in', listOf(enumValue(STATUSES)), (v) => inList('status', v)),
  filter('type:in', listOf(enumValue(TYPES)), (v) => inList('type', v)),
  // Platforms are an open list (the document's example even has "facebook by meta").
  filter('platform:in', listOf(textValue), (v) => inList('platform', v)),
  ...dateFilters('date_created'),
  ...dateFilters('date_modified'),
];
