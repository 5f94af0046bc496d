import { randomBytes } from 'node:crypto';
import type { Db } from './db.js';

export interface Session {
  id: string;
  userId: number | null;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
}

interface SessionRow {
  id: string;
  user_id: number | null;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
const touchEveryMs = 60_000;

/** 128 bits of randomness, as OWASP asks of session ids; 256 for CSRF tokens. */
const newSessionId = () => randomBytes(16).toString('base64url');
const newCsrfToken = () => randomBytes(32).toString('base64url');

/**
 * Server-side sessions. A browser gets an anonymous session (user_id NULL) with its CSRF token
 * when it first loads the app, so that even the login request carries a synchronizer token.
 */
export function createSessions(db: Db, policy: SessionPolicy, now: () => number = Date.now) {
  const select = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?');
  const insert = db.prepare<[string, number | null, string, number, number]>(
    'INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const touch = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id = ?');
  const removeForUser = db.prepare<[number, string]>(
    'DELETE FROM sessions WHERE user_id = ? AND id <> ?',
  );
  const removeExpired = db.prepare<[number, number]>(
    'DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?',
  );

  function start(userId: number | null): Session {
    const at = now();
    const session = {
      id: newSessionId(),
      userId,
      csrfToken: newCsrfToken(),
      createdAt: at,
      lastSeenAt: at,
    };
    insert.run(session.id, userId, session.csrfToken, at, at);
    return session;
  }

  return {
    start,
    /** The live session with this id, refreshed; undefined when unknown or timed out. */
    find(id: string): Session | undefined {
      const row = select.get(id);
      if (!row) return undefined;
      const at = now();
      if (at - row.last_seen_at > policy.idleMs || at - row.created_at > policy.absoluteMs) {
        remove.run(id);
        return undefined;
      }
      if (at - row.last_seen_at > touchEveryMs) touch.run(at, id);
      return {
        id: row.id,
        userId: row.user_id,
        csrfToken: row.csrf_token,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      };
    },
    /** Ends a session and starts a fresh one: on login (fixation) and on logout alike. */
    renew(oldId: string | undefined, userId: number | null): Session {
      if (oldId) remove.run(oldId);
      return start(userId);
    },
    /** Ends every session of a user but the one named (after a password reset, say). */
    endForUser(userId: number, exceptId = ''): number {
      return removeForUser.run(userId, exceptId).changes;
    },
    purgeExpired(): number {
      const at = now();
      return removeExpired.run(at - policy.idleMs, at - policy.absoluteMs).changes;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
