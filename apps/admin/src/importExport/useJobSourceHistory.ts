import { useCallback } from 'react';
import type { JobDirection } from '@metafields/api-client';
import { logoutSignal, type Job } from '@metafields/core';
import { useJobHistory } from '@metafields/widgets';
import { useNotify } from '../notices/useNotify.js';
import type { JobSource } from './jobSource.js';

/**
 * One history of a job source, kept fresh on core's schedule for its kind (spec sections 4 and
 * 9): polled every second for imports and every 5 s for exports while a job runs or a start was
 * just submitted, retried on failure (20 s, at most 10 times), and a 401 logs out. The poller
 * owns its own schedule, which a query's refetch interval could not express (the wait for a
 * just-submitted job), so the history is read through the source rather than a query atom.
 * `onJobEnded` hears of each job that ends while the history is watched.
 */
export function useJobSourceHistory(
  source: JobSource,
  direction: JobDirection,
  enabled: boolean,
  onJobEnded?: (job: Job) => void,
) {
  const notify = useNotify();
  const { load: loadSource, kinds } = source;
  const load = useCallback(() => loadSource(direction), [loadSource, direction]);
  const onUnauthorized = useCallback(() => notify(logoutSignal), [notify]);
  return useJobHistory({ load, kind: kinds[direction], onUnauthorized, onJobEnded, enabled });
}

export type SourceJobHistory = ReturnType<typeof useJobSourceHistory>;
