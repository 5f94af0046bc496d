import { describe, expect, it } from 'vitest';
import { hasMailbox, placeholderEmail, userLabel, userSchema } from './user.js';

describe('a user', () => {
  const person = { id: 1, email: 'ana@example.com', name: 'Ana' };
  const provisioned = { id: 2, email: placeholderEmail('abc', 42), name: 'ana@example.com' };

  it('made for a control panel user has a placeholder email that is still a valid address', () => {
    expect(provisioned.email).toBe('platform-user-42@abc.platform.invalid');
    expect(userSchema.safeParse(provisioned).success).toBe(true);
    expect(hasMailbox(provisioned)).toBe(false);
    expect(hasMailbox(person)).toBe(true);
  });

  it('is named by their email, or by the address the platform gave when they have none', () => {
    expect(userLabel(person)).toBe('ana@example.com');
    expect(userLabel(provisioned)).toBe('ana@example.com');
    expect(userLabel({ ...provisioned, name: 'Ana (platform)' })).toBe('Ana (platform)');
  });
});
