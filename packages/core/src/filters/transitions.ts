import {
  emptyCondition,
  parseListValue,
  serializeListValue,
  type ConditionPath,
  type FilterCondition,
  type FilterResource,
  type FilterRule,
} from './filterRule.js';
import { isListOperator, needsNoValue, takesModifier } from './operators.js';
import { defaultOperator } from './operatorsFor.js';
import { isOperatorShown } from './validation.js';
import { valueInputType } from './valueInput.js';

/**
 * The rule builder's transitions (spec section 4). Each takes a rule and returns a new one,
 * leaving the old untouched; a path that points nowhere returns the rule as it was.
 */

/** A fresh empty condition: the shared `emptyCondition` is frozen, a rule's own are not. */
const newCondition = (): FilterCondition => ({ ...emptyCondition });

/** The rule the builder starts with when shown: one empty condition. */
export function startRule(): FilterRule {
  return [[newCondition()]];
}

/** 'Remove all filters': the empty rule, which hides the builder. */
export function clearRule(): FilterRule {
  return [];
}

function updateCondition(
  rule: FilterRule,
  path: ConditionPath,
  update: (condition: FilterCondition) => FilterCondition,
): FilterRule {
  const current = rule[path.group]?.[path.condition];
  if (current === undefined) return rule;
  return rule.map((group, groupIndex) =>
    groupIndex !== path.group
      ? group
      : group.map((condition, conditionIndex) =>
          conditionIndex === path.condition ? update(condition) : condition,
        ),
  );
}

/** An empty operator becomes the first one offered, once the operator input shows. */
function withDefaultOperator(
  resource: FilterResource,
  condition: FilterCondition,
): FilterCondition {
  if (condition.operator !== '' || !isOperatorShown(condition)) return condition;
  return { ...condition, operator: defaultOperator(resource, condition.field) };
}

/** Choosing a different field clears operator, field filter, value and modifier. */
export function setField(
  resource: FilterResource,
  rule: FilterRule,
  path: ConditionPath,
  field: string,
): FilterRule {
  return updateCondition(rule, path, (condition) =>
    condition.field === field
      ? condition
      : withDefaultOperator(resource, { ...emptyCondition, field }),
  );
}

/**
 * Changing the operator clears the value when the value's input changes or the operator needs
 * none, and drops a contains modifier the new operator does not take.
 */
export function setOperator(
  resource: FilterResource,
  rule: FilterRule,
  path: ConditionPath,
  operator: string,
): FilterRule {
  return updateCondition(rule, path, (condition) => {
    const next = withDefaultOperator(resource, { ...condition, operator });
    const inputChanged =
      valueInputType(resource, condition.field, condition.operator) !==
      valueInputType(resource, next.field, next.operator);
    return {
      ...next,
      value: inputChanged || needsNoValue(next.operator) ? '' : next.value,
      modifier: takesModifier(next.operator) ? next.modifier : '',
    };
  });
}

export function setValue(rule: FilterRule, path: ConditionPath, value: string): FilterRule {
  return updateCondition(rule, path, (condition) => ({ ...condition, value }));
}

export function setModifier(rule: FilterRule, path: ConditionPath, modifier: string): FilterRule {
  return updateCondition(rule, path, (condition) => ({ ...condition, modifier }));
}

/** Naming the custom field shows the operator, which then gets its default. */
export function setFieldFilter(
  resource: FilterResource,
  rule: FilterRule,
  path: ConditionPath,
  fieldFilter: string,
): FilterRule {
  return updateCondition(rule, path, (condition) =>
    withDefaultOperator(resource, { ...condition, field_filter: fieldFilter }),
  );
}

/** Selected values that are not among the options are dropped (spec section 4). */
export function dropUnavailableValues(
  rule: FilterRule,
  path: ConditionPath,
  options: readonly string[],
): FilterRule {
  const available = new Set(options);
  return updateCondition(rule, path, (condition) => {
    const value = isListOperator(condition.operator)
      ? serializeListValue(parseListValue(condition.value).filter((item) => available.has(item)))
      : available.has(condition.value)
        ? condition.value
        : '';
    return value === condition.value ? condition : { ...condition, value };
  });
}

/** 'Filter further': an empty condition at the end of a group. */
export function addCondition(rule: FilterRule, groupIndex: number): FilterRule {
  if (rule[groupIndex] === undefined) return rule;
  return rule.map((group, index) => (index === groupIndex ? [...group, newCondition()] : group));
}

/**
 * Deleting a condition; the last one of a group takes the group with it, and the last one of the
 * only group leaves the empty rule, which hides the builder.
 */
export function removeCondition(rule: FilterRule, path: ConditionPath): FilterRule {
  if (rule[path.group]?.[path.condition] === undefined) return rule;
  return rule
    .map((group, groupIndex) =>
      groupIndex === path.group ? group.filter((_, index) => index !== path.condition) : group,
    )
    .filter((group) => group.length > 0);
}

/** 'Duplicate rule': a copy of a group, right after it. */
export function duplicateGroup(rule: FilterRule, groupIndex: number): FilterRule {
  const group = rule[groupIndex];
  if (group === undefined) return rule;
  const copy = group.map((condition) => ({ ...condition }));
  return [...rule.slice(0, groupIndex + 1), copy, ...rule.slice(groupIndex + 1)];
}

/** 'Add another rule': a new group with one empty condition, at the end. */
export function addGroup(rule: FilterRule): FilterRule {
  return [...rule, [newCondition()]];
}
