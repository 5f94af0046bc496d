import { describe, expect, it } from 'vitest';
import { readCurrentUser } from './currentUser.js';

/** A page's head holding `<meta name="current-user" content="…">`, or none. */
const pageWith = (content?: string) => ({
  querySelector: (selector: string) =>
    selector === 'meta[name="current-user"]' && content !== undefined ? { content } : null,
});

const user = { id: 7, email: 'demo@example.com', name: 'Demo merchant', language: null };

describe('readCurrentUser', () => {
  it('reads the user the server named', () => {
    expect(readCurrentUser(pageWith(JSON.stringify(user)) as never)).toEqual(user);
  });

  it('reads an empty tag as nobody signed in', () => {
    expect(readCurrentUser(pageWith('') as never)).toBeNull();
  });

  it('reads no tag, or one that holds no user, as unknown: the app asks the server', () => {
    expect(readCurrentUser(pageWith() as never)).toBeUndefined();
    expect(readCurrentUser(pageWith('{not json') as never)).toBeUndefined();
    expect(readCurrentUser(pageWith('{"id":"seven"}') as never)).toBeUndefined();
  });
});
