import type { FilterResource, FilterRule } from '@metafields/core';
import type { SelectorOption, SelectorPage } from '../MultiselectSelector/index.js';
import type { TreePickerNode } from '../TreePicker/index.js';
import type { FormControlProps } from '../forms/focusable.js';
import type { RuleValueEditors } from './ValueInput.js';

/** Where the builder's pickers get their options: the host's API, paged and searched. */
export interface RuleBuilderLoaders {
  brands?:
    | ((query: { search: string; page: number; perPage: number }) => Promise<SelectorPage>)
    | undefined;
  lookUpBrands?: ((ids: readonly string[]) => Promise<SelectorOption[]>) | undefined;
  customerGroups?:
    | ((query: { search: string; page: number; perPage: number }) => Promise<SelectorPage>)
    | undefined;
  lookUpCustomerGroups?: ((ids: readonly string[]) => Promise<SelectorOption[]>) | undefined;
  /**
   * The channel/category tree: `null` asks for the channels. Category nodes are named
   * 'category:<id>' (channels 'channel:<id>'); the rule stores the category ids.
   */
  categoryTree?: ((parentId: string | null) => Promise<TreePickerNode[]>) | undefined;
  /** The names of category ids, for `RuleSummary` (the tree names them itself). */
  lookUpCategories?: ((ids: readonly string[]) => Promise<SelectorOption[]>) | undefined;
}

/**
 * The builder's props. `name`, `onBlur` (focus left the whole builder, its popovers and dialogs
 * being part of it), `ref` (`focus()` moves to the first control) and `isDisabled` fit a form
 * library's field: react-hook-form's `Controller` hands over `field` as they are.
 */
export interface RuleBuilderProps extends Omit<FormControlProps, 'isDisabled'> {
  /** The record type filtered ('orders', 'products'…); it decides the fields offered. */
  resource: FilterResource;
  /** The rule; `[]` for none. */
  value: FilterRule;
  /**
   * Called with the rule after each change a person makes, never otherwise (not on mount, not to
   * normalise: see `normalizeFilterRule`); with `[]` once every condition is removed.
   */
  onChange: (rule: FilterRule) => void;
  /**
   * Whether the builder is collapsed behind its button ('Filter products'…), apart from the rule.
   * Without it the builder keeps this itself, starting from `defaultCollapsed`.
   */
  collapsed?: boolean | undefined;
  /** Collapsed on mount when `collapsed` is not given. @default value.length === 0 */
  defaultCollapsed?: boolean | undefined;
  /**
   * Called when the person shows the builder (its button: `false`) or it collapses because every
   * condition went (`true`).
   */
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined;
  /** OR groups allowed: 'Duplicate rule' and 'Add another rule' offered, 'Or' markers shown. */
  allowOrGroups?: boolean | undefined;
  /** The store has multistore (or enterprise): non-default channels may be chosen. */
  multistore?: boolean | undefined;
  /** An active sandbox or trial store (the gated channels' warning icon colour). */
  isTrialStore?: boolean | undefined;
  /** The options of fixed selections the store decides, by field: order statuses, channels. */
  selectOptions?: Partial<Record<string, readonly SelectorOption[]>> | undefined;
  /** Where the pickers (brands, customer groups, the category tree) get their options. */
  loaders?: RuleBuilderLoaders | undefined;
  /** Disables every control, such as while an export starts. */
  isDisabled?: boolean | undefined;
  /**
   * Show every condition's problem now (e.g. after the host's submit). Without it a condition's
   * problem shows once the person has left that condition.
   */
  showErrors?: boolean | undefined;
  /**
   * The store's custom fields (products). When given, the field list ends with 'Custom field',
   * and such a condition asks which one (its field filter) before the operator.
   */
  customFields?: readonly string[] | undefined;
  /** Replacements for value inputs, by core's value input type (react-querybuilder's `controlElements.valueEditor`). */
  valueEditors?: RuleValueEditors | undefined;
  /**
   * Focus the first condition's Field when mounted with a rule: for a builder whose page showed
   * its own `FilterButton` while the builder's code loaded, and started the rule on its press.
   */
  focusOnMount?: boolean;
}
