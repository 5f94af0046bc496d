import { describe, expect, it } from 'vitest';
import { tokenCreatedAtFormat } from './createdAt.js';

describe('tokenCreatedAtFormat', () => {
  it('says the weekday, month, day and time in the store’s zone', () => {
    const at = new Date('2025-03-04T09:15:00Z');
    expect(tokenCreatedAtFormat('en-US', 'Europe/Paris').format(at)).toBe('Tue, Mar 4, 10:15 AM');
    // Past midnight in Sydney: the next day there.
    expect(
      tokenCreatedAtFormat('en-US', 'Australia/Sydney').format(new Date('2025-03-04T15:00:00Z')),
    ).toBe('Wed, Mar 5, 2:00 AM');
  });

  it('falls back to the reader’s zone for an unknown zone name', () => {
    expect(() => tokenCreatedAtFormat('en-US', 'Mars/Olympus').format(new Date())).not.toThrow();
  });
});
