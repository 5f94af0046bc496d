import { parseListValue, serializeListValue } from '@metafields/core';
import { MultiSelect, MultiSelectItem } from '@metafields/design-system';
import { MultiselectSelector } from '../MultiselectSelector/index.js';
import { TreePicker } from '../TreePicker/index.js';
import { categoryIdsOf, categoryNodeId } from './options.js';
import { ErrorText } from './RuleBuilder.styles.js';
import type { RuleBuilderLoaders } from './types.js';
import { useFilterText } from './useFilterText.js';
import type { RuleValueEditorProps } from './ValueInput.js';

// The value inputs a condition shows only once a person picks a field that needs them: the
// multiselect list, the brand and customer group selector, the category tree. ValueInput loads
// this module the first time one shows, so a rule builder without them does not pay for them.

/** A select field's values: several options, chosen in a list of checkboxes. */
export function MultiselectInput({
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

export interface PickerInputProps extends RuleValueEditorProps {
  /** One record (an "is" condition) or several ("is any of"). */
  selectionMode: 'single' | 'multiple';
  /** Searches and pages the store's records for the dialog. */
  loadOptions: NonNullable<RuleBuilderLoaders['brands']>;
  /** Finds the chosen ids' names, for the chips of a saved rule. */
  lookUpOptions: NonNullable<RuleBuilderLoaders['lookUpBrands']>;
}

/** Brands and customer groups: the store's records, searched and paged in a dialog. */
export function PickerInput({
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

export interface CategoryInputProps extends RuleValueEditorProps {
  /** The host's loaders: the tree reads channels and categories through them. */
  loaders: RuleBuilderLoaders | undefined;
  /** An active sandbox or trial store: the gated channels' warning icon colour. */
  isTrialStore: boolean;
}

/** Categories, picked in the channel/category tree. */
export function CategoryInput({
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
