import { sql } from 'kysely';
import type { Database } from '../database/database.js';
import { CLOCK_LEEWAY_SECONDS } from './signedPayload.js';

/**
 * Remembers the signed payloads that opened a session (by `jti`) until they expire, so each
 * `/load` URL signs in once: one that leaked (a log, a referrer, history) cannot be replayed.
 * The row is the guard, so it holds across instances sharing the database.
 */
export function createReplayGuard({ queries }: Database, now: () => number = Date.now) {
  return {
    /** True the first time a payload is seen; false on every later use. */
    async firstUse(jti: string, exp: number): Promise<boolean> {
      const seconds = Math.floor(now() / 1000);
      // Past its expiry (and the leeway) the verifier refuses the payload anyway.
      await sql`DELETE FROM used_signed_payloads WHERE expires_at < ${seconds}`.execute(queries);
      const inserted = await sql`
        INSERT INTO used_signed_payloads (jti, expires_at)
        VALUES (${jti}, ${exp + CLOCK_LEEWAY_SECONDS})
        ON CONFLICT (jti) DO NOTHING`.execute(queries);
      return Number(inserted.numAffectedRows ?? 0) > 0;
    },
  };
}
