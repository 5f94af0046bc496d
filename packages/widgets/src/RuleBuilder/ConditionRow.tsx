import {
  conditionMarker,
  containsModifierOptions,
  customFieldsField,
  filterMessage,
  isFilterOperator,
  isOperatorShown,
  operatorLabel,
  operatorsFor,
  takesModifier,
  validateCondition,
  valueInputType,
  type ConditionPart,
  type ConditionPath,
  type FilterCondition,
  type FilterResource,
} from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { LiteIconButton, LiteSelect, LiteTextField } from '@metafields/design-system/private';
import { memo, type FocusEvent } from 'react';
import type { SelectorOption } from '../MultiselectSelector/index.js';
import { messages } from './messages.js';
import { valueOptions } from './options.js';
import { Condition, Controls, Marker, Part, RemovePart, ValuePart } from './RuleBuilder.styles.js';
import type { RuleBuilderLoaders } from './types.js';
import { useFilterText } from './useFilterText.js';
import { ValueInput, type RuleValueEditors } from './ValueInput.js';

export type ConditionAction =
  | { type: 'field'; path: ConditionPath; field: string }
  | { type: 'fieldFilter'; path: ConditionPath; fieldFilter: string }
  | { type: 'operator'; path: ConditionPath; operator: string }
  | { type: 'value'; path: ConditionPath; value: string }
  | { type: 'modifier'; path: ConditionPath; modifier: string }
  | { type: 'remove'; path: ConditionPath }
  | { type: 'leave'; condition: FilterCondition };

/** What every condition of one builder shares; one object, so rows re-render only when it changes. */
export interface ConditionConfig {
  resource: FilterResource;
  /** The field list: id and translated label. */
  fields: readonly { id: string; name: string }[];
  customFields: readonly string[] | undefined;
  selectOptions: Partial<Record<string, readonly SelectorOption[]>> | undefined;
  multistore: boolean;
  isTrialStore: boolean;
  loaders: RuleBuilderLoaders | undefined;
  valueEditors: RuleValueEditors | undefined;
  isDisabled: boolean;
}

interface ConditionRowProps {
  /** The condition shown: its field, operator and value. */
  condition: FilterCondition;
  /** Its group's place in the rule, from 0. */
  group: number;
  /** Its place in its group, from 0. */
  index: number;
  /** What every condition of the builder shares: the resource, fields, options and loaders. */
  config: ConditionConfig;
  /** Problems show: the person has left this condition, or the host asked for them. */
  showProblems: boolean;
  /** Reports a change of a part, a removal, or the person leaving the condition. */
  dispatch: (action: ConditionAction) => void;
}

const pickerInputs = new Set<string>([
  'brandPicker',
  'brandPickerMultiple',
  'customerGroupPicker',
  'categoryPicker',
]);

// An option's id cannot be empty; the 'anywhere' modifier is stored as ''.
const anywhereKey = 'anywhere';

/** A popover or dialog opened from inside the condition still counts as being in it. */
function leftCondition(event: FocusEvent<HTMLDivElement>): boolean {
  const next = event.relatedTarget;
  if (!(next instanceof Element)) return true;
  if (event.currentTarget.contains(next)) return false;
  return next.closest('[data-trigger], [role="dialog"]') === null;
}

/**
 * One condition: field, the custom field when the field is custom_fields, operator, value,
 * remove. A group labelled 'Condition 2 of group 1', so a screen reader says where it is.
 */
