import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, unauthenticated } from '../http/errors.js';
import type { AnonymousSession, Session, Sessions } from './sessions.js';

/** The session cookie's name on plain HTTP; over HTTPS it is `__Host-ms_sid` (see below). */
export const sessionCookie = 'ms_sid';
/**
 * Over HTTPS the cookie is `__Host-` prefixed: browsers accept such a cookie only when it is
 * Secure, for Path=/ and without a Domain, so a sibling subdomain cannot plant or shadow it.
 */
export const secureSessionCookie = `__Host-${sessionCookie}`;
export const csrfHeader = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | undefined;
  }
  interface FastifyContextConfig {
    /**
     * `'form'`: a server-rendered HTML form posts here, which cannot send the CSRF header; the
     * route checks the token from its body with `checkFormCsrfToken` instead.
     */
    csrf?: 'form';
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const bearerAuthorization = /^Bearer\s+\S/i;

/** The cookie name that matches the request's protocol. */
export const sessionCookieName = (request: FastifyRequest): string =>
  request.protocol === 'https' ? secureSessionCookie : sessionCookie;

/** The session id the browser sent, under the name for this protocol. */
export const sessionIdOf = (request: FastifyRequest): string | undefined =>
  request.cookies[sessionCookieName(request)];

/**
 * Loads the session named by the cookie and enforces the CSRF synchronizer token on every
 * state-changing request (login included, through the anonymous session).
 */
export function registerSessions(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('session', undefined);

  app.addHook('onRequest', async (request) => {
    const id = sessionIdOf(request);
    request.session = id ? await sessions.find(id) : undefined;
    if (safeMethods.has(request.method)) return;
    // An API client authenticates each request with its token and holds no cookie: a page of
    // another site cannot make a browser send an Authorization header, so there is no forged
    // request to guard against. With a session cookie, the token is required as ever.
    if (!id && bearerAuthorization.test(request.headers.authorization ?? '')) return;
    if (request.routeOptions.config.csrf === 'form') return;
    const sent = request.headers[csrfHeader];
    if (!hasCsrfToken(request, sessions, typeof sent === 'string' ? sent : undefined)) {
      throw csrfRefused();
    }
  });
}

const csrfRefused = () =>
  new HttpError(403, 'csrf', 'The page has expired. Reload it and try again.');

/**
 * Whether `sent` is this browser's CSRF token: its signed-in session's, or, without one, the
 * token of the anonymous session its cookie names.
 */
function hasCsrfToken(
  request: FastifyRequest,
  sessions: Sessions,
  sent: string | undefined,
): boolean {
  if (sent === undefined) return false;
  if (request.session) return sameToken(sent, request.session.csrfToken);
  const id = sessionIdOf(request);
  return id !== undefined && sameToken(sent, sessions.anonymousCsrfToken(id));
}

/** For a `csrf: 'form'` route: refuses (403 csrf) unless the form carried the browser's token. */
export function checkFormCsrfToken(
  request: FastifyRequest,
  sessions: Sessions,
  sent: unknown,
): void {
  if (!hasCsrfToken(request, sessions, typeof sent === 'string' ? sent : undefined)) {
    throw csrfRefused();
  }
}

/**
 * This browser's CSRF token for a page or form: its session's, else its anonymous session's
 * (whose cookie is set here when the browser has none yet). Writes no row.
 */
export function csrfTokenFor(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: Sessions,
): string {
  if (request.session) return request.session.csrfToken;
  const sent = sessionIdOf(request);
  const anonymous = sessions.anonymous(sent);
  if (anonymous.id !== sent) setSessionCookie(request, reply, anonymous);
  return anonymous.csrfToken;
}

/**
 * Sets the session cookie: `__Host-` prefixed, Secure and SameSite=None over HTTPS (inside the
 * control panel's iframe); SameSite=Lax on plain HTTP.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: Session | AnonymousSession,
): void {
  const secure = request.protocol === 'https';
  reply.setCookie(sessionCookieName(request), session.id, {
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
