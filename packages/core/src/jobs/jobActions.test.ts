import { describe, expect, it } from 'vitest';
import { canCancel, canDownload, jobProgress } from './jobActions.js';
import { jobStatuses } from './jobStatuses.js';

describe('canCancel (spec section 4)', () => {
  it('is offered only for in_progress or processing', () => {
    expect(jobStatuses.filter((status) => canCancel({ status })).sort()).toEqual([
      'in_progress',
      'processing',
    ]);
  });
});

describe('canDownload', () => {
  it('is offered only for completed or cancelled', () => {
    expect(jobStatuses.filter((status) => canDownload({ status })).sort()).toEqual([
      'cancelled',
      'completed',
    ]);
  });
});

describe('jobProgress', () => {
  it('is indeterminate while running', () => {
    for (const status of ['generating_csv', 'processing', 'in_progress'] as const) {
      expect(jobProgress({ status, progress_percent: 40 })).toBe('indeterminate');
    }
  });

  it('is 100 when final, whatever the job says', () => {
    for (const status of ['completed', 'failed', 'cancelled'] as const) {
      expect(jobProgress({ status, progress_percent: 37 })).toBe(100);
    }
  });

  it("otherwise is the job's progress_percent", () => {
    expect(jobProgress({ status: 'pending', progress_percent: 12 })).toBe(12);
  });
});
