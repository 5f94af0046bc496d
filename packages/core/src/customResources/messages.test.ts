import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { customResourcesMessages } from './messages.js';

describe('custom resources messages', () => {
  it('are valid ICU, namespaced customResources.*', () => {
    for (const [key, message] of Object.entries(customResourcesMessages)) {
      expect(key.startsWith('customResources.')).toBe(true);
      expect(() => parse(message)).not.toThrow();
    }
  });
});
