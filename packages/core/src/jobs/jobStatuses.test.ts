import { describe, expect, it } from 'vitest';
import {
  finalJobStatuses,
  inProgressJobStatuses,
  isJobFinal,
  isJobProcessing,
  isJobRunning,
  jobStatuses,
  processingJobStatuses,
} from './jobStatuses.js';

describe('job status groups (spec section 4)', () => {
  it("'in progress' covers generating_csv, processing and in_progress", () => {
    expect([...inProgressJobStatuses].sort()).toEqual([
      'generating_csv',
      'in_progress',
      'processing',
    ]);
    expect(jobStatuses.filter(isJobRunning).sort()).toEqual([
      'generating_csv',
      'in_progress',
      'processing',
    ]);
  });

  it("'processing' covers in_progress and processing", () => {
    expect([...processingJobStatuses].sort()).toEqual(['in_progress', 'processing']);
    expect(jobStatuses.filter(isJobProcessing).sort()).toEqual(['in_progress', 'processing']);
  });

  it('final statuses are completed, failed and cancelled', () => {
    expect([...finalJobStatuses].sort()).toEqual(['cancelled', 'completed', 'failed']);
    expect(jobStatuses.filter(isJobFinal).sort()).toEqual(['cancelled', 'completed', 'failed']);
  });

  it('pending is neither running nor final', () => {
    expect(isJobRunning('pending')).toBe(false);
    expect(isJobFinal('pending')).toBe(false);
  });
});
