import {
  defaultOperator,
  dropUnavailableValues,
  isOperatorShown,
  setOperator,
  valueInputType,
  type ConditionPath,
  type FilterResource,
  type FilterRule,
} from '@metafields/core';
import type { SelectorOption } from '../MultiselectSelector/index.js';
import { availableIds, valueOptions } from './options.js';

/** What the rule is checked against: the builder's own props of the same names. */
export interface NormalizeFilterRuleOptions {
  /** The options of fixed selections the store decides, by field (`RuleBuilder`'s prop). */
  selectOptions?: Partial<Record<string, readonly SelectorOption[]>> | undefined;
  /** The store has multistore: non-default channels may stay chosen. */
  multistore?: boolean | undefined;
}

/** The rule normalised, and the conditions that lost values (the builder announces them). */
export interface NormalizedFilterRule {
  rule: FilterRule;
  dropped: ConditionPath[];
}

// Only ids matter here, not the options' names.
const noNames = () => '';

/** `normalizeFilterRule`, telling which conditions lost values too. */
export function normalizeFilterRuleWithDrops(
  resource: FilterResource,
  rule: FilterRule,
  { selectOptions, multistore = false }: NormalizeFilterRuleOptions = {},
): NormalizedFilterRule {
  let next = rule;
  const dropped: ConditionPath[] = [];
  rule.forEach((group, groupIndex) =>
    group.forEach((_, conditionIndex) => {
      const path = { group: groupIndex, condition: conditionIndex };
      const condition = next[groupIndex]?.[conditionIndex];
      if (condition === undefined) return;
      if (
        condition.operator === '' &&
        isOperatorShown(condition) &&
        defaultOperator(resource, condition.field) !== ''
      )
        next = setOperator(resource, next, path, '');
      const current = next[groupIndex]?.[conditionIndex];
      if (current === undefined || current.value === '') return;
      const input = valueInputType(resource, current.field, current.operator);
      if (input !== 'select' && input !== 'multiselect') return;
      const options = valueOptions(resource, current.field, selectOptions, multistore, noNames);
      if (options === undefined) return;
      const after = dropUnavailableValues(next, path, availableIds(options));
      if (after[groupIndex]?.[conditionIndex] !== current) {
        next = after;
        dropped.push(path);
      }
    }),
  );
  return { rule: next, dropped };
}

/**
 * The rules of section 4 that hold whatever a rule came from (a saved rule, a plan that changed,
 * options that arrived): an empty operator becomes the field's first one, and selected values
 * that are not among the options (or that the plan gates) are dropped. Store options still
 * `undefined` (loading) drop nothing. Returns `rule` itself when nothing needs fixing.
 *
 * `RuleBuilder` shows a rule this way but never reports it unasked: the first change a person
 * makes reports the normalised rule. A host that needs the normalised rule before that (to run
 * the query of a saved rule) calls this with the builder's own `selectOptions` and `multistore`.
 */
export function normalizeFilterRule(
  resource: FilterResource,
  rule: FilterRule,
  options?: NormalizeFilterRuleOptions,
): FilterRule {
  return normalizeFilterRuleWithDrops(resource, rule, options).rule;
}
