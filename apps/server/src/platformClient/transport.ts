import { HttpError } from '../http/errors.js';

/**
 * The one place this server calls `fetch` toward the platform (its REST and GraphQL APIs, the
 * token exchange, WebDAV, the emulator's own endpoints). Its policy holds for every caller:
 * - timeout: the whole call, body and any retry included, ends within `timeoutMs`;
 * - retry: a safe method (GET, HEAD) that got no answer at all is tried once more; a write or
 *   an answered call never is, since the platform may have applied it;
 * - redirects: never followed, since the request carries a credential that a redirect could
 *   hand to any address; a 3xx is refused unless the caller reads it itself;
 * - errors: out of reach is a 502 `platform_unavailable`, too slow a 504 `platform_timeout`,
 *   a redirect a 502 `platform_redirected`; any status the platform gave is the caller's.
 */

/**
 * How long the platform has to answer by default. Not a setting: the real platform answers in
 * well under a second, and a browser waiting longer is better told that something is wrong.
 */
export const PLATFORM_TIMEOUT_MS = 30_000;

/** A redirect from the platform: refused, never followed (see above). */
export class PlatformRedirected extends HttpError {
  constructor(readonly redirectStatus: number) {
    super(
      502,
      'platform_redirected',
      'The store platform answered with a redirect, which the app does not follow.',
    );
  }
}

export const platformUnreachable = () =>
  new HttpError(502, 'platform_unavailable', 'The store platform could not be reached.');
export const platformTimedOut = () =>
  new HttpError(504, 'platform_timeout', 'The store platform took too long to answer.');

/** `path` under a base URL that may or may not end with a slash. */
export function platformUrl(base: string, path: string): URL {
  return new URL(path, `${base.replace(/(?<!\/)\/+$/, '')}/`);
}

/** `{base}/stores/{hash}/{path}`, the hash encoded so that it stays one path segment. */
export function storeUrl(base: string, storeHash: string, path: string): URL {
  return platformUrl(base, `stores/${encodeURIComponent(storeHash)}/${path.replace(/^\/+/, '')}`);
}

export interface PlatformHttpRequest {
  url: URL;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  timeoutMs?: number;
  /** `return`: a 3xx is answered (still not followed), for a caller that reads its Location. */
  redirects?: 'refuse' | 'return';
}

export interface PlatformHttpResponse {
  status: number;
  statusText: string;
  headers: Headers;
  /** The whole body, read within the timeout. */
  body: Buffer;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const ATTEMPTS_WHEN_SAFE = 2;

const isRedirect = (status: number) => status >= 300 && status < 400;

async function attempt(
  request: PlatformHttpRequest,
  signal: AbortSignal,
): Promise<PlatformHttpResponse> {
  const response = await fetch(request.url, {
    method: request.method ?? 'GET',
    ...(request.headers && { headers: request.headers }),
    ...(request.body !== undefined && { body: request.body }),
    redirect: 'manual',
    signal,
  });
  if (isRedirect(response.status) && request.redirects !== 'return') {
    // Nothing of it is read; cancelling frees the connection.
    await response.body?.cancel().catch(() => undefined);
    throw new PlatformRedirected(response.status);
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** One call to the platform under the policy above. */
export async function platformRequest(request: PlatformHttpRequest): Promise<PlatformHttpResponse> {
  const signal = AbortSignal.timeout(request.timeoutMs ?? PLATFORM_TIMEOUT_MS);
  const attempts = SAFE_METHODS.has(request.method ?? 'GET') ? ATTEMPTS_WHEN_SAFE : 1;
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt(request, signal);
    } catch (error) {
      if (error instanceof PlatformRedirected) throw error;
      if (signal.aborted) throw Object.assign(platformTimedOut(), { cause: error });
      if (tried >= attempts) throw Object.assign(platformUnreachable(), { cause: error });
    }
  }
}
