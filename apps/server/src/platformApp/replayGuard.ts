import type { Db } from '../db.js';
import { CLOCK_LEEWAY_SECONDS } from './signedPayload.js';

/**
 * Remembers the signed payloads that opened a session (by `jti`) until they expire, so each
 * `/load` URL signs in once: one that leaked (a log, a referrer, history) cannot be replayed.
 */
export function createReplayGuard(db: Db, now: () => number = Date.now) {
  const insert = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO used_signed_payloads (jti, expires_at) VALUES (?, ?)',
  );
  const purge = db.prepare<[number]>('DELETE FROM used_signed_payloads WHERE expires_at < ?');
  return {
    /** True the first time a payload is seen; false on every later use. */
    firstUse(jti: string, exp: number): boolean {
      const seconds = Math.floor(now() / 1000);
      // Past its expiry (and the leeway) the verifier refuses the payload anyway.
      purge.run(seconds);
      return insert.run(jti, exp + CLOCK_LEEWAY_SECONDS).changes > 0;
    },
  };
}
