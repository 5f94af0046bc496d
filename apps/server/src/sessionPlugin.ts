import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from './httpErrors.js';
import type { Session, Sessions } from './sessions.js';

export const sessionCookie = 'ms_sid';
export const csrfHeader = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const bearerAuthorization = /^Bearer\s+\S/i;

/**
 * Loads the session named by the cookie and enforces the CSRF synchronizer token on every
 * state-changing request (login included, through the anonymous session).
 */
export function registerSessions(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('session', undefined);

  app.addHook('onRequest', async (request) => {
    const id = request.cookies[sessionCookie];
    request.session = id ? sessions.find(id) : undefined;
    if (safeMethods.has(request.method)) return;
    // An API client authenticates each request with its token and holds no cookie: a page of
    // another site cannot make a browser send an Authorization header, so there is no forged
    // request to guard against. With a session cookie, the token is required as ever.
    if (!id && bearerAuthorization.test(request.headers.authorization ?? '')) return;
    const sent = request.headers[csrfHeader];
    if (
      !request.session ||
      typeof sent !== 'string' ||
      !sameToken(sent, request.session.csrfToken)
    ) {
      throw new HttpError(403, 'csrf', 'The page has expired. Reload it and try again.');
    }
  });
}

/** Sets the session cookie: Secure and SameSite=None over HTTPS (inside the control panel's iframe). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(sessionCookie, session.id, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: secure ? 'none' : 'lax',
  });
  // The client keeps its CSRF token in memory; a renewed session hands it the new one.
  reply.header(csrfHeader, session.csrfToken);
}

export function requireUser(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (userId == null) throw unauthenticated();
  return userId;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
