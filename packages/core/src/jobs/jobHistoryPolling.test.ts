import { describe, expect, it } from 'vitest';
import {
  jobHistoryPollInterval,
  jobHistoryTiming,
  shouldPollJobHistory,
  shouldRetryJobHistory,
} from './jobHistoryPolling.js';
import { historyRetry } from '../constants.js';

const finished = [
  { status: 'completed' as const },
  { status: 'failed' as const },
  { status: 'cancelled' as const },
];

describe('history polling (spec sections 4 and 9)', () => {
  it('polls while any job is running', () => {
    expect(shouldPollJobHistory([...finished, { status: 'processing' }], false)).toBe(true);
    expect(shouldPollJobHistory([{ status: 'generating_csv' }], false)).toBe(true);
  });

  it('polls while a job is pending (about to run)', () => {
    expect(shouldPollJobHistory([{ status: 'pending' }], false)).toBe(true);
  });

  it('polls after a start was just submitted, even with no job listed yet', () => {
    expect(shouldPollJobHistory([], true)).toBe(true);
    expect(shouldPollJobHistory(finished, true)).toBe(true);
  });

  it('stops when every job is final and nothing was submitted', () => {
    expect(shouldPollJobHistory(finished, false)).toBe(false);
    expect(shouldPollJobHistory([], false)).toBe(false);
  });

  it('polls imports every second and exports every 5 seconds', () => {
    const running = [{ status: 'in_progress' as const }];
    expect(jobHistoryPollInterval('metafieldImport', running, false)).toBe(1000);
    expect(jobHistoryPollInterval('valueImport', running, false)).toBe(1000);
    expect(jobHistoryPollInterval('metafieldExport', running, false)).toBe(5000);
    expect(jobHistoryPollInterval('valueExport', running, false)).toBe(5000);
    expect(jobHistoryPollInterval('valueExport', finished, false)).toBe(false);
  });

  it('retries failed reads every 20 s, 10 s for metafield export', () => {
    expect(jobHistoryTiming.metafieldImport.retryDelayMs).toBe(20000);
    expect(jobHistoryTiming.valueImport.retryDelayMs).toBe(20000);
    expect(jobHistoryTiming.valueExport.retryDelayMs).toBe(20000);
    expect(jobHistoryTiming.metafieldExport.retryDelayMs).toBe(10000);
  });

  it('retries at most 10 times, and never after a 401', () => {
    expect(historyRetry.maxAttempts).toBe(10);
    expect(shouldRetryJobHistory(0)).toBe(true);
    expect(shouldRetryJobHistory(9, 500)).toBe(true);
    expect(shouldRetryJobHistory(10, 500)).toBe(false);
    expect(shouldRetryJobHistory(0, 401)).toBe(false);
  });
});
