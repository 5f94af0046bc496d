import { defineMessages, type MessageDescriptor } from '../messages/defineMessages.js';

/**
 * The words of a rule's plain-language summary ('Grand total is more than 100 and Status is
 * Shipped'). One sentence per operator, so that each language orders field, verb and value as
 * it needs; `{field}` and `{value}` are filled in by `formatRuleSummary`.
 */
export const ruleSummaryMessages = defineMessages({
  'filters.summary.none': 'No filter',
  'filters.summary.and': '{before} and {after}',
  'filters.summary.or': '{before} or {after}',
  'filters.summary.group': '({conditions})',
  'filters.summary.quoted': '“{text}”',

  'filters.summary.operator.contains': '{field} contains {value}',
  'filters.summary.operator.containsWholeWord': '{field} contains {value} as a whole word',
  'filters.summary.operator.notContains': '{field} does not contain {value}',
  'filters.summary.operator.notContainsWholeWord':
    '{field} does not contain {value} as a whole word',
  'filters.summary.operator.is': '{field} is {value}',
  'filters.summary.operator.isNot': '{field} is not {value}',
  'filters.summary.operator.startsWith': '{field} starts with {value}',
  'filters.summary.operator.notStartsWith': '{field} does not start with {value}',
  'filters.summary.operator.endsWith': '{field} ends with {value}',
  'filters.summary.operator.notEndsWith': '{field} does not end with {value}',
  'filters.summary.operator.in': '{field} is one of {value}',
  'filters.summary.operator.notIn': '{field} is not one of {value}',
  'filters.summary.operator.moreThan': '{field} is more than {value}',
  'filters.summary.operator.lessThan': '{field} is less than {value}',
  'filters.summary.operator.before': '{field} is before {value}',
  'filters.summary.operator.onOrAfter': '{field} is on or after {value}',
  'filters.summary.operator.moreThanDaysAgo':
    '{field} is more than {count, plural, one {# day} other {# days}} ago',
  'filters.summary.operator.lessThanDaysAgo':
    '{field} is less than {count, plural, one {# day} other {# days}} ago',
  'filters.summary.operator.true': '{field} is true',
  'filters.summary.operator.false': '{field} is false',
  'filters.summary.operator.exists': '{field} exists',
  'filters.summary.operator.notExists': '{field} does not exist',
});

export type RuleSummaryMessageKey = keyof typeof ruleSummaryMessages;

export function ruleSummaryMessage(
  key: RuleSummaryMessageKey,
  values?: Readonly<Record<string, string | number>>,
): MessageDescriptor {
  return values === undefined
    ? { key, defaultMessage: ruleSummaryMessages[key] }
    : { key, defaultMessage: ruleSummaryMessages[key], values };
}
