import type { Job, JobHistoryKind } from '@metafields/core';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  JobHistoryPoller,
  type JobHistorySnapshot,
  type JobHistoryTimingOverride,
  type PolledJob,
} from './JobHistoryPoller.js';

export interface UseJobHistoryOptions<J extends PolledJob> {
  /** Reads the history; reject with core's `ActionOutcome` (a numeric `status`) on failure. */
  load: () => Promise<readonly J[]>;
  /** Which history: core's poll and retry intervals for it. */
  kind: JobHistoryKind;
  /** A read answered 401: log out. Nothing more is read. */
  onUnauthorized: () => void;
  /**
   * A job ended while the history was watched (see `JobHistoryPollerOptions.onJobEnded`):
   * refresh what it changed.
   */
  onJobEnded?: ((job: J) => void) | undefined;
  /** Replaces core's intervals (stories, previews). */
  timing?: JobHistoryTimingOverride | undefined;
  /** While false nothing is read (a hidden tab). @default true */
  enabled?: boolean;
}

export interface UseJobHistoryResult<J extends PolledJob> extends JobHistorySnapshot<J> {
  /** Call after a start (upload, export) succeeded: polls until its job shows up and ends. */
  notifyStarted: () => void;
  /** Reads now (after a cancel, or the error state's retry). */
  refresh: () => void;
}

/**
 * A job history kept fresh by core's schedule (`JobHistoryPoller`): read on mount, polled while
 * a job runs or a start was just submitted, retried on failure, stopped on unmount. The options
 * may change between renders without restarting the schedule; new intervals apply from the
 * next read scheduled.
 */
export function useJobHistory<J extends PolledJob = Job>({
  load,
  kind,
  onUnauthorized,
  onJobEnded,
  timing,
  enabled = true,
}: UseJobHistoryOptions<J>): UseJobHistoryResult<J> {
  const [poller] = useState(
    () => new JobHistoryPoller<J>({ load, kind, onUnauthorized, onJobEnded, timing }),
  );

  const pollMs = timing?.pollIntervalMs;
  const retryMs = timing?.retryDelayMs;
  useEffect(() => {
    poller.configure({
      load,
      kind,
      onUnauthorized,
      onJobEnded,
      timing:
        pollMs === undefined || retryMs === undefined
          ? undefined
          : { pollIntervalMs: pollMs, retryDelayMs: retryMs },
    });
  }, [poller, load, kind, onUnauthorized, onJobEnded, pollMs, retryMs]);

  useEffect(() => {
    if (!enabled) return undefined;
    poller.start();
    return () => poller.stop();
  }, [poller, enabled]);

  const snapshot = useSyncExternalStore(poller.subscribe, poller.getSnapshot, poller.getSnapshot);
  return useMemo(
    () => ({
      ...snapshot,
      notifyStarted: () => poller.notifyStarted(),
      refresh: () => poller.refresh(),
    }),
    [snapshot, poller],
  );
}
