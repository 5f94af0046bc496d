import { findFilterField, type FilterFieldType } from './fields.js';
import { customFieldsField, type FilterResource } from './filterRule.js';
import { unionOfGroups, type FilterOperator, type OperatorGroup } from './operators.js';

/** The operators a field type offers unless its resource restricts them (spec section 5). */
export const operatorGroupsByType = {
  date: ['date'],
  number: ['number'],
  selection: ['select'],
  'multi-selection': ['selectMultiple'],
  text: ['text'],
  bool: ['boolean'],
  mixed: ['text', 'number', 'date'],
} as const satisfies Record<FilterFieldType, readonly OperatorGroup[]>;

/**
 * A field of no known type (a custom field) offers "everything except Select". Select's == and
 * != are still offered, as text operators.
 */
export const untypedOperatorGroups = [
  'text',
  'number',
  'selectMultiple',
  'date',
  'boolean',
  'other',
] as const satisfies readonly OperatorGroup[];

interface OperatorRestriction {
  /** By field name; wins over `byType`. */
  byField?: Readonly<Record<string, readonly FilterOperator[]>>;
  byType?: Readonly<Partial<Record<FilterFieldType, readonly FilterOperator[]>>>;
}

const productRestriction: OperatorRestriction = {
  byType: { 'multi-selection': ['in'], selection: ['=='], text: ['contains'] },
};

/** "Operators offered per field" of the spec, section 5. */
export const operatorRestrictions = {
  orders: { byField: { channel_id: ['=='], status_id: ['=='] } },
  customers: { byField: { name: ['contains'], company: ['contains'], customer_group_id: ['in'] } },
  products: productRestriction,
  variants: productRestriction,
  categories: {},
} as const satisfies Record<FilterResource, OperatorRestriction>;

export function operatorsForType(type: FilterFieldType): FilterOperator[] {
  return unionOfGroups(operatorGroupsByType[type]);
}

/** The operators offered for a field of a resource, the default first; none for an unknown field. */
export function operatorsFor(resource: FilterResource, field: string): FilterOperator[] {
  if (field === customFieldsField) return unionOfGroups(untypedOperatorGroups);
  const found = findFilterField(resource, field);
  if (found === undefined) return [];
  const restriction: OperatorRestriction = operatorRestrictions[resource];
  const restricted = restriction.byField?.[field] ?? restriction.byType?.[found.type];
  return restricted === undefined ? operatorsForType(found.type) : [...restricted];
}

/** The operator an empty operator becomes: the first one offered ('' when none is). */
export function defaultOperator(resource: FilterResource, field: string): FilterOperator | '' {
  return operatorsFor(resource, field)[0] ?? '';
}
