import { atomWithQuery } from 'jotai-tanstack-query';
import { ApiError } from '@metafields/api-client';
import { resourceTypes, type ResourceTypePlural } from '@metafields/core';
import { apiClientAtom } from '../../atoms/api.js';
import { storeHashAtom } from '../../atoms/stores.js';

/** How many shared metafields each built-in type has; a type left out shows no count. */
export type BuiltInMetafieldCounts = Partial<Record<ResourceTypePlural, number>>;

/**
 * The '{count} metafields' of the built-in rows: each type's shared templates, one short read
 * each (`per_page=1`, whose `meta.total` counts them). A plan without shared metafields refuses
 * the read; such a store has no shared metafields to count, so its rows show no count rather
 * than a zero that reads as "none yet".
 */
export const builtInMetafieldCountsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  const api = get(apiClientAtom);
  return {
    queryKey: ['stores', storeHash, 'templates', 'resourcesList', 'counts'],
    queryFn: async (): Promise<BuiltInMetafieldCounts> => {
      const counts = await Promise.all(
        resourceTypes.map(async ({ singular, plural }) => {
          try {
            return [plural, await api.jobs.templateCount(storeHash, singular)] as const;
          } catch (error) {
            if (error instanceof ApiError && error.code === 'plan_required') return undefined;
            throw error;
          }
        }),
      );
      return Object.fromEntries(counts.filter((entry) => entry !== undefined));
    },
    enabled: storeHash !== '',
  };
});
