import { describe, expect, it } from 'vitest';
import { userSchema } from './user.js';

describe('userSchema', () => {
  it('reads the session user and names a malformed email', () => {
    const user = { id: 1, email: 'demo@example.com', name: 'Demo' };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, email: 'demo' }).error?.issues[0]?.path).toEqual([
      'email',
    ]);
  });
});
