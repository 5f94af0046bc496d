import { useAtomValue } from 'jotai';
import { isActiveSandboxOrTrial, isMultiStoreAllowed, type FilterResource } from '@metafields/core';
import { Stack } from '@metafields/design-system';
import { RuleBuilder, RuleSummary } from '@metafields/widgets';
import { currentStoreAtom } from '../atoms/stores.js';
import { useRuleBuilderLoaders } from '../importExport/useRuleBuilderLoaders.js';
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
 * A list's filter: the rule builder behind its button (AND only, as on every list), and above
 * the table the rule in plain words. Brands, groups and categories of a restored rule are named
 * through the same loaders as the Export tab's.
 */
export function ListFilter({ resource, listRule, selectOptions }: ListFilterProps) {
  const store = useAtomValue(currentStoreAtom);
  const loaders = useRuleBuilderLoaders();
  return (
    <Stack gap="300">
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
      {listRule.applied.length > 0 && (
        <RuleSummary
          resource={resource}
          rule={listRule.applied}
          selectOptions={selectOptions}
          loaders={loaders}
        />
      )}
    </Stack>
  );
}
