import { useAtomValue } from 'jotai';
import {
  jobPanelAvailability,
  jobPanelPlanAllows,
  type JobPanelAvailability,
  type JobPanelScope,
} from '@metafields/core';
import { currentStoreAtom, currentStoreQueryAtom } from '../atoms/stores.js';
import { useStoreHash } from '../layout/useStoreHash.js';

/**
 * Whether the store's plan and state let the import and export panels of a scope work (core's
 * `jobPanelAvailability` over the current store: premium for metafields, enterprise for custom
 * resource values), where 'Explore plans' leads, and whether the store could be read at all.
 */
export function useImportExportAvailability(scope: JobPanelScope): {
  availability: JobPanelAvailability;
  /** The gated endpoints answer: the plan has the scope's features (an inactive store still reads). */
  canRead: boolean;
  storeLoadFailed: boolean;
  isStoreLoading: boolean;
  explorePlansHref: string;
} {
  const store = useAtomValue(currentStoreAtom);
  const query = useAtomValue(currentStoreQueryAtom);
  const storeHash = useStoreHash();
  return {
    availability: jobPanelAvailability(scope, store),
    canRead: store !== undefined && jobPanelPlanAllows(scope, store),
    storeLoadFailed: query.isError,
    isStoreLoading: query.isPending,
    explorePlansHref: `/stores/${storeHash}/billing`,
  };
}
