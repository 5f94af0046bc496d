import { describe, expect, it } from 'vitest';
import { isExpired } from './jobRetention.js';
import { historyRetentionMs } from '../constants.js';

describe('isExpired (history kept for one week)', () => {
  const started_at = '2024-05-01T10:00:00Z';

  it('the retention is one week', () => {
    expect(historyRetentionMs).toBe(604_800_000);
  });

  it('keeps a job up to exactly one week old', () => {
    expect(isExpired({ started_at }, new Date('2024-05-08T10:00:00Z'))).toBe(false);
  });

  it('expires a job older than one week', () => {
    expect(isExpired({ started_at }, new Date('2024-05-08T10:00:01Z'))).toBe(true);
  });

  it('never expires a job without a readable start', () => {
    expect(isExpired({ started_at: null }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isExpired({ started_at: 'soon' }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
