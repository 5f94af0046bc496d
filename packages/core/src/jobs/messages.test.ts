import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { jobsMessages } from './messages.js';

describe('jobs messages', () => {
  it('are valid ICU, namespaced jobs.*', () => {
    for (const [key, message] of Object.entries(jobsMessages)) {
      expect(key.startsWith('jobs.')).toBe(true);
      expect(() => parse(message)).not.toThrow();
    }
  });
});
