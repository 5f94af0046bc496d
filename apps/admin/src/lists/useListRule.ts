import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  decodeRuleParam,
  searchDebounce,
  toPlatformQuery,
  type FilterResource,
  type FilterRule,
  type ResourceTypePlural,
} from '@metafields/core';
import { exportRulesAtom } from '../atoms/exportRules.js';
import { localToday, ruleParamName, searchWithRule } from './listRule.js';

export interface ListRule {
  /** The rule as the builder shows it, conditions still being written included. */
  rule: FilterRule | null;
  setRule: (rule: FilterRule | null) => void;
  /** The rule that filters the list: the URL's. */
  applied: FilterRule;
  /** The list endpoint's query parameters of `applied`; null when no record can match. */
  query: Record<string, string> | null;
}

/**
 * A list's filter rule, kept in the URL (`?rule=`), so a reload or a shared link reproduces the
 * view. A change to the filtering part pushes a history entry, so Back restores the previous
 * rule; a condition still being written stays in the builder only. The Export tab of
 * `exportResource` starts from a rule applied on the list or found in the URL.
 */
export function useListRule(
  resource: FilterResource,
  exportResource: ResourceTypePlural,
): ListRule {
  const [search, setSearch] = useSearchParams();
  const param = search.get(ruleParamName) ?? '';
  const applied = useMemo(() => decodeRuleParam(param), [param]);
  const [draft, setDraft] = useState({ param, rule: applied.length > 0 ? applied : null });
  // The param this hook last put in the URL: reaching the URL, it changes nothing in the builder.
  const [pushedParam, setPushedParam] = useState<string | null>(null);
  // The URL changed from elsewhere (Back, a link): the builder shows the URL's rule.
  let rule = draft.rule;
  if (draft.param !== param) {
    if (param !== pushedParam) rule = applied.length > 0 ? applied : null;
    // Reached once; the same param later (Forward) comes from elsewhere.
    else setPushedParam(null);
    setDraft({ param, rule });
  }

  // The URL follows once changes pause: typing a date or a number is one history entry, not
  // one per keystroke ('2', '20', '202', '2025').
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });
  useEffect(() => () => clearTimeout(pending.current), []);
  const setRule = useCallback(
    (next: FilterRule | null) => {
      setDraft((before) => ({ ...before, rule: next }));
      clearTimeout(pending.current);
      pending.current = setTimeout(() => {
        const nextSearch = searchWithRule(latestSearch.current, next);
        if (nextSearch === null) return;
        // The draft keeps the URL's param until the URL has it: setting it now would show, for
        // one render, the URL's old rule as if it came from elsewhere (and reopen the builder).
        setPushedParam(nextSearch.get(ruleParamName) ?? '');
        setSearch(nextSearch);
      }, searchDebounce.listMs);
    },
    [setSearch],
  );

  // The Export tab keeps its own rule while the list merely mounts without one (the merchant
  // built it there, then looked at the list); a rule in the URL, or any later change of the
  // list's rule (removing it too), is handed over.
  const setExportRules = useSetAtom(exportRulesAtom);
  const handedParam = useRef(param);
  useEffect(() => {
    if (param === handedParam.current && applied.length === 0) return;
    handedParam.current = param;
    setExportRules((rules) => ({
      ...rules,
      [exportResource]: applied.length > 0 ? applied : null,
    }));
  }, [param, applied, exportResource, setExportRules]);

  const query = useMemo(() => {
    const { queries } = toPlatformQuery(resource, applied, { today: localToday() });
    return queries[0] ?? null;
  }, [resource, applied]);

  return { rule, setRule, applied, query };
}
