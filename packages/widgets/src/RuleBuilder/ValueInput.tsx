import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  daysBadge,
  isIsoDate,
  type FilterCondition,
  type FilterResource,
  type ValueInputType,
} from '@metafields/core';
import { Badge, Skeleton, useLocale } from '@metafields/design-system';
import { LiteDateField, LiteSelect, LiteTextField } from '@metafields/design-system/private';
import { NumberParser } from '@internationalized/number';
import { lazy, Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import type { SelectorPage } from '../MultiselectSelector/index.js';
import type { ValueOption } from './options.js';
import { DaysBadge, PendingLabel, PendingValue } from './RuleBuilder.styles.js';
import type { RuleBuilderLoaders } from './types.js';
import { useFilterText } from './useFilterText.js';

/** What a value editor receives; partners may replace one through `valueEditors`. */
export interface RuleValueEditorProps {
  /** The record type the rule filters. */
  resource: FilterResource;
  /** The input the value needs (core's `valueInputType`), such as 'date' or 'brandPicker'. */
  inputType: ValueInputType;
  /** The whole condition: its field, operator and modifier. */
  condition: FilterCondition;
  /** The value as the rule stores it: text, a number as text, an ISO date, ids joined by commas. */
  value: string;
  /** Called with the new value, in the form the rule stores it. */
  onChange: (value: string) => void;
  /** The accessible label ('Value'). */
  label: string;
  /** The condition's value problem, once the builder shows problems. */
  errorMessage: string | undefined;
  /** Fixed or store-supplied options of select and multiselect values. */
  options: readonly ValueOption[] | undefined;
  /** Disables the input, as the whole builder is. */
  isDisabled: boolean;
}

export type RuleValueEditors = Partial<Record<ValueInputType, ComponentType<RuleValueEditorProps>>>;

// The pickers, the category tree and the multiselect list load the first time a condition shows
// one (a person chose a field that needs it): the builder itself stays light (issue 29).
const loadPickerInputs = () => import('./pickerInputs.js');
const MultiselectInput = lazy(() =>
  loadPickerInputs().then((module) => ({ default: module.MultiselectInput })),
);
const PickerInput = lazy(() =>
  loadPickerInputs().then((module) => ({ default: module.PickerInput })),
);
const CategoryInput = lazy(() =>
  loadPickerInputs().then((module) => ({ default: module.CategoryInput })),
);

/**
 * What a loading input shows: its label and a placeholder, busy, with a 'Loading' for screen
 * readers, so the condition neither jumps nor loses its value's name meanwhile. Not a group
 * named like the input: the input's own group replaces it.
 */
function PendingInput({ label }: { label: string }) {
  return (
    <PendingValue aria-busy="true" data-pending-chunk="">
      <PendingLabel>{label}</PendingLabel>
      <Skeleton variant="rect" blockSize="2.25rem" showLoadingText />
    </PendingValue>
  );
}

const noPage = (): Promise<SelectorPage> => Promise.resolve({ options: [], total: 0 });
const noNames = () => Promise.resolve([]);

interface ValueInputProps extends RuleValueEditorProps {
  /** Where the brand, customer group and category pickers get their options. */
  loaders: RuleBuilderLoaders | undefined;
  /** An active sandbox or trial store (the gated channels' warning icon colour). */
  isTrialStore: boolean;
  /** Partners' replacements for inputs, by input type; a matching one renders instead. */
  editors: RuleValueEditors | undefined;
}

/**
 * The input a condition's value needs (core's `valueInputType`). The pending state covers the
 * inputs loaded on demand, and a partner's own input if it is lazy too.
 */
export function ValueInput(props: ValueInputProps) {
  return (
    <Suspense fallback={<PendingInput label={props.label} />}>
      <ValueInputOfType {...props} />
    </Suspense>
  );
}

function ValueInputOfType({ loaders, isTrialStore, editors, ...props }: ValueInputProps) {
  const Custom = editors?.[props.inputType];
  if (Custom !== undefined) return <Custom {...props} />;
  switch (props.inputType) {
    case 'none':
      return null;
    case 'text':
      return <TextInput {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'days':
      return <DaysInput {...props} />;
    case 'date':
      return <DateInput {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'multiselect':
      return <MultiselectInput {...props} />;
    case 'brandPicker':
    case 'brandPickerMultiple':
      return (
        <PickerInput
          {...props}
          selectionMode={props.inputType === 'brandPicker' ? 'single' : 'multiple'}
          loadOptions={loaders?.brands ?? noPage}
          lookUpOptions={loaders?.lookUpBrands ?? noNames}
        />
      );
    case 'customerGroupPicker':
      return (
        <PickerInput
          {...props}
          selectionMode="multiple"
          loadOptions={loaders?.customerGroups ?? noPage}
          lookUpOptions={loaders?.lookUpCustomerGroups ?? noNames}
        />
      );
    case 'categoryPicker':
      return <CategoryInput {...props} loaders={loaders} isTrialStore={isTrialStore} />;
  }
}

function TextInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  return (
    <LiteTextField
      label={label}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}

/**
 * A number typed the person's way ('1,5' in German) and stored the rule's way ('1.5'). What was
 * typed stays shown while it still means the stored value; text that is not a number is stored
 * as it is, for core's validation to name.
 */
function useNumberText(value: string, onChange: (value: string) => void) {
  const { locale } = useLocale();
  const [typed, setTyped] = useState('');
  const toStored = (text: string) => {
    const number = numberParser(locale).parse(text);
    return Number.isNaN(number) ? text : String(number);
  };
  return {
    value: typed !== '' && toStored(typed) === value ? typed : value,
    onChange: (text: string) => {
      setTyped(text);
      onChange(toStored(text));
    },
  };
}

const numberParsers = new Map<string, NumberParser>();
/** One parser per locale: building one costs more than a condition's whole render. */
function numberParser(locale: string): NumberParser {
  let parser = numberParsers.get(locale);
  if (!parser) {
    parser = new NumberParser(locale);
    numberParsers.set(locale, parser);
  }
  return parser;
}

function NumberInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  const number = useNumberText(value, onChange);
  return (
    <LiteTextField
      label={label}
      {...number}
      inputMode="decimal"
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}

/** A whole number of days, followed by the spec's badge: '1 day', '3 days ago'. */
function DaysInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  const format = useFilterText();
  const badgeId = useId();
  const number = useNumberText(value, onChange);
  const days = Number(value);
  return (
    <>
      <LiteTextField
        label={label}
        {...number}
        inputMode="numeric"
        aria-describedby={badgeId}
        // The arrows count up and down, as on a number field's stepper.
        onKeyDown={(event) => {
          const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
          if (step === undefined || isDisabled) return;
          event.preventDefault();
          onChange(String(Math.max(0, (Number.isInteger(days) ? days : 0) + step)));
        }}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
      <DaysBadge>
        <Badge id={badgeId}>
          {format(daysBadge(value.trim() === '' || Number.isNaN(days) ? 0 : days))}
        </Badge>
      </DaysBadge>
    </>
  );
}

function DateInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  // The date react-aria reported is kept as it gave it: a new object for the same day would
  // reset the year being typed ('2' of '2024' already makes a whole date).
  const [typed, setTyped] = useState<CalendarDate | null>(null);
  const parsed = useMemo(() => (isIsoDate(value) ? parseDate(value) : null), [value]);
  const date = typed !== null && typed.toString() === value ? typed : parsed;
  return (
    <LiteDateField
      label={label}
      value={date}
      onChange={(next) => {
        setTyped(next);
        onChange(next === null ? '' : next.toString());
      }}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}

function SelectInput({
  value,
  onChange,
  label,
  errorMessage,
  options = [],
  isDisabled,
}: RuleValueEditorProps) {
  const format = useFilterText();
  return (
    <LiteSelect
      label={label}
      items={options.map((option) => ({
        id: option.id,
        name: option.name,
        description: option.gatedBy && format(option.gatedBy),
        isDisabled: option.gatedBy !== undefined,
      }))}
      value={value === '' ? null : value}
      onChange={onChange}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}
