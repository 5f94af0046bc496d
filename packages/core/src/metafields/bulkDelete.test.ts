import { describe, expect, it, vi } from 'vitest';
import {
  actionOutcomeOf,
  bulkDeletePercent,
  bulkDeleteStep,
  runBulkDelete,
  startBulkDelete,
  type BulkDeleteProgress,
} from './bulkDelete.js';

const first = { id: 1, namespace: 'specs', key: 'warranty' };
const second = { id: 2, namespace: 'shipping', key: 'weight' };
const third = { id: 3, namespace: 'seo', key: 'keywords' };
const items = [first, second, third];

describe('bulkDeletePercent', () => {
  it('is the whole percent of the items tried', () => {
    expect([0, 1, 2, 3].map((done) => bulkDeletePercent(done, 3))).toEqual([0, 33, 66, 100]);
    expect(bulkDeletePercent(0, 0)).toBe(100);
  });
});

describe('actionOutcomeOf', () => {
  it('reads the status and body of a failed call', () => {
    expect(actionOutcomeOf({ status: 403, body: { title: 'Forbidden' } })).toEqual({
      status: 403,
      body: { title: 'Forbidden' },
    });
    expect(actionOutcomeOf({ status: 500 })).toEqual({ status: 500 });
  });

  it('is status 0 for anything else', () => {
    expect(actionOutcomeOf(new TypeError('Failed to fetch'))).toEqual({ status: 0 });
    expect(actionOutcomeOf({ status: '403' })).toEqual({ status: 0 });
    expect(actionOutcomeOf(undefined)).toEqual({ status: 0 });
  });
});

describe('bulkDeleteStep', () => {
  it('steps item by item to finished', () => {
    let progress = startBulkDelete(items);
    expect(progress).toEqual({
      total: 3,
      done: 0,
      deleted: [],
      failures: [],
      percent: 0,
      status: 'running',
    });
    progress = bulkDeleteStep(progress, first, { status: 204 });
    expect(progress).toMatchObject({ done: 1, percent: 33, deleted: [first], status: 'running' });
    progress = bulkDeleteStep(progress, second, { status: 200 });
    progress = bulkDeleteStep(progress, third, { status: 204 });
    expect(progress).toMatchObject({ done: 3, percent: 100, status: 'finished' });
    expect(progress.deleted).toEqual(items);
  });

  it("records a 403 with the spec's message naming the item, and goes on", () => {
    let progress = bulkDeleteStep(startBulkDelete(items), first, { status: 403 });
    expect(progress.failures).toEqual([
      {
        item: first,
        outcome: { status: 403 },
        message: {
          key: 'metafieldTable.delete.forbidden',
          defaultMessage: "You do not have permission to delete metafield ''{namespace}: {key}''",
          values: { namespace: 'specs', key: 'warranty' },
        },
      },
    ]);
    expect(progress.status).toBe('running');
    progress = bulkDeleteStep(progress, second, { status: 204 });
    expect(progress.deleted).toEqual([second]);
  });

  it("records other failures with the server's text, else 'An error occurred.'", () => {
    const progress = bulkDeleteStep(
      bulkDeleteStep(startBulkDelete(items), first, { status: 500, body: { error: 'Boom.' } }),
      second,
      { status: 0 },
    );
    expect(progress.failures.map((failure) => failure.message)).toEqual([
      'Boom.',
      { key: 'common.error.occurred', defaultMessage: 'An error occurred.' },
    ]);
  });

  it('stops at a 401: the session is gone', () => {
    const progress = bulkDeleteStep(startBulkDelete(items), first, { status: 401 });
    expect(progress).toMatchObject({ done: 1, status: 'loggedOut', deleted: [], failures: [] });
    expect(bulkDeleteStep(progress, second, { status: 204 })).toBe(progress);
  });

  it('starts an empty run finished', () => {
    expect(startBulkDelete([])).toMatchObject({ percent: 100, status: 'finished' });
  });
});

describe('runBulkDelete', () => {
  it('deletes one after another, in order, reporting the percent after each', async () => {
    const calls: string[] = [];
    const deleteOne = vi.fn(async (item: (typeof items)[number]) => {
      calls.push(`start ${item.id}`);
      await Promise.resolve();
      calls.push(`end ${item.id}`);
    });
    const percents: number[] = [];
    const result = await runBulkDelete(items, deleteOne, (progress) =>
      percents.push(progress.percent),
    );
    expect(calls).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(deleteOne.mock.calls).toEqual([[first], [second], [third]]);
    expect(percents).toEqual([0, 33, 66, 100]);
    expect(result).toMatchObject({ status: 'finished', deleted: items, failures: [] });
  });

  it('goes on after a failing item and reports it', async () => {
    const result = await runBulkDelete(items, (item) =>
      item === second ? Promise.reject({ status: 403 }) : Promise.resolve(),
    );
    expect(result.deleted).toEqual([first, third]);
    expect(result.failures.map((failure) => failure.item)).toEqual([second]);
    expect(result.status).toBe('finished');
  });

  it('tries nothing after a 401', async () => {
    const deleteOne = vi.fn(() => Promise.reject({ status: 401 }));
    const progress: BulkDeleteProgress<(typeof items)[number]>[] = [];
    const result = await runBulkDelete(items, deleteOne, (step) => progress.push(step));
    expect(deleteOne).toHaveBeenCalledTimes(1);
    expect(result.status).toBe('loggedOut');
    expect(progress.map((step) => step.status)).toEqual(['running', 'loggedOut']);
  });
});
