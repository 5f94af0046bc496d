import {
  parseListValue,
  serializeListValue,
  type FilterCondition,
  type FilterGroup,
  type FilterResource,
  type FilterRule,
} from './filterRule.js';
import { isIsoDate, subtractDays } from './isoDate.js';
import { fieldParams, type FieldParams } from './platformParams.js';
import { isConditionActive } from './validation.js';

/** Query parameters of one list request, by the platform's own names ('date_created:min'). */
export type PlatformQueryParams = Record<string, string>;

export interface PlatformQueryOptions {
  /** Today as 'YYYY-MM-DD' (the store's day), for "X days ago". Never read from the clock here. */
  today: string;
}

/** What one group (AND) becomes. */
export interface GroupQuery {
  /** The parameters, or null when the conditions contradict each other and nothing can match. */
  params: PlatformQueryParams | null;
  /** Conditions the endpoint cannot express; left out, so the results are a superset. */
  unsupported: FilterCondition[];
}

/**
 * What a rule becomes. The platform's list endpoints have no OR, so each group is its own query:
 * the caller runs each and unions the results by id. `[{}]` means no filter at all (an empty
 * rule, or a group whose conditions are all empty, matches everything); `[]` means nothing can
 * match and no request is needed.
 */
export interface PlatformQuery {
  queries: PlatformQueryParams[];
  unsupported: FilterCondition[];
}

/** How a parameter combines with the same parameter from another condition of its group (AND). */
export type QueryPartMerge = 'atLeast' | 'atMost' | 'equal' | 'intersect' | 'union' | 'first';

/** One parameter a condition asks for, and how it combines with the same one from another condition. */
export interface QueryPart {
  param: string;
  value: string;
  merge: QueryPartMerge;
}

const part = (param: string, value: string, merge: QueryPartMerge): QueryPart => ({
  param,
  value,
  merge,
});

function dateParts(
  params: { min: string; max: string },
  operator: string,
  value: string,
  today: string,
): QueryPart[] | undefined {
  const days = /^\d+$/.test(value) ? Number(value) : undefined;
  switch (operator) {
    case '<date':
      return isIsoDate(value) ? [part(params.max, value, 'atMost')] : undefined;
    case '!<date':
      return isIsoDate(value) ? [part(params.min, value, 'atLeast')] : undefined;
    case '<xdaysago':
      return days === undefined
        ? undefined
        : [part(params.max, subtractDays(today, days), 'atMost')];
    case '!<xdaysago':
      return days === undefined
        ? undefined
        : [part(params.min, subtractDays(today, days), 'atLeast')];
    default:
      return undefined;
  }
}

/**
 * Number bounds are inclusive on the platform. For whole numbers (ids) > N and < N become exact
 * by moving the bound one step; == N asks for min ceil(N) and max floor(N), which is empty, as it
 * should be, for a fractional id. Decimal totals keep N itself: "more than 10" includes 10.
 */
function numberParts(
  params: { min: string; max: string; integer: boolean },
  operator: string,
  value: string,
): QueryPart[] | undefined {
  const number = Number(value);
  if (!Number.isFinite(number)) return undefined;
  const at = (bound: number) => String(bound);
  const { integer } = params;
  switch (operator) {
    case '>':
      return [part(params.min, at(integer ? Math.floor(number) + 1 : number), 'atLeast')];
    case '<':
      return [part(params.max, at(integer ? Math.ceil(number) - 1 : number), 'atMost')];
    case '==':
      return [
        part(params.min, at(integer ? Math.ceil(number) : number), 'atLeast'),
        part(params.max, at(integer ? Math.floor(number) : number), 'atMost'),
      ];
    default:
      return undefined;
  }
}

function partsFor(
  params: FieldParams,
  operator: string,
  value: string,
  today: string,
): QueryPart[] | undefined {
  switch (params.kind) {
    case 'dateRange':
      return dateParts(params, operator, value, today);
    case 'numberRange':
      return numberParts(params, operator, value);
    case 'equals':
      return operator === '==' ? [part(params.param, value, 'equal')] : undefined;
    case 'list': {
      const items = serializeListValue(parseListValue(value));
      if (operator === 'in') return [part(params.in, items, 'intersect')];
      if (operator === '!in' && params.notIn !== undefined)
        return [part(params.notIn, items, 'union')];
      return undefined;
    }
    case 'bool':
      if (operator === 'true') return [part(params.param, 'true', 'equal')];
      if (operator === '!true') return [part(params.param, 'false', 'equal')];
      return undefined;
    case 'text':
      // A whole-words modifier cannot be sent: the platform's match is by substring, a superset.
      if (operator === 'contains') return [part(params.contains, value, 'first')];
      if (operator === '==' && params.equals !== undefined)
        return [part(params.equals, value, 'equal')];
      return undefined;
  }
}

