import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  daysBadge,
  isIsoDate,
  parseListValue,
  serializeListValue,
  type FilterCondition,
  type FilterResource,
  type ValueInputType,
} from '@metafields/core';
import {
  Badge,
  DatePicker,
  MultiSelect,
  MultiSelectItem,
  NumberField,
  Select,
  SelectItem,
  TextField,
} from '@metafields/design-system';
import { useId, useMemo, useState, type ComponentType } from 'react';
import { MultiselectSelector, type SelectorPage } from '../MultiselectSelector/index.js';
import { TreePicker } from '../TreePicker/index.js';
import { categoryIdsOf, categoryNodeId, type ValueOption } from './options.js';
import { DaysBadge, ErrorText } from './RuleBuilder.styles.js';
import type { RuleBuilderLoaders } from './types.js';
import { useFilterText } from './useFilterText.js';

/** What a value editor receives; partners may replace one through `valueEditors`. */
export interface RuleValueEditorProps {
  resource: FilterResource;
  inputType: ValueInputType;
  condition: FilterCondition;
  /** The value as the rule stores it: text, a number as text, an ISO date, ids joined by commas. */
  value: string;
  onChange: (value: string) => void;
  /** The accessible label ('Value'). */
  label: string;
  /** The condition's value problem, once the builder shows problems. */
  errorMessage: string | undefined;
  /** Fixed or store-supplied options of select and multiselect values. */
  options: readonly ValueOption[] | undefined;
  isDisabled: boolean;
}

export type RuleValueEditors = Partial<Record<ValueInputType, ComponentType<RuleValueEditorProps>>>;

const noPage = (): Promise<SelectorPage> => Promise.resolve({ options: [], total: 0 });
const noNames = () => Promise.resolve([]);

interface ValueInputProps extends RuleValueEditorProps {
  loaders: RuleBuilderLoaders | undefined;
  isTrialStore: boolean;
  editors: RuleValueEditors | undefined;
}

/** The input a condition's value needs (core's `valueInputType`). */
export function ValueInput({ loaders, isTrialStore, editors, ...props }: ValueInputProps) {
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
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    />
  );
}

const toNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const fromNumber = (number: number) => (Number.isNaN(number) ? '' : String(number));

function NumberInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  return (
    <NumberField
      label={label}
      value={toNumber(value)}
      onChange={(number) => onChange(fromNumber(number))}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      hideStepper
    />
  );
}

/** A whole number of days, followed by the spec's badge: '1 day', '3 days ago'. */
function DaysInput({ value, onChange, label, errorMessage, isDisabled }: RuleValueEditorProps) {
  const format = useFilterText();
  const badgeId = useId();
  const days = toNumber(value);
  return (
    <>
      <NumberField
        label={label}
        value={days}
        onChange={(number) => onChange(fromNumber(number))}
        minValue={0}
        step={1}
        formatOptions={{ maximumFractionDigits: 0 }}
        aria-describedby={badgeId}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        isDisabled={isDisabled}
      />
      <DaysBadge>
        <Badge id={badgeId}>{format(daysBadge(Number.isNaN(days) ? 0 : days))}</Badge>
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
    <DatePicker
      label={label}
      value={date}
      onChange={(next) => {
        setTyped(next);
        onChange(next === null ? '' : next.toString());
      }}
      isInvalid={errorMessage !== undefined}
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
    <Select
      label={label}
      items={options}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      disabledKeys={options.filter((option) => option.gatedBy).map((option) => option.id)}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    >
      {(option) => (
        <SelectItem
          id={option.id}
          textValue={option.name}
          description={option.gatedBy && format(option.gatedBy)}
        >
          {option.name}
        </SelectItem>
      )}
    </Select>
  );
}

function MultiselectInput({
  value,
  onChange,
  label,
  errorMessage,
  options = [],
  isDisabled,
}: RuleValueEditorProps) {
  const format = useFilterText();
  return (
    <MultiSelect
      label={label}
      items={options}
      selectedKeys={parseListValue(value)}
      onSelectionChange={(keys) => onChange(serializeListValue([...keys].map(String)))}
      disabledKeys={options.filter((option) => option.gatedBy).map((option) => option.id)}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
    >
      {(option) => (
        <MultiSelectItem
          id={option.id}
          textValue={option.name}
          description={option.gatedBy && format(option.gatedBy)}
        >
          {option.name}
        </MultiSelectItem>
      )}
    </MultiSelect>
  );
}

interface PickerInputProps extends RuleValueEditorProps {
  selectionMode: 'single' | 'multiple';
  loadOptions: NonNullable<RuleBuilderLoaders['brands']>;
  lookUpOptions: NonNullable<RuleBuilderLoaders['lookUpBrands']>;
}

/** Brands and customer groups: the store's records, searched and paged in a dialog. */
function PickerInput({
  value,
  onChange,
  label,
  errorMessage,
  isDisabled,
  selectionMode,
  loadOptions,
  lookUpOptions,
}: PickerInputProps) {
  return (
    <MultiselectSelector
      label={label}
      errorMessage={errorMessage}
      selectionMode={selectionMode}
      value={parseListValue(value)}
      onChange={(ids) =>
        onChange(serializeListValue(selectionMode === 'single' ? ids.slice(0, 1) : ids))
      }
      loadOptions={loadOptions}
      lookUpOptions={lookUpOptions}
      isDisabled={isDisabled}
    />
  );
}

interface CategoryInputProps extends RuleValueEditorProps {
  loaders: RuleBuilderLoaders | undefined;
  isTrialStore: boolean;
}

/** Categories, picked in the channel/category tree. */
function CategoryInput({
  value,
  onChange,
  label,
  errorMessage,
  isDisabled,
  loaders,
  isTrialStore,
}: CategoryInputProps) {
  return (
    <div>
      <TreePicker
        label={label}
        selectionMode="multiple"
        value={parseListValue(value).map(categoryNodeId)}
        onChange={(nodeIds) => onChange(serializeListValue(categoryIdsOf(nodeIds)))}
        loadChildren={loaders?.categoryTree ?? (() => Promise.resolve([]))}
        isTrialStore={isTrialStore}
        isReadOnly={isDisabled}
      />
      {errorMessage !== undefined && <ErrorText>{errorMessage}</ErrorText>}
    </div>
  );
}