export const ConditionRow = memo(function ConditionRow({
  condition,
  group,
  index,
  config,
  showProblems,
  dispatch,
}: ConditionRowProps) {
  const t = useMessages(messages);
  const format = useFilterText();
  const { resource, isDisabled } = config;
  const path = { group, condition: index };
  const [problem] = validateCondition(resource, condition);
  const errorFor = (part: ConditionPart) =>
    showProblems && problem?.part === part ? format(problem.message) : undefined;

  const fields = config.fields.some((field) => field.id === condition.field)
    ? config.fields
    : condition.field === ''
      ? config.fields
      : [...config.fields, { id: condition.field, name: condition.field }];
  const operatorShown = isOperatorShown(condition);
  const operators = operatorsFor(resource, condition.field) as string[];
  const operatorItems = (
    condition.operator === '' || operators.includes(condition.operator)
      ? operators
      : [...operators, condition.operator]
  ).map((operator) => ({
    id: operator,
    name: isFilterOperator(operator) ? format(filterMessage(operatorLabel(operator))) : operator,
  }));
  const inputType =
    operatorShown && condition.operator !== ''
      ? valueInputType(resource, condition.field, condition.operator)
      : 'none';
  const marker = conditionMarker(index);
  const fieldError = errorFor('field');
  const fieldFilterError = errorFor('field_filter');
  const operatorError = errorFor('operator');

  return (
    <Condition
      role="group"
      aria-label={t('ruleBuilder.condition.label', { condition: index + 1, group: group + 1 })}
      data-condition={`${group}:${index}`}
      onBlur={(event) => {
        if (leftCondition(event)) dispatch({ type: 'leave', condition });
      }}
    >
      {marker !== undefined && <Marker>{format(filterMessage(marker))}</Marker>}
      <Controls>
        <Part data-part="field">
          <LiteSelect
            label={t('ruleBuilder.field.label')}
            items={fields}
            value={condition.field === '' ? null : condition.field}
            onChange={(field) => dispatch({ type: 'field', path, field })}
            errorMessage={fieldError}
            isDisabled={isDisabled}
          />
        </Part>
        {condition.field === customFieldsField && (
          <Part data-part="field_filter">
            {config.customFields === undefined ? (
              <LiteTextField
                label={t('ruleBuilder.fieldFilter.label')}
                value={condition.field_filter}
                onChange={(fieldFilter) => dispatch({ type: 'fieldFilter', path, fieldFilter })}
                errorMessage={fieldFilterError}
                isDisabled={isDisabled}
              />
            ) : (
              <LiteSelect
                label={t('ruleBuilder.fieldFilter.label')}
                items={config.customFields.map((name) => ({ id: name, name }))}
                value={condition.field_filter === '' ? null : condition.field_filter}
                onChange={(fieldFilter) => dispatch({ type: 'fieldFilter', path, fieldFilter })}
                errorMessage={fieldFilterError}
                isDisabled={isDisabled}
              />
            )}
          </Part>
        )}
        {operatorShown && (
          <Part data-part="operator">
            <LiteSelect
              label={t('ruleBuilder.operator.label')}
              items={operatorItems}
              value={condition.operator === '' ? null : condition.operator}
              onChange={(operator) => dispatch({ type: 'operator', path, operator })}
              errorMessage={operatorError}
              isDisabled={isDisabled}
            />
          </Part>
        )}
        {inputType !== 'none' && (
          <ValuePart data-part="value">
            <ValueInput
              resource={resource}
              inputType={inputType}
              condition={condition}
              value={condition.value}
              onChange={(value) => dispatch({ type: 'value', path, value })}
              // A picker's dialog is titled by its label: 'Choose Brand' says more than 'Choose Value'.
              label={
                pickerInputs.has(inputType)
                  ? (fields.find((field) => field.id === condition.field)?.name ??
                    t('ruleBuilder.value.label'))
                  : t('ruleBuilder.value.label')
              }
              errorMessage={errorFor('value')}
              options={valueOptions(
                resource,
                condition.field,
                config.selectOptions,
                config.multistore,
                format,
              )}
              isDisabled={isDisabled}
              loaders={config.loaders}
              isTrialStore={config.isTrialStore}
              editors={config.valueEditors}
            />
          </ValuePart>
        )}
        {takesModifier(condition.operator) && (
          <Part data-part="modifier">
            <LiteSelect
              label={t('ruleBuilder.modifier.label')}
              items={containsModifierOptions.map((option) => ({
                id: option.value === '' ? anywhereKey : option.value,
                name: format(filterMessage(option.label)),
              }))}
              value={condition.modifier === '' ? anywhereKey : condition.modifier}
              onChange={(key) =>
                dispatch({ type: 'modifier', path, modifier: key === anywhereKey ? '' : key })
              }
              isDisabled={isDisabled}
            />
          </Part>
        )}
      </Controls>
      <RemovePart data-part="remove">
        <LiteIconButton
          icon="trash"
          aria-label={t('ruleBuilder.remove.label')}
          onPress={() => dispatch({ type: 'remove', path })}
          isDisabled={isDisabled}
        />
      </RemovePart>
    </Condition>
  );
});
