import type { FilterRule } from '@metafields/core';
import { RuleBuilder } from '@metafields/widgets';

/** The builder, in its own module so that a page can load it on demand (see FilterButton.tsx). */
export default function OrderRuleBuilder(props: {
  rule: FilterRule | null;
  onRuleChange: (rule: FilterRule | null) => void;
}) {
  // null: the page shows its own button instead (FilterButton.tsx); the builder collapsing
  // (every condition removed) hands the page back its button.
  return (
    <RuleBuilder
      resource="orders"
      value={props.rule ?? []}
      collapsed={props.rule === null}
      onChange={(rule) => props.onRuleChange(rule.length === 0 ? null : rule)}
      focusOnMount
    />
  );
}
