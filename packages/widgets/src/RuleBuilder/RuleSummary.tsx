import {
  formatRuleSummary,
  summarizeRule,
  type FilterResource,
  type FilterRule,
} from '@metafields/core';
import { useLocale } from '@metafields/design-system';
import { useEffect, useMemo, useState } from 'react';
import type { SelectorOption } from '../MultiselectSelector/index.js';
import { SummaryText } from './RuleBuilder.styles.js';
import type { RuleBuilderLoaders } from './types.js';
import { useFilterText } from './useFilterText.js';

/** Names of chosen ids, by field: `{ status_id: { '2': 'Shipped' } }`. */
export type RuleSummaryNames = Partial<Record<string, Readonly<Record<string, string>>>>;

export interface RuleSummaryProps {
  /** The record type the rule filters; it decides the fields' names. */
  resource: FilterResource;
  /** The rule to put in words; one that filters nothing reads 'No filter'. */
  rule: FilterRule | null;
  /** Names the host already has, by field and id. */
  names?: RuleSummaryNames | undefined;
  /** The builder's store options (order statuses, channels), also used as names. */
  selectOptions?: Partial<Record<string, readonly SelectorOption[]>> | undefined;
  /** Looks up names of picked brands, customer groups and categories the host did not name. */
  loaders?:
    | Pick<RuleBuilderLoaders, 'lookUpBrands' | 'lookUpCustomerGroups' | 'lookUpCategories'>
    | undefined;
  className?: string | undefined;
}

const lookUpFields = {
  brand_id: 'lookUpBrands',
  customer_group_id: 'lookUpCustomerGroups',
  categories: 'lookUpCategories',
  category_id: 'lookUpCategories',
} as const;

type LookUpField = keyof typeof lookUpFields;

function isLookUpField(field: string): field is LookUpField {
  return Object.hasOwn(lookUpFields, field);
}

/**
 * A rule in plain words ('Grand total is more than 100 and Status is Shipped'; groups joined by
 * 'or'), for the export panel and the job history. Ids read as their names once known, as the
 * ids themselves until then; a rule that filters nothing reads 'No filter'.
 */
export function RuleSummary({
  resource,
  rule,
  names,
  selectOptions,
  loaders,
  className,
}: RuleSummaryProps) {
  const format = useFilterText();
  const { locale } = useLocale();
  const [loaded, setLoaded] = useState<RuleSummaryNames>({});
  const summary = useMemo(() => summarizeRule(resource, rule), [resource, rule]);

  // Ids of picker fields that neither `names` nor an earlier look-up has named.
  const wanted = useMemo(() => {
    const byField = new Map<LookUpField, Set<string>>();
    for (const group of summary)
      for (const condition of group) {
        const { value } = condition;
        if (value.kind !== 'options' || !isLookUpField(value.field)) continue;
        for (const { id } of value.options) {
          if (names?.[value.field]?.[id] !== undefined) continue;
          const ids = byField.get(value.field) ?? new Set<string>();
          ids.add(id);
          byField.set(value.field, ids);
        }
      }
    return JSON.stringify([...byField].map(([field, ids]) => [field, [...ids].sort()]));
  }, [summary, names]);

  useEffect(() => {
    let cancelled = false;
    const requests = (JSON.parse(wanted) as [LookUpField, string[]][]).flatMap(([field, ids]) => {
      const lookUp = loaders?.[lookUpFields[field]];
      return lookUp === undefined
        ? []
        : [
            lookUp(ids).then(
              (options) => ({ field, options }),
              () => ({ field, options: [] }),
            ),
          ];
    });
    if (requests.length === 0) return;
    void Promise.all(requests).then((results) => {
      if (cancelled) return;
      setLoaded((before) => {
        const after: Record<string, Record<string, string>> = { ...before } as Record<
          string,
          Record<string, string>
        >;
        for (const { field, options } of results)
          after[field] = {
            ...after[field],
            ...Object.fromEntries(options.map((option) => [option.id, option.name])),
          };
        return after;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, loaders]);

  const text = formatRuleSummary(summary, {
    format,
    locale,
    optionName: (field, id) =>
      names?.[field]?.[id] ??
      selectOptions?.[field]?.find((option) => option.id === id)?.name ??
      loaded[field]?.[id],
  });
  return <SummaryText className={className}>{text}</SummaryText>;
}
