import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import type { JobUpload, RecordExportOf, RecordExportRequest } from '@metafields/api-client';
import {
  isConditionActive,
  jobPanelAvailability,
  type ExportRequest,
  type FilterRule,
  type ResourceTypePlural,
} from '@metafields/core';
import { apiClientAtom } from './api.js';
import { exportRulesAtom } from './exportRules.js';
import { jobResourceAtom } from './jobResource.js';
import { recordOwnerAtom } from './record.js';
import { currentStoreAtom, storeHashAtom } from './stores.js';

/** The store and resource every atom below needs. */
const jobScopeAtom = atom((get) => {
  const resource = get(jobResourceAtom);
  if (resource === null) throw new Error('Import/Export tabs rendered outside ResourceListLayout.');
  return { storeHash: get(storeHashAtom), resource };
});

/** Every query about a resource's metafield jobs is keyed under this. */
const jobsKey = (storeHash: string, resource: ResourceTypePlural) =>
  ['stores', storeHash, 'metafields', 'jobs', resource] as const;

/**
 * Whether the resource has shared templates: the panels show their Type select only then. A
 * store without the shared-metafields plan answers 403; it has none to choose, so that is 0.
 */
export const templateCountAtom = atomWithQuery((get) => {
  const { storeHash, resource } = get(jobScopeAtom);
  return {
    queryKey: ['stores', storeHash, 'templates', resource, 'count'],
    queryFn: () =>
      get(apiClientAtom)
        .jobs.templateCount(storeHash, resource)
        .catch(() => 0),
  };
});

export const exportRuleAtom = atom(
  (get) => get(exportRulesAtom)[get(jobScopeAtom).resource] ?? null,
  (get, set, rule: FilterRule | null) => {
    const { resource } = get(jobScopeAtom);
    set(exportRulesAtom, { ...get(exportRulesAtom), [resource]: rule });
  },
);

/**
 * The request body of a rule: only conditions that take part in the query (a half-filled
 * condition is still being written), and no filter at all when none does.
 */
export function exportRequestOf(
  exportType: ExportRequest['exportType'],
  rule: FilterRule | null,
): ExportRequest {
  const groups = (rule ?? [])
    .map((group) => group.filter(isConditionActive))
    .filter((group) => group.length > 0);
  return groups.length > 0 ? { exportType, filter: groups } : { exportType };
}

/** The export estimate of the current filter (spec section 7: `data.count`). */
export const exportEstimateAtom = atomWithQuery((get) => {
  const { storeHash, resource } = get(jobScopeAtom);
  const request = exportRequestOf('custom', get(exportRuleAtom));
  const store = get(currentStoreAtom);
  return {
    queryKey: [...jobsKey(storeHash, resource), 'estimate', request.filter ?? null],
    queryFn: () => get(apiClientAtom).jobs.estimateExport(storeHash, resource, request),
    // A store whose plan or state locks the panel would be refused: nothing to count.
    enabled: jobPanelAvailability('metafields', store).status === 'allowed' && store !== undefined,
    // The previous count stays while the next filter is counted.
    placeholderData: keepPreviousData,
    retry: false,
  };
});

export const startExportAtom = atomWithMutation((get) => {
  const { storeHash, resource } = get(jobScopeAtom);
  return {
    mutationFn: (request: ExportRequest) =>
      get(apiClientAtom).jobs.startExport(storeHash, resource, request),
  };
});

export const startImportAtom = atomWithMutation((get) => {
  const { storeHash, resource } = get(jobScopeAtom);
  return {
    mutationFn: (upload: JobUpload) =>
      get(apiClientAtom).jobs.startImport(storeHash, resource, upload),
  };
});

/** The current record of a record page, with its store. */
const recordScopeAtom = atom((get) => {
  const owner = get(recordOwnerAtom);
  if (owner === null) throw new Error('A record tab rendered outside RecordLayout.');
  return { storeHash: get(storeHashAtom), owner };
});

/** Whether the record's type has shared templates (the import's layout choice). */
export const recordTemplateCountAtom = atomWithQuery((get) => {
  const { storeHash, owner } = get(recordScopeAtom);
  return {
    queryKey: ['stores', storeHash, 'templates', owner.type, 'count'],
    queryFn: () =>
      get(apiClientAtom)
        .jobs.templateCount(storeHash, owner.type)
        .catch(() => 0),
  };
});

/** 'Metafields of' a product's export: its own ('record') or its variants'. */
export const recordExportOfAtom = atom<RecordExportOf>('record');

/** The type a record tab's export writes rows of: the record's, or variant. */
export const recordExportTypeAtom = atom((get) => {
  const { owner } = get(recordScopeAtom);
  return owner.type === 'product' && get(recordExportOfAtom) === 'variants'
    ? 'variant'
    : owner.type;
});

/** Whether the exported type has shared templates: the export's Type select. */
export const recordExportTemplateCountAtom = atomWithQuery((get) => {
  const { storeHash } = get(recordScopeAtom);
  const type = get(recordExportTypeAtom);
  return {
    queryKey: ['stores', storeHash, 'templates', type, 'count'],
    queryFn: () =>
      get(apiClientAtom)
        .jobs.templateCount(storeHash, type)
        .catch(() => 0),
  };
});

/** A record tab's export filter, kept while the merchant moves between its tabs. */
export const recordExportRuleAtom = atom<FilterRule | null>(null);

/** Starts a record tab's export job (issue 23), of the record or a product's variants. */
export const startRecordExportAtom = atomWithMutation((get) => {
  const { storeHash, owner } = get(recordScopeAtom);
  return {
    mutationFn: (request: RecordExportRequest) =>
      get(apiClientAtom).jobs.record.startExport(storeHash, owner, request),
  };
});

/** Starts a record tab's import job; rows of other records are its row errors. */
export const startRecordImportAtom = atomWithMutation((get) => {
  const { storeHash, owner } = get(recordScopeAtom);
  return {
    mutationFn: (upload: JobUpload) =>
      get(apiClientAtom).jobs.record.startImport(storeHash, owner, upload),
  };
});

/** The plans of the billing page (GET /api/billing/plans). */
export const billingPlansAtom = atomWithQuery((get) => ({
  queryKey: ['billing', 'plans'],
  queryFn: () => get(apiClientAtom).billing.plans(),
  staleTime: 5 * 60_000,
}));

/** An option of a fixed selection of the export filter, as the rule builder takes it. */
export interface FilterSelectOption {
  id: string;
  name: string;
}

/**
 * The store's options of the export filter's fixed selections, by field (spec section 3):
 * order statuses and channels for orders, channels (the tree) for categories.
 */
export const exportSelectOptionsAtom = atomWithQuery((get) => {
  const { storeHash, resource } = get(jobScopeAtom);
  const lists = get(apiClientAtom).lists;
  return {
    queryKey: ['stores', storeHash, 'metafields', 'filterOptions', resource],
    queryFn: async (): Promise<Partial<Record<string, FilterSelectOption[]>>> => {
      const channelOptions = async () =>
        (await lists.channels(storeHash)).map((channel) => ({
          id: String(channel.id),
          name: channel.name,
        }));
      if (resource === 'orders') {
        const [statuses, channels] = await Promise.all([
          lists.orderStatuses(storeHash),
          channelOptions(),
        ]);
        return {
          status_id: statuses.map((status) => ({
            id: String(status.id),
            name: status.custom_label,
          })),
          channel_id: channels,
        };
      }
      if (resource === 'categories') return { tree_id: await channelOptions() };
      return {};
    },
    staleTime: 5 * 60_000,
  };
});
