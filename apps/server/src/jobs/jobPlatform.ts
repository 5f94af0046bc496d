import { HttpError } from '../http/errors.js';
import {
  PlatformBusy,
  platformJson,
  type PlatformCall,
  type PlatformStore,
} from '../platformClient/json.js';
import { JobFailure } from './jobFailure.js';

/** Attempts at a platform out of reach or failing (5xx) before the job fails. */
const UNREACHABLE_ATTEMPTS = 4;
/** Waits on 429 before the job gives up: the platform's window is seconds, not minutes. */
const BUSY_ATTEMPTS = 30;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * How long the platform asks us to wait: `X-Rate-Limit-Time-Reset-Ms` (the platform's own),
 * else `Retry-After` in seconds, else a second.
 */
export function busyWaitMs(headers: Readonly<Record<string, string>> | undefined): number {
  const resetMs = Number(headers?.['x-rate-limit-time-reset-ms']);
  if (Number.isFinite(resetMs) && resetMs > 0) return resetMs;
  const seconds = Number(headers?.['retry-after']);
  if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  return 1000;
}

export interface JobCallOptions {
  firstPauseMs?: number;
  /**
   * Told when a write is tried again after a failure that does not say whether the platform
   * applied it (a timeout, a cut connection, a 5xx): the answer to the next try may then
   * refuse what the first did, and the caller must read the platform again before reporting.
   */
  onUncertainWrite?: () => void;
}

/**
 * A platform call of a job: a 429 waits the time the platform gives and tries again; a platform
 * out of reach or failing is tried a few times with growing pauses, then fails the job with a
 * message the history shows. Stops early, without an answer, when the server is closing.
 */
export async function jobPlatformJson(
  store: PlatformStore,
  call: PlatformCall,
  signal: AbortSignal,
  { firstPauseMs = 1000, onUncertainWrite }: JobCallOptions = {},
): Promise<{ status: number; body: unknown }> {
  let busy = 0;
  let failures = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    try {
      return await platformJson(store, call);
    } catch (error) {
      if (error instanceof PlatformBusy && ++busy < BUSY_ATTEMPTS) {
        await sleep(busyWaitMs(error.headers), signal);
      } else if (
        error instanceof HttpError &&
        error.status >= 500 &&
        ++failures < UNREACHABLE_ATTEMPTS
      ) {
        // A 429 is a refusal before any work; a 5xx or no answer may come after the write.
        if (call.method !== 'GET') onUncertainWrite?.();
        await sleep(firstPauseMs * 2 ** (failures - 1), signal);
      } else if (error instanceof HttpError) {
        throw new JobFailure(error.message);
      } else {
        throw error;
      }
    }
  }
}
