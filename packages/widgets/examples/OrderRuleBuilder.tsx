import type { FilterRule } from '@metafields/core';
import { RuleBuilder } from '@metafields/widgets';

/** The builder, in its own module so that a page can load it on demand (see FilterButton.tsx). */
export default function OrderRuleBuilder(props: {
  rule: FilterRule | null;
  onRuleChange: (rule: FilterRule | null) => void;
}) {
  return (
    <RuleBuilder resource="orders" value={props.rule} onChange={props.onRuleChange} focusOnMount />
  );
}
