import { metafieldDeleteNotice } from '../catalogue/metafieldNotices.js';
import { isLogoutSignal, type ActionOutcome, type NoticeText } from '../catalogue/notices.js';

/**
 * Bulk delete of metafields (metafields.md, section 4): "proceeds item by item with a progress
 * percent, then clears the selection". The spec does not say what a failing item does to the
 * rest. Here a failure is recorded with its message (a 403 names the metafield, section 8) and
 * the next item follows, since each delete stands alone; only a 401 stops the run, because the
 * session is gone and every later call would fail the same way.
 */

export interface BulkDeleteItem {
  namespace: string;
  key: string;
}

export interface BulkDeleteFailure<T extends BulkDeleteItem> {
  item: T;
  outcome: ActionOutcome;
  /** What to show for this item: the 403 text naming it, else the server's, else a default. */
  message: NoticeText;
}

export interface BulkDeleteProgress<T extends BulkDeleteItem> {
  total: number;
  /** Items tried so far, deleted or not. */
  done: number;
  deleted: readonly T[];
  failures: readonly BulkDeleteFailure<T>[];
  /** Whole percent of the items tried, 0 to 100. */
  percent: number;
  /**
   * `running` until every item was tried (`finished`), or a 401 ended the run (`loggedOut`:
   * the items after it were not tried).
   */
  status: 'running' | 'finished' | 'loggedOut';
}

/** Whole percent of `done` out of `total`; an empty run is complete. */
export function bulkDeletePercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((Math.min(done, total) * 100) / total);
}

/**
 * The outcome of a failed call, from what its promise rejected with: an `ActionOutcome`-like
 * `{ status, body }` as the app's API client throws it, else status 0 (no answer came).
 */
export function actionOutcomeOf(reason: unknown): ActionOutcome {
  if (typeof reason === 'object' && reason !== null && 'status' in reason) {
    const { status, body } = reason as { status: unknown; body?: unknown };
    if (typeof status === 'number') return body === undefined ? { status } : { status, body };
  }
  return { status: 0 };
}

export function startBulkDelete<T extends BulkDeleteItem>(
  items: readonly T[],
): BulkDeleteProgress<T> {
  return {
    total: items.length,
    done: 0,
    deleted: [],
    failures: [],
    percent: bulkDeletePercent(0, items.length),
    status: items.length === 0 ? 'finished' : 'running',
  };
}

/**
 * The progress after one more item was tried: `outcome` is a 2xx for a deleted item, else the
 * failure. Pure, so the widget and its tests step through the same states.
 */
export function bulkDeleteStep<T extends BulkDeleteItem>(
  progress: BulkDeleteProgress<T>,
  item: T,
  outcome: ActionOutcome,
): BulkDeleteProgress<T> {
  if (progress.status !== 'running') return progress;
  const done = progress.done + 1;
  const notice = metafieldDeleteNotice(outcome, item);
  const base = { ...progress, done, percent: bulkDeletePercent(done, progress.total) };
  if (isLogoutSignal(notice)) return { ...base, status: 'loggedOut' };
  const status = done >= progress.total ? 'finished' : 'running';
  if (notice === undefined) return { ...base, deleted: [...progress.deleted, item], status };
  return {
    ...base,
    failures: [...progress.failures, { item, outcome, message: notice.message }],
    status,
  };
}

/**
 * Deletes `items` one after another through `deleteOne` (a promise per item, rejecting with
 * the call's outcome), reporting the progress after each, and resolves with the final progress.
 */
export async function runBulkDelete<T extends BulkDeleteItem>(
  items: readonly T[],
  deleteOne: (item: T) => Promise<unknown>,
  onProgress: (progress: BulkDeleteProgress<T>) => void = () => undefined,
): Promise<BulkDeleteProgress<T>> {
  let progress = startBulkDelete(items);
  onProgress(progress);
  for (const item of items) {
    if (progress.status !== 'running') break;
    let outcome: ActionOutcome;
    try {
      await deleteOne(item);
      outcome = { status: 200 };
    } catch (reason) {
      outcome = actionOutcomeOf(reason);
    }
    progress = bulkDeleteStep(progress, item, outcome);
    onProgress(progress);
  }
  return progress;
}
