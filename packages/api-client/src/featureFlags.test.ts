import { describe, expect, it } from 'vitest';
import { readFeatureFlags } from './featureFlags.js';

/** A page's head holding `<meta name="feature-flags" content="…">`, or none. */
const pageWith = (content?: string) => ({
  querySelector: (selector: string) =>
    selector === 'meta[name="feature-flags"]' && content !== undefined ? { content } : null,
});

describe('readFeatureFlags', () => {
  it('reads the JSON list of the meta tag', () => {
    expect(readFeatureFlags(pageWith('["custom_objects"]') as never)).toEqual(
      new Set(['custom_objects']),
    );
  });

  it('reads a missing, malformed or non-list tag as no flags, keeping only strings', () => {
    expect(readFeatureFlags(pageWith() as never).size).toBe(0);
    expect(readFeatureFlags(pageWith('{not json') as never).size).toBe(0);
    expect(readFeatureFlags(pageWith('{"custom_objects":true}') as never).size).toBe(0);
    expect(readFeatureFlags(pageWith('["custom_objects", 3, null]') as never)).toEqual(
      new Set(['custom_objects']),
    );
  });
});
