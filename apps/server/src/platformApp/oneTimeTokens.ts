import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

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
export function createPlatformUserJoins(db: Db, now: () => number = Date.now) {
  const insert = db.prepare<[string, string, number, number, number, number]>(
    `INSERT INTO platform_user_joins
       (token_hash, store_hash, platform_user_id, user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const recent = db.prepare<[number, number], { count: number }>(
    'SELECT count(*) AS count FROM platform_user_joins WHERE user_id = ? AND created_at > ?',
  );
  const live = db.prepare<
    [string, number],
    { store_hash: string; platform_user_id: number; user_id: number }
  >('SELECT * FROM platform_user_joins WHERE token_hash = ? AND expires_at > ?');
  const remove = db.prepare<[string]>('DELETE FROM platform_user_joins WHERE token_hash = ?');
  const prune = db.prepare<[number]>('DELETE FROM platform_user_joins WHERE expires_at < ?');

  const find = (token: string): PlatformUserJoin | undefined => {
    const row = live.get(sha256(token), now());
    return (
      row && {
        storeHash: row.store_hash,
        platformUserId: row.platform_user_id,
        userId: row.user_id,
      }
    );
  };

  return {
    /** A new link's token, or undefined when the account was mailed enough this hour. */
    issue(join: PlatformUserJoin): string | undefined {
      const at = now();
      prune.run(at - 86_400_000);
      if ((recent.get(join.userId, at - 3_600_000)?.count ?? 0) >= joinPolicy.maxPerHour) {
        return undefined;
      }
      const token = newToken();
      insert.run(
        sha256(token),
        join.storeHash,
        join.platformUserId,
        join.userId,
        at,
        at + joinPolicy.validMs,
      );
      return token;
    },
    /** The live join this token names, without spending it (the confirmation page). */
    find,
    /** Spends the token: the join it named if it was live. */
    consume(token: string): PlatformUserJoin | undefined {
      const join = find(token);
      remove.run(sha256(token));
      return join;
    },
  };
}

/** How long "Continue as …" works after /auth or /load asked. */
export const pendingSignInMs = 5 * 60_000;

/**
 * Sign-ins that wait for the browser's word (login CSRF, ADR 0012): /auth or /load reached a
 * browser signed in as another user. The token goes into the page that asks, and works only
 * for the session that was shown that page, once, for a few minutes.
 */
export function createPendingSignIns(db: Db, now: () => number = Date.now) {
  const insert = db.prepare<[string, string, number, string, number]>(
    `INSERT INTO pending_sign_ins (token_hash, session_id, user_id, redirect_to, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const live = db.prepare<
    [string, number],
    { session_id: string; user_id: number; redirect_to: string }
  >('SELECT * FROM pending_sign_ins WHERE token_hash = ? AND expires_at > ?');
  const remove = db.prepare<[string]>('DELETE FROM pending_sign_ins WHERE token_hash = ?');
  const prune = db.prepare<[number]>('DELETE FROM pending_sign_ins WHERE expires_at < ?');

  return {
    issue(sessionId: string, userId: number, redirectTo: string): string {
      const at = now();
      prune.run(at);
      const token = newToken();
      insert.run(sha256(token), sessionId, userId, redirectTo, at + pendingSignInMs);
      return token;
    },
    /** Spends the token: the user to sign in and where to, if it was live and this session's. */
    consume(token: string, sessionId: string): { userId: number; redirectTo: string } | undefined {
      const row = live.get(sha256(token), now());
      remove.run(sha256(token));
      if (!row || row.session_id !== sessionId) return undefined;
      return { userId: row.user_id, redirectTo: row.redirect_to };
    },
  };
}
