import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database, Queries } from '../database/database.js';

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
  { queries }: Database,
  policy: SessionPolicy,
  now: () => number = Date.now,
  anonymousKey: Buffer = randomBytes(32),
) {
  const anonymousToken = (id: string): string =>
    createHmac('sha256', anonymousKey).update(`anonymous-csrf:${id}`).digest('base64url');

  const remove = async (id: string): Promise<void> => {
    await sql`DELETE FROM sessions WHERE id = ${id}`.execute(queries);
  };

  async function start(userId: number | null): Promise<Session> {
    const at = now();
    const session = {
      id: newSessionId(),
      userId,
      csrfToken: newCsrfToken(),
      createdAt: at,
      lastSeenAt: at,
    };
    await sql`
      INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at)
      VALUES (${session.id}, ${userId}, ${session.csrfToken}, ${at}, ${at})`.execute(queries);
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
    /**
     * The live session with this id, refreshed; undefined when unknown or timed out. Every
     * request asks: one read, and a write only when the session ended or went stale.
     */
    async find(id: string): Promise<Session | undefined> {
      const { rows } = await sql<SessionRow>`SELECT * FROM sessions WHERE id = ${id}`.execute(
        queries,
      );
      const row = rows[0];
      if (!row) return undefined;
      const at = now();
      if (at - row.last_seen_at > policy.idleMs || at - row.created_at > policy.absoluteMs) {
        await remove(id);
        return undefined;
      }
      if (at - row.last_seen_at > touchEveryMs) {
        await sql`UPDATE sessions SET last_seen_at = ${at} WHERE id = ${id}`.execute(queries);
      }
      return {
        id: row.id,
        userId: row.user_id,
        csrfToken: row.csrf_token,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      };
    },
    /** Ends a session and starts a fresh one for the user signing in (against fixation). */
    async renew(oldId: string | undefined, userId: number): Promise<Session> {
      if (oldId) await remove(oldId);
      return start(userId);
    },
    /** Ends a session (logout); the browser continues with a new anonymous one. */
    async end(id: string | undefined): Promise<AnonymousSession> {
      if (id) await remove(id);
      const fresh = newSessionId();
      return { id: fresh, csrfToken: anonymousToken(fresh) };
    },
    /**
     * Ends every session of a user but the one named (after a password reset, say), in the
     * caller's transaction when given one; answers how many ended.
     */
    async endForUser(userId: number, exceptId = '', transaction: Queries = queries) {
      const result = await sql`
        DELETE FROM sessions WHERE user_id = ${userId} AND id <> ${exceptId}`.execute(transaction);
      return Number(result.numAffectedRows ?? 0);
    },
    async purgeExpired(): Promise<number> {
      const at = now();
      const result = await sql`
        DELETE FROM sessions
        WHERE last_seen_at < ${at - policy.idleMs} OR created_at < ${at - policy.absoluteMs}`.execute(
        queries,
      );
      return Number(result.numAffectedRows ?? 0);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
