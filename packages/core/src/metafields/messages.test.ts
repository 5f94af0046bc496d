import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { metafieldFormMessages } from './messages.js';

describe('metafield form messages', () => {
  it('are valid ICU, namespaced metafieldForm.*', () => {
    for (const [key, message] of Object.entries(metafieldFormMessages)) {
      expect(key.startsWith('metafieldForm.')).toBe(true);
      expect(() => parse(message)).not.toThrow();
    }
  });
});
