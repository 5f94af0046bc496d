import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import type { FieldListQuery, ValueInput, ValueListQuery } from '@metafields/api-client';
import type {
  CustomObjectField,
  CustomObjectFieldInput,
  CustomObjectInput,
} from '@metafields/core';
import { atomsByParams } from '../lists/atomsByParams.js';
import { apiClientAtom } from './api.js';
import { customResourceKey, customResourcesKey } from './customResources.js';
import { storeHashAtom } from './stores.js';

/** One custom resource with all its fields: the pages' titles, the value form's inputs. */
export const customResourceAtom = atomsByParams((id: number) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: customResourceKey(storeHash, id),
      queryFn: () => get(apiClientAtom).customResources.get(storeHash, id),
      enabled: storeHash !== '',
      retry: false,
    };
  }),
);

/** A page of a resource's fields table, one atom per view. */
export const fieldPageAtom = atomsByParams(
  ({ objectId, ...query }: FieldListQuery & { objectId: number }) =>
    atomWithQuery((get) => {
      const storeHash = get(storeHashAtom);
      return {
        queryKey: [...customResourceKey(storeHash, objectId), 'fields', query],
        queryFn: () => get(apiClientAtom).customResources.fields.list(storeHash, objectId, query),
        enabled: storeHash !== '',
        // Paging and searching keep the current rows on screen until the next page arrives.
        placeholderData: keepPreviousData,
      };
    }),
);

/** A page of a resource's values list, one atom per view. */
export const valuePageAtom = atomsByParams(
  ({ objectId, ...query }: ValueListQuery & { objectId: number }) =>
    atomWithQuery((get) => {
      const storeHash = get(storeHashAtom);
      return {
        queryKey: [...customResourceKey(storeHash, objectId), 'values', query],
        queryFn: () => get(apiClientAtom).customResources.values.list(storeHash, objectId, query),
        enabled: storeHash !== '',
        placeholderData: keepPreviousData,
      };
    }),
);

/** One field of the field form's route. */
export const fieldAtom = atomsByParams(({ objectId, id }: { objectId: number; id: number }) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: [...customResourceKey(storeHash, objectId), 'field', id],
      queryFn: () => get(apiClientAtom).customResources.fields.get(storeHash, objectId, id),
      enabled: storeHash !== '',
      retry: false,
    };
  }),
);

/** One value of the value form's route. */
export const valueAtom = atomsByParams(({ objectId, id }: { objectId: number; id: number }) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: [...customResourceKey(storeHash, objectId), 'value', id],
      queryFn: () => get(apiClientAtom).customResources.values.get(storeHash, objectId, id),
      enabled: storeHash !== '',
      retry: false,
    };
  }),
);

/**
 * The writes of one custom resource's pages (creating and deleting resources are the resources
 * list's, in `customResources.ts`). Each one, done or failed, refreshes what the store's
 * resources show, the resources list's field counts too.
 */
export const customResourceWritesAtom = atom((get) => {
  const storeHash = get(storeHashAtom);
  const queryClient = get(queryClientAtom);
  const { customResources } = get(apiClientAtom);
  const { fields, values } = customResources;
  const refreshing =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        await queryClient.invalidateQueries({ queryKey: customResourcesKey(storeHash) });
      }
    };

  return {
    updateResource: refreshing((id: number, input: CustomObjectInput) =>
      customResources.update(storeHash, id, input),
    ),
    saveField: refreshing((objectId: number, input: CustomObjectFieldInput) =>
      fields.save(storeHash, objectId, input),
    ),
    reorderField: refreshing((objectId: number, field: CustomObjectField, sortOrder: number) =>
      fields.reorder(storeHash, objectId, field, sortOrder),
    ),
    deleteField: refreshing((objectId: number, id: number) =>
      fields.remove(storeHash, objectId, id),
    ),
    saveValue: refreshing((objectId: number, input: ValueInput, id?: number) =>
      values.save(storeHash, objectId, input, id),
    ),
    deleteValue: refreshing((objectId: number, id: number) =>
      values.remove(storeHash, objectId, id),
    ),
    deleteValues: refreshing((objectId: number, ids: readonly number[]) =>
      values.removeMany(storeHash, objectId, ids),
    ),
  };
});
