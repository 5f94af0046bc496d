import { describe, expect, it } from 'vitest';
import { formatDuration, jobDuration } from './jobDuration.js';
import { renderText } from '../catalogue/testing/renderText.js';
import type { MessageDescriptor } from '../messages/defineMessages.js';

const english = (descriptor: MessageDescriptor | null) => renderText(descriptor ?? undefined);

const seconds = (s: number) => s * 1000;

describe('formatDuration (spec section 9)', () => {
  it("shows 'Ns' under a minute", () => {
    expect(english(formatDuration(seconds(0)))).toBe('0s');
    expect(english(formatDuration(seconds(59)))).toBe('59s');
    expect(formatDuration(seconds(7))).toEqual({
      key: 'jobs.duration.seconds',
      defaultMessage: '{seconds}s',
      values: { seconds: 7 },
    });
  });

  it("shows 'N min(s) Ns' from one minute to under an hour", () => {
    expect(english(formatDuration(seconds(60)))).toBe('1 min 0s');
    expect(english(formatDuration(seconds(65)))).toBe('1 min 5s');
    expect(english(formatDuration(seconds(125)))).toBe('2 mins 5s');
    expect(english(formatDuration(seconds(3599)))).toBe('59 mins 59s');
  });

  it("shows 'hh:mm:ss' from one hour", () => {
    expect(english(formatDuration(seconds(3600)))).toBe('01:00:00');
    expect(english(formatDuration(seconds(3600 + 2 * 60 + 5)))).toBe('01:02:05');
    expect(english(formatDuration(seconds(25 * 3600 + 59)))).toBe('25:00:59');
  });

  it('counts a begun second as a whole one and negative lengths as 0', () => {
    expect(english(formatDuration(1999))).toBe('2s');
    expect(english(formatDuration(676))).toBe('1s');
    expect(english(formatDuration(60_001))).toBe('1 min 1s');
    expect(english(formatDuration(-5000))).toBe('0s');
  });
});

describe('jobDuration', () => {
  const started_at = '2024-05-01T10:00:00Z';

  it('measures from started_at to finished_at', () => {
    const job = { status: 'completed' as const, started_at, finished_at: '2024-05-01T10:01:05Z' };
    expect(english(jobDuration(job))).toBe('1 min 5s');
    // A final job ignores `now`.
    expect(english(jobDuration(job, new Date('2024-05-02T00:00:00Z')))).toBe('1 min 5s');
  });

  it('measures a job that ended within its first second as 1s, from millisecond times', () => {
    const job = {
      status: 'completed' as const,
      started_at: '2024-05-01T10:00:00.060Z',
      finished_at: '2024-05-01T10:00:00.736Z',
    };
    expect(english(jobDuration(job))).toBe('1s');
  });

  it('measures a running job up to the given now', () => {
    const job = { status: 'processing' as const, started_at, finished_at: null };
    expect(english(jobDuration(job, new Date('2024-05-01T11:30:15Z')))).toBe('01:30:15');
  });

  it('is null when there is nothing to measure', () => {
    const now = new Date('2024-05-01T10:00:10Z');
    expect(jobDuration({ status: 'processing', started_at, finished_at: null })).toBeNull();
    expect(jobDuration({ status: 'pending', started_at: null, finished_at: null }, now)).toBeNull();
    expect(jobDuration({ status: 'failed', started_at, finished_at: null }, now)).toBeNull();
    expect(
      jobDuration({ status: 'completed', started_at: 'not a date', finished_at: started_at }),
    ).toBeNull();
  });
});
