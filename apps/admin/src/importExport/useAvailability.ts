import { useAtomValue } from 'jotai';
import {
  isFeatureAllowed,
  jobPanelAvailability,
  type JobPanelAvailability,
} from '@metafields/core';
import { currentStoreAtom, currentStoreQueryAtom } from '../atoms/stores.js';
import { useStoreHash } from '../layout/useStoreHash.js';

/**
 * Whether the store's plan and state let the metafield import and export panels work (core's
 * `jobPanelAvailability` over the current store), where 'Explore plans' leads, and whether the
 * store could be read at all.
 */
export function useImportExportAvailability(): {
  availability: JobPanelAvailability;
  /** The gated endpoints answer: the plan has the feature (an inactive store still reads). */
  canRead: boolean;
  storeLoadFailed: boolean;
  isStoreLoading: boolean;
  explorePlansHref: string;
} {
  const store = useAtomValue(currentStoreAtom);
  const query = useAtomValue(currentStoreQueryAtom);
  const storeHash = useStoreHash();
  const availability = jobPanelAvailability('metafields', store);
  return {
    availability,
    canRead: store !== undefined && isFeatureAllowed('import-export', store),
    storeLoadFailed: query.isError,
    isStoreLoading: query.isPending,
    explorePlansHref: `/stores/${storeHash}/billing`,
  };
}
