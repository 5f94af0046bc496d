import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database/database.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A platform user's request to join the account with their email, as the mailed link holds it. */
export interface PlatformUserJoin {
  storeHash: string;
  platformUserId: number;
  userId: number;
}

/** How long a join link works, and how many an account may be mailed an hour. */
export const joinPolicy = { validMs: 3_600_000, maxPerHour: 5 };

/**
 * Join links (ADR 0012). The plain token exists only in the email; the table keeps its SHA-256,
 * so a copy of the database joins nothing. A link is spent when used.
 */
export function createPlatformUserJoins({ queries }: Database, now: () => number = Date.now) {
  const toJoin = (row: JoinRow): PlatformUserJoin => ({
    storeHash: row.store_hash,
    platformUserId: row.platform_user_id,
    userId: row.user_id,
  });

  return {
    /** A new link's token, or undefined when the account was mailed enough this hour. */
    async issue(join: PlatformUserJoin): Promise<string | undefined> {
      const at = now();
      await sql`DELETE FROM platform_user_joins WHERE expires_at < ${at - 86_400_000}`.execute(
        queries,
      );
      const { rows } = await sql<{ count: number }>`
        SELECT count(*) AS count FROM platform_user_joins
        WHERE user_id = ${join.userId} AND created_at > ${at - 3_600_000}`.execute(queries);
      if ((rows[0]?.count ?? 0) >= joinPolicy.maxPerHour) return undefined;
      const token = newToken();
      await sql`
        INSERT INTO platform_user_joins
          (token_hash, store_hash, platform_user_id, user_id, created_at, expires_at)
        VALUES (${sha256(token)}, ${join.storeHash}, ${join.platformUserId}, ${join.userId},
          ${at}, ${at + joinPolicy.validMs})`.execute(queries);
      return token;
    },
    /** The live join this token names, without spending it (the confirmation page). */
    async find(token: string): Promise<PlatformUserJoin | undefined> {
      const { rows } = await sql<JoinRow>`
        SELECT store_hash, platform_user_id, user_id FROM platform_user_joins
        WHERE token_hash = ${sha256(token)} AND expires_at > ${now()}`.execute(queries);
      const row = rows[0];
      return row && toJoin(row);
    },
    /**
     * Spends the token: the join it named if it was live. Deleting and reading are one
     * statement, so that of two uses at once (two instances) only one gets the join.
     */
    async consume(token: string): Promise<PlatformUserJoin | undefined> {
      const { rows } = await sql<JoinRow & { expires_at: number }>`
        DELETE FROM platform_user_joins WHERE token_hash = ${sha256(token)}
        RETURNING store_hash, platform_user_id, user_id, expires_at`.execute(queries);
      const row = rows[0];
      return row && row.expires_at > now() ? toJoin(row) : undefined;
    },
  };
}

interface JoinRow {
  store_hash: string;
  platform_user_id: number;
  user_id: number;
}

/** How long "Continue as …" works after /auth or /load asked. */
export const pendingSignInMs = 5 * 60_000;

/**
 * Sign-ins that wait for the browser's word (login CSRF, ADR 0012): /auth or /load reached a
 * browser signed in as another user. The token goes into the page that asks, and works only
 * for the session that was shown that page, once, for a few minutes.
 */
export function createPendingSignIns({ queries }: Database, now: () => number = Date.now) {
  return {
    async issue(sessionId: string, userId: number, redirectTo: string): Promise<string> {
      const at = now();
      await sql`DELETE FROM pending_sign_ins WHERE expires_at < ${at}`.execute(queries);
      const token = newToken();
      await sql`
        INSERT INTO pending_sign_ins (token_hash, session_id, user_id, redirect_to, expires_at)
        VALUES (${sha256(token)}, ${sessionId}, ${userId}, ${redirectTo},
          ${at + pendingSignInMs})`.execute(queries);
      return token;
    },
    /**
     * Spends the token: the user to sign in and where to, if it was live and this session's.
     * As for joins, one statement deletes and reads, so that a token signs in once.
     */
    async consume(
      token: string,
      sessionId: string,
    ): Promise<{ userId: number; redirectTo: string } | undefined> {
      const { rows } = await sql<{
        session_id: string;
        user_id: number;
        redirect_to: string;
        expires_at: number;
      }>`
        DELETE FROM pending_sign_ins WHERE token_hash = ${sha256(token)}
        RETURNING session_id, user_id, redirect_to, expires_at`.execute(queries);
      const row = rows[0];
      if (!row || row.expires_at <= now() || row.session_id !== sessionId) return undefined;
      return { userId: row.user_id, redirectTo: row.redirect_to };
    },
  };
}
