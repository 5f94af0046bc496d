import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db.js';

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

/** A browser before it signs in: an id in its cookie, and the CSRF token derived from it. */
export interface AnonymousSession {
  id: string;
  csrfToken: string;
}

const wellFormedId = /^[\w-]{22}$/;

/**
 * Server-side sessions, for signed-in users. Before signing in, a browser holds an anonymous
 * session that has no row (ADR 0012): a random id in its cookie and a CSRF token that is an
 * HMAC of that id under `anonymousKey`, so that even the login request carries a token bound
 * to the browser while a flood of cookieless page loads writes nothing. `anonymousKey` is
 * derived from `ENCRYPTION_KEY` by `app.ts`; the default (random) suits a single test process.
 */
export function createSessions(
  db: Db,
  policy: SessionPolicy,
  now: () => number = Date.now,
  anonymousKey: Buffer = randomBytes(32),
) {
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

  const anonymousToken = (id: string): string =>
    createHmac('sha256', anonymousKey).update(`anonymous-csrf:${id}`).digest('base64url');

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
    /**
     * An anonymous session: the browser's own id when it holds a well-formed one (so that two
     * tabs share a token), else a new one. Nothing is written.
     */
    anonymous(keepId?: string): AnonymousSession {
      const id = keepId && wellFormedId.test(keepId) ? keepId : newSessionId();
      return { id, csrfToken: anonymousToken(id) };
    },
    /** The CSRF token of the anonymous session `id`, to check a request's against. */
    anonymousCsrfToken: anonymousToken,
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
    /** Ends a session and starts a fresh one for the user signing in (against fixation). */
    renew(oldId: string | undefined, userId: number): Session {
      if (oldId) remove.run(oldId);
      return start(userId);
    },
    /** Ends a session (logout); the browser continues with a new anonymous one. */
    end(id: string | undefined): AnonymousSession {
      if (id) remove.run(id);
      const fresh = newSessionId();
      return { id: fresh, csrfToken: anonymousToken(fresh) };
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
