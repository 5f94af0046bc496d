import { useAtomValue } from 'jotai';
import { isActiveSandboxOrTrial, isMultiStoreAllowed, startRule } from '@metafields/core';
import { RuleBuilder, RuleSummary } from '@metafields/widgets';
import { currentStoreAtom } from '../atoms/stores.js';
import { useRuleBuilderLoaders } from '../importExport/useRuleBuilderLoaders.js';
import type { ListFilterProps } from './ListFilter.js';

/*
 * The list filter's widgets, in a module of their own that `ListFilter` loads only when a rule
 * is shown or asked for: the builder, its pickers and date fields are about a hundred
 * kilobytes (gzip) that a list's first rows do not need.
 */

/** The rule builder of a list: AND only, as on every list. */
export function ListRuleBuilder({
  resource,
  listRule,
  selectOptions,
  focusOnMount,
}: ListFilterProps & { focusOnMount: boolean }) {
  const store = useAtomValue(currentStoreAtom);
  return (
    <RuleBuilder
      resource={resource}
      // The list's rule is null while the filter is collapsed behind its button.
      value={listRule.rule ?? []}
      collapsed={listRule.rule === null}
      onChange={(rule) => listRule.setRule(rule.length === 0 ? null : rule)}
      onCollapsedChange={(collapsed) => {
        if (!collapsed) listRule.setRule(startRule());
      }}
      allowOrGroups={false}
      multistore={isMultiStoreAllowed(store)}
      isTrialStore={isActiveSandboxOrTrial(store)}
      selectOptions={selectOptions}
      loaders={useRuleBuilderLoaders()}
      focusOnMount={focusOnMount}
    />
  );
}

/**
 * The applied rule in plain words. Brands, groups and categories of a restored rule are named
 * through the same loaders as the Export tab's.
 */
export function ListRuleSummary({ resource, listRule, selectOptions }: ListFilterProps) {
  return (
    <RuleSummary
      resource={resource}
      rule={listRule.applied}
      selectOptions={selectOptions}
      loaders={useRuleBuilderLoaders()}
    />
  );
}
