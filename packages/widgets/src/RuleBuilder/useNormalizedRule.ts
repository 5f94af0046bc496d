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
import type { Translate } from '@metafields/design-system';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { SelectorOption } from '../MultiselectSelector/index.js';
import type { messages } from './messages.js';
import { availableIds, valueOptions } from './options.js';

interface NormalizeInput {
  resource: FilterResource;
  rule: FilterRule | null;
  selectOptions: Partial<Record<string, readonly SelectorOption[]>> | undefined;
  multistore: boolean;
  onChange: (rule: FilterRule) => void;
  announce: (text: string) => void;
  t: Translate<typeof messages>;
}

// Only ids matter here, not the options' names.
const noNames = () => '';

/**
 * The rules of section 4 that hold whatever the rule came from (the host's saved rule, a plan
 * that changed, options that arrived): an empty operator becomes the first one offered, and
 * selected values that are not among the options are dropped. Store options still `undefined`
 * (loading) drop nothing. Each fix is one `onChange`; a fixed rule needs none, so this settles.
 */
export function useNormalizedRule({
  resource,
  rule,
  selectOptions,
  multistore,
  onChange,
  announce,
  t,
}: NormalizeInput) {
  const latest = useRef({ onChange, announce, t });
  useLayoutEffect(() => {
    latest.current = { onChange, announce, t };
  });

  useEffect(() => {
    if (rule === null) return;
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
    if (next === rule) return;
    latest.current.onChange(next);
    for (const path of dropped)
      latest.current.announce(
        latest.current.t('ruleBuilder.announce.valuesDropped', {
          condition: path.condition + 1,
          group: path.group + 1,
        }),
      );
  }, [rule, resource, selectOptions, multistore]);
}
