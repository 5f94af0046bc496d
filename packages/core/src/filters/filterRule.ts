import type { FilterCondition } from '../entities/filterRule.js';
import type { ResourceTypePlural } from '../resourceTypes.js';

/** The resource lists that carry a filter (spec section 2: customers, orders, categories, products; variants on export). */
export const filterResources = [
  'orders',
  'customers',
  'products',
  'variants',
  'categories',
] as const satisfies readonly ResourceTypePlural[];

export type FilterResource = (typeof filterResources)[number];

/*
 * A condition's parts are all text, as the spec says (section 3), so that a rule can be stored
 * and sent as it is. `modifier` only matters for contains and !contains ('' = anywhere,
 * 'whole-words' = as whole word); `field_filter` names the custom field when `field` is
 * custom_fields. A list value (operators in and !in) is the items joined with commas, e.g.
 * '5,6': the form of the platform's `:in` parameters; list items are ids or slugs, which hold
 * no comma. Groups are ANDed conditions; a rule is ORed groups; an empty rule means no filter.
 * The types are the wire schema's (entities/filterRule.ts); transitions never mutate a rule.
 */
export type { FilterCondition, FilterGroup, FilterRule } from '../entities/filterRule.js';

/** Where a condition sits in a rule. */
export interface ConditionPath {
  group: number;
  condition: number;
}

export const emptyCondition: FilterCondition = Object.freeze({
  field: '',
  operator: '',
  value: '',
  field_filter: '',
  modifier: '',
});

/** The field whose condition names a custom field in `field_filter` (spec section 5). */
export const customFieldsField = 'custom_fields';

/** Items of a list value, trimmed, empties dropped. */
export function parseListValue(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function serializeListValue(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(',');
}
