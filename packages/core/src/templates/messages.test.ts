import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { templatesMessages } from './messages.js';

describe('templates messages', () => {
  it('are valid ICU, namespaced templates.*', () => {
    for (const [key, message] of Object.entries(templatesMessages)) {
      expect(key.startsWith('templates.')).toBe(true);
      expect(() => parse(message)).not.toThrow();
    }
  });
});
