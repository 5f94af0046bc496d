import { describe, expect, it } from 'vitest';
import { parseV2Date, rfc2822 } from './v2Dates.js';

describe('v2 dates', () => {
  it('writes stored dates in RFC 2822, in UTC', () => {
    expect(rfc2822('2012-11-20T00:00:00+00:00')).toBe('Tue, 20 Nov 2012 00:00:00 +0000');
    expect(rfc2822('2026-03-01T09:05:07+00:00')).toBe('Sun, 01 Mar 2026 09:05:07 +0000');
  });

  it('reads the documented forms of a filter date', () => {
    const expected = '2017-04-20T15:32:00+00:00';
    expect(parseV2Date('Thu, 20 Apr 2017 11:32:00 -0400')).toBe(expected);
    expect(parseV2Date('20 Apr 2017 15:32:00 +0000')).toBe(expected);
    expect(parseV2Date('2017-04-20T11:32:00.000-04:00')).toBe(expected);
    expect(parseV2Date('2017-04-20T11:32:00-0400')).toBe(expected);
    expect(parseV2Date('2017-04-20T15:32:00Z')).toBe(expected);
    expect(parseV2Date('2017-04-20T15:32:00')).toBe(expected);
    expect(parseV2Date('2017-04-20')).toBe('2017-04-20T00:00:00+00:00');
  });

  it('refuses anything else', () => {
    // prettier-ignore
    const refused = [
      'yesterday', '2017', '20/04/2017', 'Thu, 20 Foo 2017 11:32:00 +0000', '', '2017-02-31',
      '31 Feb 2017 10:00:00 +0000', '2017-04-20T25:00:00Z',
    ];
    for (const text of refused) expect(parseV2Date(text)).toBeUndefined();
  });
});
