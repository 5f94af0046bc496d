import { findFilterField } from './fields.js';
import {
  customFieldsField,
  parseListValue,
  type ConditionPath,
  type FilterCondition,
  type FilterResource,
  type FilterRule,
} from './filterRule.js';
import { isIsoDate } from './isoDate.js';
import { filterMessage, type FilterMessageKey } from './messages.js';
import { isListOperator, needsNoValue } from './operators.js';
import { operatorsFor } from './operatorsFor.js';
import { valueInputType } from './valueInput.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/** The part of a condition a problem belongs to, so the UI can show it beside that input. */
export type ConditionPart = 'field' | 'field_filter' | 'operator' | 'value';

export interface ConditionProblem {
  part: ConditionPart;
  message: MessageDescriptor;
}

export interface RuleProblem {
  path: ConditionPath;
  problems: ConditionProblem[];
}

/** Whether a condition has a value: a list needs an item, other values a non-blank text. */
export function hasValue(condition: FilterCondition): boolean {
  return isListOperator(condition.operator)
    ? parseListValue(condition.value).length > 0
    : condition.value.trim() !== '';
}

/**
 * Whether a condition takes part in a query: complete, with a value unless its operator needs
 * none. Others are ignored, as the spec says of empty values.
 */
export function isConditionActive(condition: FilterCondition): boolean {
  if (condition.field === '' || condition.operator === '') return false;
  return needsNoValue(condition.operator) || hasValue(condition);
}

const problem = (part: ConditionPart, key: FilterMessageKey): ConditionProblem[] => [
  { part, message: filterMessage(key) },
];

/** Whether a value fits its input: a number, a whole number of days, or a real date. */
function valueProblem(resource: FilterResource, condition: FilterCondition): ConditionProblem[] {
  const value = condition.value.trim();
  switch (valueInputType(resource, condition.field, condition.operator)) {
    case 'number':
      return Number.isFinite(Number(value))
        ? []
        : problem('value', 'filters.validation.numberInvalid');
    case 'days':
      return /^\d+$/.test(value) ? [] : problem('value', 'filters.validation.daysInvalid');
    case 'date':
      return isIsoDate(value) ? [] : problem('value', 'filters.validation.dateInvalid');
    default:
      return [];
  }
}

/**
 * The problems of one condition, in the order the builder asks for its parts: field, then the
 * custom field (the operator is not shown before it), then operator, then value. Only the first
 * missing part is reported, since the later inputs are not shown yet.
 */
export function validateCondition(
  resource: FilterResource,
  condition: FilterCondition,
): ConditionProblem[] {
  const { field, operator } = condition;
  if (field === '') return problem('field', 'filters.validation.fieldRequired');
  if (field === customFieldsField) {
    if (condition.field_filter.trim() === '')
      return problem('field_filter', 'filters.validation.fieldFilterRequired');
  } else if (findFilterField(resource, field) === undefined) {
    return problem('field', 'filters.validation.fieldUnknown');
  }
  if (operator === '') return problem('operator', 'filters.validation.operatorRequired');
  if (!(operatorsFor(resource, field) as string[]).includes(operator))
    return problem('operator', 'filters.validation.operatorUnavailable');
  if (needsNoValue(operator)) return [];
  if (!hasValue(condition)) return problem('value', 'filters.validation.valueRequired');
  return valueProblem(resource, condition);
}

/** The conditions of a rule that have problems, with where they sit. */
export function validateRule(resource: FilterResource, rule: FilterRule): RuleProblem[] {
  return rule.flatMap((group, groupIndex) =>
    group.flatMap((condition, conditionIndex) => {
      const problems = validateCondition(resource, condition);
      return problems.length === 0
        ? []
        : [{ path: { group: groupIndex, condition: conditionIndex }, problems }];
    }),
  );
}

/** Whether the operator input shows: once a field is chosen and, for custom_fields, its custom field. */
export function isOperatorShown(condition: FilterCondition): boolean {
  return (
    condition.field !== '' &&
    (condition.field !== customFieldsField || condition.field_filter !== '')
  );
}
