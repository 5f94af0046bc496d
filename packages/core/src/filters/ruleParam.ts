import * as z from 'zod/mini';
import type { FilterCondition, FilterRule } from './filterRule.js';

/*
 * A filter rule as one URL search parameter, so a reload or a shared link reproduces a filtered
 * list. Compact: each condition is the tuple [field, operator, value, field_filter, modifier]
 * with trailing empty parts left out, as JSON (URLSearchParams escapes it). Read back through a
 * schema and a size cap, so a hand-edited or truncated link is ignored rather than trusted.
 */

/** Longest parameter read; a longer one is ignored (links stay shareable, parsing stays cheap). */
export const maxRuleParamLength = 4000;

const conditionParts = ['field', 'operator', 'value', 'field_filter', 'modifier'] as const;

const encodedRuleSchema = z.array(
  z.array(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(conditionParts.length))),
);

function encodeCondition(condition: FilterCondition): string[] {
  const parts = conditionParts.map((part) => condition[part]);
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

function decodeCondition(parts: readonly string[]): FilterCondition {
  const [field = '', operator = '', value = '', field_filter = '', modifier = ''] = parts;
  return { field, operator, value, field_filter, modifier };
}

/** The parameter's value for `rule`; '' for an empty rule (no parameter). */
export function encodeRuleParam(rule: FilterRule): string {
  const groups = rule.filter((group) => group.length > 0);
  if (groups.length === 0) return '';
  return JSON.stringify(groups.map((group) => group.map(encodeCondition)));
}

/** The rule in `param`; an empty rule when it is absent, too long or not a valid rule. */
export function decodeRuleParam(param: string | null | undefined): FilterRule {
  if (!param || param.length > maxRuleParamLength) return [];
  let json: unknown;
  try {
    json = JSON.parse(param);
  } catch {
    return [];
  }
  const parsed = encodedRuleSchema.safeParse(json);
  if (!parsed.success) return [];
  return parsed.data.filter((group) => group.length > 0).map((group) => group.map(decodeCondition));
}
