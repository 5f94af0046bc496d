import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';
import { lockKeys } from './keyLocks.js';

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
 * Login throttling kept in the database, so it holds across restarts and server instances. An
 * attempt is counted as a failure before the password is checked (and forgiven on success):
 * parallel guesses cannot slip through between the check and the count.
 */
export function createLoginThrottle(
  database: Database,
  now: () => number = Date.now,
  policy: ThrottlePolicy = defaultThrottlePolicy,
) {
  const { queries } = database;

  /** How long this key must still wait, 0 when it may try now. */
  async function waitFor(
    transaction: Queries,
    key: string,
    at: number,
  ): Promise<{ waitMs: number; lockedOut: boolean }> {
    const { rows } = await sql<{ at: number }>`
      SELECT at FROM login_failures WHERE key = ${key} AND at > ${at - policy.windowMs}
      ORDER BY at`.execute(transaction);
    const times = rows.map((row) => row.at);
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

  /** Deletes a key's failures, in the caller's transaction or on its own. */
  const clear = async (key: string, transaction: Queries = queries): Promise<void> => {
    await sql`DELETE FROM login_failures WHERE key = ${key}`.execute(transaction);
  };

  return {
    /**
     * Refuses while any key waits; otherwise counts the attempt as a failure for every key.
     * The count and the decision are one transaction, serialised per key (see `lockKeys`):
     * two logins at once cannot both take the last attempt left.
     */
    begin: (keys: string[]): Promise<ThrottleDecision> =>
      database.transaction(async (transaction) => {
        await lockKeys(
          database.dialect,
          transaction,
          keys.map((key) => `login-throttle:${key}`),
        );
        const at = now();
        // Failures past the window count no more; on SQLite this write comes first, for the lock.
        await sql`DELETE FROM login_failures WHERE at <= ${at - policy.windowMs}`.execute(
          transaction,
        );
        const waits: { waitMs: number; lockedOut: boolean }[] = [];
        for (const key of keys) waits.push(await waitFor(transaction, key, at));
        const longest = waits.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
        if (longest.waitMs > 0) {
          return { allowed: false, retryAfterMs: longest.waitMs, lockedOut: longest.lockedOut };
        }
        const attempt: number[] = [];
        for (const key of keys) {
          const { rows } = await sql<{ id: number }>`
            INSERT INTO login_failures (key, at) VALUES (${key}, ${at}) RETURNING id`.execute(
            transaction,
          );
          attempt.push(Number(rows[0]?.id));
        }
        return { allowed: true, attempt };
      }),
    /** A success: forgives this attempt and clears the account's failures (not the address's). */
    succeeded: (attempt: number[], accountKey: string): Promise<void> =>
      database.transaction(async (transaction) => {
        if (attempt.length > 0) {
          await sql`DELETE FROM login_failures WHERE id IN (${sql.join(attempt)})`.execute(
            transaction,
          );
        }
        await clear(accountKey, transaction);
      }),
    /** Clears a key's failures, as a completed password reset does for its account. */
    clear: (key: string): Promise<void> => clear(key),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
