import { HttpError } from './httpErrors.js';

/**
 * A redirect from the platform: refused, never followed. The request carries the store's token
 * (or the app's client secret, or WebDAV credentials), and a redirect could hand them to any
 * address the answer names.
 */
export class PlatformRedirected extends HttpError {
  constructor(readonly redirectStatus: number) {
    super(
      502,
      'platform_redirected',
      'The store platform answered with a redirect, which the app does not follow.',
    );
  }
}

/**
 * `fetch` for every call from this server to the platform (its API, GraphQL, token exchange,
 * WebDAV): redirects are not followed, and a 3xx answer is an error, so a credential in the
 * request never travels to another address. Callers need not (and cannot) ask otherwise.
 */
export async function platformFetch(
  url: string | URL,
  init: Omit<RequestInit, 'redirect'> = {},
): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  if (response.status >= 300 && response.status < 400) {
    // Nothing of it is read; cancelling frees the connection.
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformRedirected(response.status);
  }
  return response;
}
