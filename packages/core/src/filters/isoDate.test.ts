import { describe, expect, it } from 'vitest';
import { isIsoDate, subtractDays } from './isoDate.js';

describe('ISO calendar dates', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-03-10')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-10')).toBe(false);
    expect(isIsoDate('2026-03-10T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('subtracts days across months and years', () => {
    expect(subtractDays('2026-03-10', 7)).toBe('2026-03-03');
    expect(subtractDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(subtractDays('2026-03-01', 1)).toBe('2026-02-28');
    expect(subtractDays('2026-01-05', 30)).toBe('2025-12-06');
  });

  it('is not shifted by daylight saving changes', () => {
    // 2026-03-29 is the European switch to summer time, 2026-03-08 the American one.
    expect(subtractDays('2026-03-30', 1)).toBe('2026-03-29');
    expect(subtractDays('2026-03-09', 1)).toBe('2026-03-08');
  });

  it('refuses a malformed date', () => {
    expect(() => subtractDays('10/03/2026', 1)).toThrow(RangeError);
  });
});
