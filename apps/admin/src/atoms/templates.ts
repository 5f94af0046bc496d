import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import {
  isFeatureAllowed,
  pageSizes,
  type ResourceType,
  type TemplateInput,
  type TemplateMetafieldOperation,
} from '@metafields/core';
import type { TemplateListParams } from '@metafields/api-client';
import { apiClientAtom } from './api.js';
import { recordKey, recordOwnerAtom } from './record.js';
import { currentStoreAtom, storeHashAtom } from './stores.js';

/** Every template query of a store's type is keyed under this, so a change refreshes them all. */
export const templatesKey = (storeHash: string, type: ResourceType) =>
  ['stores', storeHash, 'templates', type] as const;

/** The resource type of the template screens' route; set by TemplatesLayout from `:entity`. */
export const templateTypeAtom = atom<ResourceType | null>(null);

/** The template list's query (page, per_page, search_term), from the URL through the page. */
export const templateListQueryAtom = atom<
  TemplateListParams & { page: number; perPage: number; search: string }
>({
  page: 1,
  perPage: pageSizes.templates.defaultSize,
  search: '',
});

const typeAtom = atom((get) => {
  const type = get(templateTypeAtom);
  if (type === null) throw new Error('A template page rendered outside TemplatesLayout.');
  return { storeHash: get(storeHashAtom), type };
});

export const templateListAtom = atomWithQuery((get) => {
  const { storeHash, type } = get(typeAtom);
  const query = get(templateListQueryAtom);
  return {
    queryKey: [...templatesKey(storeHash, type), 'list', query],
    queryFn: () => get(apiClientAtom).templates.list(storeHash, type, query),
    // Paging and searching keep the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  };
});

/** How many templates the type has: a new one goes after them (sort_order = count + 1). */
export const templateCountAtom = atomWithQuery((get) => {
  const { storeHash, type } = get(typeAtom);
  return {
    queryKey: [...templatesKey(storeHash, type), 'count'],
    queryFn: async () =>
      (await get(apiClientAtom).templates.list(storeHash, type, { page: 1, perPage: 1 })).meta
        .total,
  };
});

/** The template of the edit form's route; null for a new one. */
export const templateIdAtom = atom<number | null>(null);

export const templateAtom = atomWithQuery((get) => {
  const { storeHash, type } = get(typeAtom);
  const id = get(templateIdAtom);
  return {
    queryKey: [...templatesKey(storeHash, type), 'one', id],
    queryFn: () => get(apiClientAtom).templates.get(storeHash, type, id ?? 0),
    enabled: id !== null,
    retry: false,
  };
});

/** A template change also changes every record's shared-metafields form of the type. */
const invalidateType = (
  client: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> },
  storeHash: string,
  type: ResourceType,
) =>
  Promise.all([
    client.invalidateQueries({ queryKey: templatesKey(storeHash, type) }),
    client.invalidateQueries({ queryKey: ['stores', storeHash, 'records', type] }),
  ]);

export type TemplateWrite =
  | { method: 'POST'; body: TemplateInput }
  | { method: 'PUT'; id: number; body: Partial<TemplateInput> }
  | { method: 'DELETE'; id: number };

/** Creates, updates (reorders too) or deletes a template of the route's type. */
export const writeTemplateAtom = atomWithMutation((get) => {
  const { storeHash, type } = get(typeAtom);
  const calls = get(apiClientAtom).templates;
  return {
    mutationFn: (write: TemplateWrite) => {
      switch (write.method) {
        case 'POST':
          return calls.create(storeHash, type, write.body);
        case 'PUT':
          return calls.update(storeHash, type, write.id, write.body);
        case 'DELETE':
          return calls.delete(storeHash, type, write.id);
      }
    },
    onSettled: (_data, _error, _write, _context, { client }) =>
      invalidateType(client, storeHash, type),
  };
});

/** Template export and import of the route's type, as the entity the route names. */
export const exportTemplatesAtom = atomWithMutation((get) => ({
  mutationFn: ({ entity, format }: { entity: string; format: 'csv' | 'xlsx' }) =>
    get(apiClientAtom).templates.exportFile(get(storeHashAtom), entity, format),
}));

export const importTemplatesAtom = atomWithMutation((get) => {
  const { storeHash, type } = get(typeAtom);
  return {
    mutationFn: ({ entity, file }: { entity: string; file: File }) =>
      get(apiClientAtom).templates.importFile(storeHash, entity, file),
    onSettled: (_data, _error, _input, _context, { client }) =>
      invalidateType(client, storeHash, type),
  };
});

const recordAtom = atom((get) => {
  const owner = get(recordOwnerAtom);
  if (owner === null) throw new Error('A record page rendered outside RecordLayout.');
  return { storeHash: get(storeHashAtom), owner };
});

/** The current record's shared-metafields form: its type's templates with its values. */
export const recordTemplateFieldsAtom = atomWithQuery((get) => {
  const { storeHash, owner } = get(recordAtom);
  const store = get(currentStoreAtom);
  return {
    queryKey: [...recordKey(storeHash, owner), 'template-fields'],
    queryFn: () => get(apiClientAtom).templates.recordFields(storeHash, owner),
    // Without the plan the server refuses the read: not worth asking.
    enabled: store !== undefined && isFeatureAllowed('shared-metafields', store),
  };
});

/** A request of a shared-metafields save that failed, with what it failed with. */
export interface TemplateMetafieldFailure {
  operation: TemplateMetafieldOperation;
  error: unknown;
}

/**
 * Saves the record's changed shared metafields, one request each in field order (a failure
 * does not stop the others), then refreshes the record's form and metafields. Answers the failed
 * requests.
 */
export const saveRecordTemplateMetafieldsAtom = atomWithMutation<
  TemplateMetafieldFailure[],
  TemplateMetafieldOperation[]
>((get) => {
  const { storeHash, owner } = get(recordAtom);
  const calls = get(apiClientAtom).templates;
  return {
    mutationFn: async (operations) => {
      const failed: TemplateMetafieldFailure[] = [];
      for (const operation of operations) {
        try {
          await calls.writeRecordMetafield(storeHash, owner, operation);
        } catch (error) {
          failed.push({ operation, error });
        }
      }
      return failed;
    },
    onSettled: (_data, _error, _operations, _context, { client }) =>
      client.invalidateQueries({ queryKey: recordKey(storeHash, owner) }),
  };
});
