import { describe, expect, it } from 'vitest';
import { dateTimeSchema, decimalStringSchema, idSchema } from './wireFormats.js';

describe('wire formats', () => {
  it('takes ISO timestamps with Z or an offset, not other dates', () => {
    expect(dateTimeSchema.safeParse('2018-05-07T20:14:17+00:00').success).toBe(true);
    expect(dateTimeSchema.safeParse('2025-03-04T09:15:00.123Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('Wed, 10 Jan 2018 21:05:30 +0000').success).toBe(false);
    expect(dateTimeSchema.safeParse('2025-03-04').success).toBe(false);
  });

  it('takes decimal strings as the v2 API writes money', () => {
    expect(decimalStringSchema.safeParse('361.9500').success).toBe(true);
    expect(decimalStringSchema.safeParse('-5').success).toBe(true);
    expect(decimalStringSchema.safeParse('1e3').success).toBe(false);
    expect(decimalStringSchema.safeParse('').success).toBe(false);
  });

  it('takes whole, non-negative ids', () => {
    expect(idSchema.safeParse(0).success).toBe(true);
    expect(idSchema.safeParse(-1).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });
});
