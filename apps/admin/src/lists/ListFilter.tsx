import { lazy, Suspense, useState } from 'react';
import { startRule, type FilterResource } from '@metafields/core';
import { FilterButton } from '@metafields/widgets';
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

const loadWidgets = () => import('./ListRuleBuilder.js');
const ListRuleBuilder = lazy(async () => ({ default: (await loadWidgets()).ListRuleBuilder }));
const ListRuleSummary = lazy(async () => ({ default: (await loadWidgets()).ListRuleSummary }));

/**
 * A list's rule builder, in the search box's row: unused, it is one button and costs the list
 * no rows; open, it takes a line of its own below the search. Until a rule is shown or asked
 * for, the button is the widgets' `FilterButton` alone and the builder's code is not loaded;
 * a pointer or focus on the button starts loading it.
 */
export function ListFilterButton(props: ListFilterProps) {
  const { resource, listRule } = props;
  const isOpen = listRule.rule !== null;
  // Once shown, the builder stays mounted and keeps its own button and focus.
  const [shown, setShown] = useState<'no' | 'restored' | 'asked'>(isOpen ? 'restored' : 'no');
  if (shown === 'no' && isOpen) setShown('restored');

  const button = (isPending: boolean) => (
    <FilterButton
      resource={resource}
      isPending={isPending}
      onIntent={() => void loadWidgets()}
      onPress={() => {
        setShown('asked');
        listRule.setRule(startRule());
      }}
    />
  );
  return (
    <FilterSlot $isOpen={isOpen}>
      {shown === 'no' ? (
        button(false)
      ) : (
        <Suspense fallback={button(true)}>
          <ListRuleBuilder {...props} focusOnMount={shown === 'asked'} />
        </Suspense>
      )}
    </FilterSlot>
  );
}

/** The applied rule in plain words, on its own line above the table; nothing without one. */
export function ListFilterSummary(props: ListFilterProps) {
  if (props.listRule.applied.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ListRuleSummary {...props} />
    </Suspense>
  );
}