/** The parameters of one active condition, or undefined when the platform cannot express it. */
export function conditionToQueryParts(
  resource: FilterResource,
  condition: FilterCondition,
  options: PlatformQueryOptions,
): QueryPart[] | undefined {
  const params = fieldParams(resource, condition.field);
  if (params === undefined) return undefined;
  return partsFor(params, condition.operator, condition.value.trim(), options.today);
}

const compare = (a: string, b: string): number => {
  const [x, y] = [Number(a), Number(b)];
  // Numbers compare as numbers; 'YYYY-MM-DD' dates (not numbers) compare as text, which orders them.
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a < b ? -1 : a > b ? 1 : 0;
};

type MergeResult = { value: string } | 'contradiction' | 'unmergeable';

function merge(earlier: string, later: QueryPart): MergeResult {
  switch (later.merge) {
    case 'atLeast':
      return { value: compare(earlier, later.value) >= 0 ? earlier : later.value };
    case 'atMost':
      return { value: compare(earlier, later.value) <= 0 ? earlier : later.value };
    case 'equal':
      return earlier === later.value ? { value: earlier } : 'contradiction';
    case 'intersect': {
      const wanted = new Set(parseListValue(later.value));
      const both = parseListValue(earlier).filter((item) => wanted.has(item));
      return both.length === 0 ? 'contradiction' : { value: serializeListValue(both) };
    }
    case 'union':
      return {
        value: serializeListValue([
          ...new Set([...parseListValue(earlier), ...parseListValue(later.value)]),
        ]),
      };
    case 'first':
      // Two different "contains" on one parameter cannot both be sent; the later one is left out.
      return earlier === later.value ? { value: earlier } : 'unmergeable';
  }
}

/** One group (all its conditions together) as query parameters; empty conditions are ignored. */
export function groupToPlatformQuery(
  resource: FilterResource,
  group: FilterGroup,
  options: PlatformQueryOptions,
): GroupQuery {
  const params: PlatformQueryParams = {};
  const unsupported: FilterCondition[] = [];
  let contradiction = false;
  for (const condition of group.filter(isConditionActive)) {
    const parts = conditionToQueryParts(resource, condition, options);
    if (parts === undefined) {
      unsupported.push(condition);
      continue;
    }
    for (const next of parts) {
      const earlier = params[next.param];
      const result: MergeResult =
        earlier === undefined ? { value: next.value } : merge(earlier, next);
      if (result === 'contradiction') contradiction = true;
      else if (result === 'unmergeable') unsupported.push(condition);
      else params[next.param] = result.value;
    }
  }
  return { params: contradiction ? null : params, unsupported };
}

const sameQuery = (a: PlatformQueryParams, b: PlatformQueryParams): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * A rule as the list endpoint's queries, one per OR group (see PlatformQuery). Throws a RangeError
 * when `today` is not a 'YYYY-MM-DD' date.
 */
export function toPlatformQuery(
  resource: FilterResource,
  rule: FilterRule,
  options: PlatformQueryOptions,
): PlatformQuery {
  if (!isIsoDate(options.today))
    throw new RangeError(`today is not a YYYY-MM-DD date: ${options.today}`);
  if (rule.length === 0) return { queries: [{}], unsupported: [] };
  const groups = rule.map((group) => groupToPlatformQuery(resource, group, options));
  const unsupported = groups.flatMap((group) => group.unsupported);
  const queries: PlatformQueryParams[] = [];
  for (const { params } of groups) {
    if (params === null || queries.some((query) => sameQuery(query, params))) continue;
    // A group without parameters matches everything, and so does the union.
    if (Object.keys(params).length === 0) return { queries: [{}], unsupported };
    queries.push(params);
  }
  return { queries, unsupported };
}
