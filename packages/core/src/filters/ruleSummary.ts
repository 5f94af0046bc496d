import { fixedOptions } from './enumerations.js';
import { findFilterField } from './fields.js';
import {
  parseListValue,
  type ConditionPath,
  type FilterCondition,
  type FilterResource,
  type FilterRule,
} from './filterRule.js';
import { filterMessage } from './messages.js';
import { isFilterOperator, isListOperator, type FilterOperator } from './operators.js';
import { ruleSummaryMessage, type RuleSummaryMessageKey } from './ruleSummaryMessages.js';
import { validateCondition } from './validation.js';
import { valueInputType } from './valueInput.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

/** A piece of a summary: a message to translate, or the store's own words (a custom field's name). */
export type SummaryText = MessageDescriptor | string;

/** One chosen option: its id, and its label when core knows it (the spec's enumerations). */
export interface SummaryOption {
  id: string;
  label?: MessageDescriptor;
}

/** A condition's value, kept typed so that it is formatted in the reader's language. */
export type SummaryValue =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; number: number }
  | { kind: 'date'; date: string }
  | { kind: 'days'; days: number }
  | { kind: 'options'; field: string; options: SummaryOption[] };

export interface ConditionSummary {
  path: ConditionPath;
  field: SummaryText;
  /** The sentence, with `{field}` and `{value}` (or `{count}` for days) left to fill in. */
  sentence: MessageDescriptor;
  value: SummaryValue;
}

/**
 * Groups (joined by 'or') of conditions (joined by 'and'). Empty when the rule filters nothing.
 */
export type RuleSummary = ConditionSummary[][];

const sentenceKeys = {
  contains: 'filters.summary.operator.contains',
  '!contains': 'filters.summary.operator.notContains',
  '==': 'filters.summary.operator.is',
  '!=': 'filters.summary.operator.isNot',
  '^': 'filters.summary.operator.startsWith',
  '!^': 'filters.summary.operator.notStartsWith',
  $: 'filters.summary.operator.endsWith',
  '!$': 'filters.summary.operator.notEndsWith',
  in: 'filters.summary.operator.in',
  '!in': 'filters.summary.operator.notIn',
  '>': 'filters.summary.operator.moreThan',
  '<': 'filters.summary.operator.lessThan',
  '<date': 'filters.summary.operator.before',
  '!<date': 'filters.summary.operator.onOrAfter',
  '<xdaysago': 'filters.summary.operator.moreThanDaysAgo',
  '!<xdaysago': 'filters.summary.operator.lessThanDaysAgo',
  true: 'filters.summary.operator.true',
  '!true': 'filters.summary.operator.false',
  '!null': 'filters.summary.operator.exists',
  null: 'filters.summary.operator.notExists',
} as const satisfies Record<FilterOperator, RuleSummaryMessageKey>;

function sentenceKey(operator: FilterOperator, modifier: string): RuleSummaryMessageKey {
  if (modifier === 'whole-words') {
    if (operator === 'contains') return 'filters.summary.operator.containsWholeWord';
    if (operator === '!contains') return 'filters.summary.operator.notContainsWholeWord';
  }
  return sentenceKeys[operator];
}

function summaryValue(resource: FilterResource, condition: FilterCondition): SummaryValue {
  const { field, operator } = condition;
  const value = condition.value.trim();
  const input = valueInputType(resource, field, operator);
  switch (input) {
    case 'none':
      return { kind: 'none' };
    case 'number':
      return { kind: 'number', number: Number(value) };
    case 'date':
      return { kind: 'date', date: value };
    case 'days':
      return { kind: 'days', days: Number(value) };
    case 'text':
      return { kind: 'text', text: value };
    default: {
      const ids = isListOperator(operator) ? parseListValue(value) : [value];
      const fixed = fixedOptions(resource, field);
      return {
        kind: 'options',
        field,
        options: ids.map((id) => {
          const known = fixed?.find((option) => option.value === id);
          return known === undefined ? { id } : { id, label: filterMessage(known.label) };
        }),
      };
    }
  }
}

