import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { JobDirection } from '@metafields/api-client';
import { logoutSignal, type ResourceTypePlural } from '@metafields/core';
import { useJobHistory } from '@metafields/widgets';
import { apiClientAtom } from '../atoms/api.js';
import { useNotify } from '../notices/useNotify.js';
import { useStoreHash } from '../layout/useStoreHash.js';

/**
 * A resource's import or export history, kept fresh on core's schedule (spec sections 4 and 9):
 * polled every second for imports and every 5 s for exports while a job runs or a start was just
 * submitted, retried on failure (20 s / 10 s, at most 10 times), and a 401 logs out. The poller
 * owns its own schedule, which a query's refetch interval could not express (the wait for a
 * just-submitted job), so the history is read through the api-client rather than a query atom.
 */
export function useMetafieldJobHistory(
  direction: JobDirection,
  resource: ResourceTypePlural,
  enabled: boolean,
) {
  const client = useAtomValue(apiClientAtom);
  const storeHash = useStoreHash();
  const notify = useNotify();
  const load = useCallback(
    () => client.jobs.history(storeHash, direction, resource),
    [client, storeHash, direction, resource],
  );
  const onUnauthorized = useCallback(() => notify(logoutSignal), [notify]);
  return useJobHistory({
    load,
    kind: direction === 'import' ? 'metafieldImport' : 'metafieldExport',
    onUnauthorized,
    enabled,
  });
}

export type MetafieldJobHistory = ReturnType<typeof useMetafieldJobHistory>;
