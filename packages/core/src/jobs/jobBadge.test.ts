import { describe, expect, it } from 'vitest';
import { jobBadge } from './jobBadge.js';
import type { JobStatus } from './jobStatuses.js';

const badge = (status: JobStatus, errors: string[] = []) => {
  const { tone, label } = jobBadge({ status, errors });
  return { tone, label: label.defaultMessage, key: label.key };
};

describe('jobBadge (spec section 4)', () => {
  it('failed is danger', () => {
    expect(badge('failed')).toEqual({ tone: 'danger', label: 'failed', key: 'jobs.status.failed' });
  });

  it('cancelled is secondary', () => {
    expect(badge('cancelled')).toMatchObject({ tone: 'secondary', label: 'cancelled' });
  });

  it('completed without errors is success', () => {
    expect(badge('completed')).toMatchObject({ tone: 'success', label: 'completed' });
  });

  it("completed with errors is a warning labelled 'with errors'", () => {
    expect(badge('completed', ['Row 2: key is required'])).toEqual({
      tone: 'warning',
      label: 'with errors',
      key: 'jobs.status.completedWithErrors',
    });
  });

  it("processing and in_progress show the 'in progress' label in primary", () => {
    expect(badge('processing')).toEqual({
      tone: 'primary',
      label: 'in progress',
      key: 'jobs.status.inProgress',
    });
    expect(badge('in_progress')).toEqual(badge('processing'));
  });

  it('other statuses are primary with their own label', () => {
    expect(badge('generating_csv')).toMatchObject({ tone: 'primary', label: 'generating CSV' });
    expect(badge('pending')).toMatchObject({ tone: 'primary', label: 'pending' });
  });

  it('errors on a non-completed job do not change its badge', () => {
    expect(badge('failed', ['boom'])).toMatchObject({ tone: 'danger', label: 'failed' });
  });
});
