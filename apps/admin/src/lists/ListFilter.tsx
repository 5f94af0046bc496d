import { useAtomValue } from 'jotai';
import { isActiveSandboxOrTrial, isMultiStoreAllowed, type FilterResource } from '@metafields/core';
import { RuleBuilder, RuleSummary } from '@metafields/widgets';
import { currentStoreAtom } from '../atoms/stores.js';
import { useRuleBuilderLoaders } from '../importExport/useRuleBuilderLoaders.js';
import { FilterSlot } from './ListFilter.styles.js';
import type { ListRule } from './useListRule.js';

export interface ListFilterProps {
  /** The record type filtered; it decides the fields and the button ('Filter customers'…). */
  resource: FilterResource;
  /** The list's rule (`useListRule`). */
  listRule: ListRule;
  /** The options of fixed selections the store decides, by field (the orders' statuses…). */
  selectOptions?: Partial<Record<string, readonly { id: string; name: string }[]>> | undefined;
}

/**
 * A list's rule builder (AND only, as on every list), in the search box's row: unused, it is one
 * button and costs the list no rows; open, it takes a line of its own below the search.
 */
export function ListFilterButton({ resource, listRule, selectOptions }: ListFilterProps) {
  const store = useAtomValue(currentStoreAtom);
  const loaders = useRuleBuilderLoaders();
  return (
    <FilterSlot $isOpen={listRule.rule !== null}>
      <RuleBuilder
        resource={resource}
        value={listRule.rule}
        onChange={listRule.setRule}
        allowOrGroups={false}
        multistore={isMultiStoreAllowed(store)}
        isTrialStore={isActiveSandboxOrTrial(store)}
        selectOptions={selectOptions}
        loaders={loaders}
      />
    </FilterSlot>
  );
}

/**
 * The applied rule in plain words, on its own line above the table; nothing while no rule
 * applies. Brands, groups and categories of a restored rule are named through the same loaders
 * as the Export tab's.
 */
export function ListFilterSummary({ resource, listRule, selectOptions }: ListFilterProps) {
  const loaders = useRuleBuilderLoaders();
  if (listRule.applied.length === 0) return null;
  return (
    <RuleSummary
      resource={resource}
      rule={listRule.applied}
      selectOptions={selectOptions}
      loaders={loaders}
    />
  );
}
