import type { Db } from '../db.js';

export interface ThrottlePolicy {
  /** Failures a key may have within `windowMs` before it is locked out. */
  maxFailures: number;
  windowMs: number;
  /** Failures answered without any wait. */
  freeFailures: number;
  /** The wait after `freeFailures` failures; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultThrottlePolicy: ThrottlePolicy = {
  maxFailures: 100,
  windowMs: 3_600_000,
  freeFailures: 5,
  baseDelayMs: 100,
  maxDelayMs: 10_000,
};

export type ThrottleDecision =
  | { allowed: true; attempt: number[] }
  | { allowed: false; retryAfterMs: number; lockedOut: boolean };

/** The throttle keys of one login: the account (known or not, so 429 reveals nothing) and the address. */
export const loginKeys = (email: string, address: string) => ({
  account: `account:${email.trim().toLowerCase()}`,
  address: `address:${address}`,
});

/**
 * Login throttling kept in SQLite, so it holds across restarts and server processes. An
 * attempt is counted as a failure before the password is checked (and forgiven on success):
 * parallel guesses cannot slip through between the check and the count.
 */
export function createLoginThrottle(
  db: Db,
  now: () => number = Date.now,
  policy: ThrottlePolicy = defaultThrottlePolicy,
) {
  const prune = db.prepare<[number]>('DELETE FROM login_failures WHERE at <= ?');
  const failures = db.prepare<[string], { at: number }>(
    'SELECT at FROM login_failures WHERE key = ? ORDER BY at',
  );
  const insert = db.prepare<[string, number]>('INSERT INTO login_failures (key, at) VALUES (?, ?)');
  const clearKey = db.prepare<[string]>('DELETE FROM login_failures WHERE key = ?');
  const clearRow = db.prepare<[number]>('DELETE FROM login_failures WHERE id = ?');

  /** How long this key must still wait, 0 when it may try now. */
  function waitFor(key: string, at: number): { waitMs: number; lockedOut: boolean } {
    const times = failures.all(key).map((row) => row.at);
    const count = times.length;
    if (count >= policy.maxFailures) {
      // Free again when enough failures have left the window to go below the limit.
      const freedBy = times[count - policy.maxFailures] ?? at;
      return { waitMs: freedBy + policy.windowMs - at, lockedOut: true };
    }
    if (count < policy.freeFailures) return { waitMs: 0, lockedOut: false };
    const delay = Math.min(
      policy.baseDelayMs * 2 ** (count - policy.freeFailures),
      policy.maxDelayMs,
    );
    return { waitMs: Math.max(0, (times[count - 1] ?? at) + delay - at), lockedOut: false };
  }

  // IMMEDIATE takes the write lock first, so another process cannot interleave its own count.
  const begin = db.transaction((keys: string[]): ThrottleDecision => {
    const at = now();
    prune.run(at - policy.windowMs);
    const waits = keys.map((key) => waitFor(key, at));
    const longest = waits.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
    if (longest.waitMs > 0) {
      return { allowed: false, retryAfterMs: longest.waitMs, lockedOut: longest.lockedOut };
    }
    return {
      allowed: true,
      attempt: keys.map((key) => Number(insert.run(key, at).lastInsertRowid)),
    };
  });

  return {
    /** Refuses while any key waits; otherwise counts the attempt as a failure for every key. */
    begin: (keys: string[]): ThrottleDecision => begin.immediate(keys),
    /** A success: forgives this attempt and clears the account's failures (not the address's). */
    succeeded(attempt: number[], accountKey: string): void {
      db.transaction(() => {
        for (const id of attempt) clearRow.run(id);
        clearKey.run(accountKey);
      })();
    },
    /** Clears a key's failures, as a completed password reset does for its account. */
    clear: (key: string) => void clearKey.run(key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
