import { describe, expect, it } from 'vitest';
import { jobSchema } from './job.js';

const running = {
  id: 31,
  type: 'custom',
  status: 'in_progress',
  started_at: '2025-03-04T10:00:00Z',
  finished_at: null,
  progress_percent: 40,
  items_processed_count: 1200,
  errors: [],
};
const pathOf = (input: unknown) =>
  jobSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

describe('jobSchema', () => {
  it('reads a running job and a finished one with its file', () => {
    expect(jobSchema.parse(running)).toEqual(running);
    const done = {
      ...running,
      status: 'completed',
      finished_at: '2025-03-04T10:02:30+00:00',
      progress_percent: 100,
      errors: ['Row 4: value is too long'],
      download_url: 'https://files.example.com/exports/31.csv',
    };
    expect(jobSchema.parse(done)).toEqual(done);
  });

  it('reads a pending job that has not started', () => {
    expect(jobSchema.parse({ ...running, status: 'pending', started_at: null }).status).toBe(
      'pending',
    );
  });

  it('names the wrong field', () => {
    expect(pathOf({ ...running, status: 'done' })).toEqual(['status']);
    expect(pathOf({ ...running, progress_percent: 101 })).toEqual(['progress_percent']);
    expect(pathOf({ ...running, errors: [404] })).toEqual(['errors.0']);
    expect(pathOf({ ...running, items_processed_count: -1 })).toEqual(['items_processed_count']);
  });
});
