import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie the admin's /error page reads (spec section 2: 'a cookie named last_error'). */
export const lastErrorCookie = 'last_error';
/** Long enough for the redirect and the page's first load; the page clears it once read. */
const lastErrorSeconds = 60;

/** What went wrong, as the page shows it: the title and its advice as one sentence pair. */
export function lastErrorSentence(page: { title: string; message: string }): string {
  return `${page.title}. ${page.message}`;
}

/**
 * Sends the browser to the admin's error page, with the sentence to show in the short-lived
 * `last_error` cookie. Not HttpOnly: the page reads it with document.cookie. Inside the
 * control panel's frame (HTTPS) only a SameSite=None cookie reaches the app, as for the
 * session. The status the callback stood for is logged, as the redirect cannot carry it.
 */
export function sendToErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: { title: string; message: string },
): FastifyReply {
  const sentence = lastErrorSentence(page);
  request.log.info({ status, error: sentence }, 'platform callback failed');
  const secure = request.protocol === 'https';
  reply.setCookie(lastErrorCookie, sentence, {
    path: '/',
    maxAge: lastErrorSeconds,
    secure,
    sameSite: secure ? 'none' : 'lax',
  });
  return reply.redirect('/error', 303);
}
