import { atom } from 'jotai';
import { atomWithMutation, atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { ApiError, type ApiClient } from '@metafields/api-client';
import {
  customResourceOfType,
  isBuiltInContentTypeSlug,
  type CustomObject,
  type CustomObjectInput,
} from '@metafields/core';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

export const customResourcesKey = (storeHash: string) =>
  ['stores', storeHash, 'custom-objects'] as const;

/** Every read of one custom resource (itself, its fields and values) is keyed under this. */
export const customResourceKey = (storeHash: string, id: number) =>
  [...customResourcesKey(storeHash), id] as const;

/**
 * The store's custom resources. A store whose plan lacks custom objects has none: the server
 * refuses the list with `plan_required`, which reads as an empty one.
 */
const customResourcesQuery = (api: ApiClient, storeHash: string) => ({
  queryKey: customResourcesKey(storeHash),
  queryFn: async (): Promise<CustomObject[]> => {
    try {
      return await api.customResources.list(storeHash);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'plan_required') return [];
      throw error;
    }
  },
});

/** The store's custom resources with their ids: the content types that make a reference. */
export const customResourcesAtom = atomWithQuery((get) => ({
  ...customResourcesQuery(get(apiClientAtom), get(storeHashAtom)),
  enabled: get(storeHashAtom) !== '',
}));

/**
 * Which custom resource a reference points at: the field's `custom_object_id` when it has one,
 * else the resource whose slug is its content type (the list is read once, then cached).
 * Undefined for built-in content types and slugs no resource carries.
 */
export const customResourceIdOfAtom = atom((get) => {
  const api = get(apiClientAtom);
  const storeHash = get(storeHashAtom);
  const queryClient = get(queryClientAtom);
  return async (source: {
    contentType: string;
    customObjectId?: number | undefined;
  }): Promise<number | undefined> => {
    if (isBuiltInContentTypeSlug(source.contentType)) return undefined;
    // Templates saved before the app read the resources carry 0 for the id: not a resource.
    if (source.customObjectId !== undefined && source.customObjectId > 0) {
      return source.customObjectId;
    }
    const resources = await queryClient.ensureQueryData(customResourcesQuery(api, storeHash));
    return customResourceOfType(source.contentType, resources)?.id;
  };
});

/**
 * Creates a custom resource from the create modal's `{ name }` (the server derives the key);
 * the resources list reads again, so the new one is in it when the person comes back.
 */
export const createCustomResourceAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: (input: CustomObjectInput): Promise<CustomObject> =>
      get(apiClientAtom).customResources.create(storeHash, input),
    onSuccess: (_data, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: customResourcesKey(storeHash) }),
  };
});

/**
 * Deletes a custom resource with its fields; the resources list reads again either way. The
 * deleted resource's own reads are dropped, not read again: they could only answer 404 now,
 * under the settings page that is about to leave.
 */
export const deleteCustomResourceAtom = atomWithMutation((get) => {
  const storeHash = get(storeHashAtom);
  return {
    mutationFn: (id: number) => get(apiClientAtom).customResources.remove(storeHash, id),
    onSuccess: (_data, id, _context, { client }) =>
      client.removeQueries({ queryKey: customResourceKey(storeHash, id) }),
    onSettled: (_data, _error, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: customResourcesKey(storeHash), exact: true }),
  };
});
