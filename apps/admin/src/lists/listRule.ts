import { encodeRuleParam, isConditionActive, type FilterRule } from '@metafields/core';

/** The URL parameter that holds a list's filter rule. */
export const ruleParamName = 'rule';

/**
 * The part of a rule that filters: conditions still being written (no value yet) are left
 * out, and so are groups left empty by that.
 */
export function activeRule(rule: FilterRule | null): FilterRule {
  return (rule ?? [])
    .map((group) => group.filter(isConditionActive))
    .filter((group) => group.length > 0);
}

/**
 * `search` with the rule's parameter set to `rule`'s filtering part, back on the first page
 * (the old page may not exist in the narrower list); null when that changes nothing.
 */
export function searchWithRule(
  search: URLSearchParams,
  rule: FilterRule | null,
): URLSearchParams | null {
  const param = encodeRuleParam(activeRule(rule));
  if (param === (search.get(ruleParamName) ?? '')) return null;
  const next = new URLSearchParams(search);
  if (param === '') next.delete(ruleParamName);
  else next.set(ruleParamName, param);
  next.delete('page');
  return next;
}

/** Today as 'YYYY-MM-DD' in the browser's time zone, for rules such as "X days ago". */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
