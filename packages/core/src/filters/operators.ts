import type { FilterMessageKey } from './messages.js';

/** Every operator of the spec's catalogue (section 5), with its label. */
export const filterOperators = {
  contains: 'filters.operator.contains',
  '!contains': 'filters.operator.notContains',
  '==': 'filters.operator.is',
  '!=': 'filters.operator.isNot',
  '^': 'filters.operator.startsWith',
  '!^': 'filters.operator.notStartsWith',
  $: 'filters.operator.endsWith',
  '!$': 'filters.operator.notEndsWith',
  in: 'filters.operator.in',
  '!in': 'filters.operator.notIn',
  '>': 'filters.operator.moreThan',
  '<': 'filters.operator.lessThan',
  '<date': 'filters.operator.before',
  '!<date': 'filters.operator.onOrAfter',
  '<xdaysago': 'filters.operator.moreThanDaysAgo',
  '!<xdaysago': 'filters.operator.lessThanDaysAgo',
  true: 'filters.operator.true',
  '!true': 'filters.operator.false',
  '!null': 'filters.operator.exists',
  null: 'filters.operator.notExists',
} as const satisfies Record<string, FilterMessageKey>;

export type FilterOperator = keyof typeof filterOperators;

/** The catalogue's groups, in the spec's order; the first of a list is the default operator. */
export const operatorGroups = {
  text: ['contains', '!contains', '==', '!=', '^', '!^', '$', '!$', 'in', '!in'],
  number: ['>', '==', '<'],
  select: ['==', '!='],
  selectMultiple: ['in', '!in'],
  date: ['<date', '!<date', '<xdaysago', '!<xdaysago'],
  boolean: ['true', '!true'],
  other: ['!null', 'null'],
} as const satisfies Record<string, readonly FilterOperator[]>;

export type OperatorGroup = keyof typeof operatorGroups;

/** Operators that take no value (spec section 5). */
export const valuelessOperators = [
  'true',
  '!true',
  'null',
  '!null',
] as const satisfies readonly FilterOperator[];

/** Operators whose value is a list (see FilterCondition). */
export const listOperators = ['in', '!in'] as const satisfies readonly FilterOperator[];

/** Operators a contains modifier applies to. */
export const modifierOperators = [
  'contains',
  '!contains',
] as const satisfies readonly FilterOperator[];

export function isFilterOperator(operator: string): operator is FilterOperator {
  return Object.hasOwn(filterOperators, operator);
}

export function needsNoValue(operator: string): boolean {
  return (valuelessOperators as readonly string[]).includes(operator);
}

export function isListOperator(operator: string): boolean {
  return (listOperators as readonly string[]).includes(operator);
}

export function takesModifier(operator: string): boolean {
  return (modifierOperators as readonly string[]).includes(operator);
}

export function operatorLabel(operator: FilterOperator): FilterMessageKey {
  return filterOperators[operator];
}

/** The union of some groups, in order, each operator once. */
export function unionOfGroups(groups: readonly OperatorGroup[]): FilterOperator[] {
  return [...new Set(groups.flatMap((group) => operatorGroups[group]))];
}
