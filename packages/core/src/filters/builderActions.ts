import type { FilterMessageKey } from './messages.js';

/** The builder's actions with their labels (spec section 2, "Filter rule builder"). */
export const ruleBuilderActions = {
  filterFurther: 'filters.action.filterFurther',
  duplicateRule: 'filters.action.duplicateRule',
  addAnotherRule: 'filters.action.addAnotherRule',
  removeAllFilters: 'filters.action.removeAllFilters',
} as const satisfies Record<string, FilterMessageKey>;

export type RuleBuilderAction = keyof typeof ruleBuilderActions;

/**
 * The actions offered. A second group is an OR group, so 'Add another rule' needs OR groups
 * just as 'Duplicate rule' does.
 */
export function ruleBuilderActionsOffered(options: { orGroups: boolean }): RuleBuilderAction[] {
  return options.orGroups
    ? ['filterFurther', 'duplicateRule', 'addAnotherRule', 'removeAllFilters']
    : ['filterFurther', 'removeAllFilters'];
}

/** 'Or' before every group after the first. */
export function groupMarker(groupIndex: number): FilterMessageKey | undefined {
  return groupIndex > 0 ? 'filters.marker.or' : undefined;
}

/** 'And' before every condition after the first of its group. */
export function conditionMarker(conditionIndex: number): FilterMessageKey | undefined {
  return conditionIndex > 0 ? 'filters.marker.and' : undefined;
}