function summarizeCondition(
  resource: FilterResource,
  condition: FilterCondition,
  path: ConditionPath,
): ConditionSummary | undefined {
  if (validateCondition(resource, condition).length > 0) return undefined;
  if (!isFilterOperator(condition.operator)) return undefined;
  const known = findFilterField(resource, condition.field);
  // Validation has ruled out unknown fields; a custom field is named by the store.
  const field: SummaryText =
    known === undefined ? condition.field_filter.trim() : filterMessage(known.label);
  return {
    path,
    field,
    sentence: ruleSummaryMessage(sentenceKey(condition.operator, condition.modifier)),
    value: summaryValue(resource, condition),
  };
}

/**
 * What a rule filters, condition by condition. Only complete, valid conditions count, as only
 * they reach the query (spec section 5: empty values are ignored). A group left with no
 * condition matches everything, so the whole rule then filters nothing and the summary is empty.
 */
export function summarizeRule(resource: FilterResource, rule: FilterRule | null): RuleSummary {
  if (rule === null) return [];
  const groups = rule.map((group, groupIndex) =>
    group.flatMap((condition, conditionIndex) => {
      const summary = summarizeCondition(resource, condition, {
        group: groupIndex,
        condition: conditionIndex,
      });
      return summary === undefined ? [] : [summary];
    }),
  );
  return groups.length === 0 || groups.some((group) => group.length === 0) ? [] : groups;
}

export interface RuleSummaryFormat {
  /** Formats a descriptor in the reader's language (the UI's `t`, or English in tests). */
  format: (message: MessageDescriptor) => string;
  /** BCP 47 locale for numbers, dates and lists. */
  locale: string;
  /** The name of a chosen id (a status, a brand, a category…); the id itself when unknown. */
  optionName?: ((field: string, id: string) => string | undefined) | undefined;
}

function formatValue(value: SummaryValue, options: RuleSummaryFormat): string {
  const { format, locale, optionName } = options;
  switch (value.kind) {
    case 'none':
    case 'days':
      return '';
    case 'text':
      return format(ruleSummaryMessage('filters.summary.quoted', { text: value.text }));
    case 'number':
      return new Intl.NumberFormat(locale).format(value.number);
    case 'date': {
      const [year, month, day] = value.date.split('-').map(Number) as [number, number, number];
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, day),
      );
    }
    case 'options':
      return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(
        value.options.map((option) =>
          option.label !== undefined
            ? format(option.label)
            : (optionName?.(value.field, option.id) ?? option.id),
        ),
      );
  }
}

/** One condition as a sentence: 'Grand total is more than 100'. */
export function formatConditionSummary(
  condition: ConditionSummary,
  options: RuleSummaryFormat,
): string {
  const field =
    typeof condition.field === 'string' ? condition.field : options.format(condition.field);
  const values: Record<string, string | number> = {
    field,
    value: formatValue(condition.value, options),
  };
  if (condition.value.kind === 'days') values['count'] = condition.value.days;
  return options.format({ ...condition.sentence, values });
}

function join(
  parts: readonly string[],
  key: 'filters.summary.and' | 'filters.summary.or',
  format: RuleSummaryFormat['format'],
): string {
  return parts.reduce((before, after) => format(ruleSummaryMessage(key, { before, after })));
}

/**
 * The summary as one sentence: conditions joined by 'and', groups by 'or', a group of several
 * conditions in brackets when there are several groups; 'No filter' when it filters nothing.
 */
export function formatRuleSummary(summary: RuleSummary, options: RuleSummaryFormat): string {
  if (summary.length === 0) return options.format(ruleSummaryMessage('filters.summary.none'));
  const groups = summary.map((group) => {
    const conditions = join(
      group.map((condition) => formatConditionSummary(condition, options)),
      'filters.summary.and',
      options.format,
    );
    return summary.length > 1 && group.length > 1
      ? options.format(ruleSummaryMessage('filters.summary.group', { conditions }))
      : conditions;
  });
  return join(groups, 'filters.summary.or', options.format);
}
