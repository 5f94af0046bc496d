import http from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HttpError } from '../http/errors.js';

/**
 * The one place this server makes HTTP calls toward the platform (its REST and GraphQL APIs, the
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

/**
 * Connections kept open between calls. Node's `fetch` cost several times what the platform's
 * own answer did (web streams, `Headers`, an abort signal wired through each layer): through
 * the gateway, a list read cost the server twice the CPU it cost the emulator to answer it
 * (issue 26, "a gateway that costs nothing"). A plain request on a kept-alive socket does not.
 * An idle socket is closed before servers commonly close theirs (5 s for Node's), so that a
 * call rarely lands on one the platform is closing.
 */
const agentOptions = { keepAlive: true, timeout: 4_000 };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

/** Answers come compressed from a platform far away; `fetch` took them so too. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotliDecompress = promisify(zlib.brotliDecompress);

function decoded(body: Buffer, encoding: string | undefined): Promise<Buffer> | Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzip(body);
    case 'deflate':
      return inflate(body);
    case 'br':
      return brotliDecompress(body);
    default:
      return body;
  }
}

function headersOf(message: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    headers.append(raw[index] as string, raw[index + 1] as string);
  }
  return headers;
}

/** Sends the request; settles with the answer's head, or fails if none came. */
function send(
  request: PlatformHttpRequest,
  signal: AbortSignal,
): Promise<{ message: http.IncomingMessage; outgoing: http.ClientRequest }> {
  const { url, body } = request;
  const secure = url.protocol === 'https:';
  const headers: Record<string, string | number> = {
    'accept-encoding': ACCEPT_ENCODING,
    ...request.headers,
  };
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const options: http.RequestOptions = {
      method: request.method ?? 'GET',
      headers,
      agent: secure ? httpsAgent : httpAgent,
      signal,
    };
    const outgoing = secure ? https.request(url, options) : http.request(url, options);
    outgoing.once('response', (message) => resolve({ message, outgoing }));
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** The whole body; fails if the connection ends early or the budget runs out first. */
function readBody(message: http.IncomingMessage, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onAbort = () => {
      message.destroy();
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.once('end', () => {
      signal.removeEventListener('abort', onAbort);
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    });
    message.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    // Cut before its end (the connection closed): not a whole answer.
    message.once('aborted', () => reject(new Error('the answer was cut short')));
  });
}

async function attempt(
  request: PlatformHttpRequest,
  signal: AbortSignal,
): Promise<PlatformHttpResponse> {
  const { message } = await send(request, signal);
  const status = message.statusCode ?? 0;
  if (isRedirect(status) && request.redirects !== 'return') {
    // Nothing of it is read; draining frees the connection.
    message.resume();
    throw new PlatformRedirected(status);
  }
  const body = await readBody(message, signal);
  const headers = headersOf(message);
  const encoding = headers.get('content-encoding') ?? undefined;
  // The body below is the decoded one: the headers describe it, not the bytes on the wire.
  if (encoding !== undefined) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  return {
    status,
    statusText: message.statusMessage ?? '',
    headers,
    body: await decoded(body, encoding),
  };
}

/** One call to the platform under the policy above. */
export async function platformRequest(request: PlatformHttpRequest): Promise<PlatformHttpResponse> {
  // Not AbortSignal.timeout(): its timer and signal live on for the whole budget (30 s) after
  // the answer came, tens of thousands of them under load, each weakly held for the collector.
  // This timer is gone as soon as the call ends.
  const controller = new AbortController();
  const { signal } = controller;
  const budget = setTimeout(
    () => controller.abort(new DOMException('The platform call timed out.', 'TimeoutError')),
    request.timeoutMs ?? PLATFORM_TIMEOUT_MS,
  );
  // Like AbortSignal.timeout's, it does not keep the process alive on its own.
  budget.unref();
  const attempts = SAFE_METHODS.has(request.method ?? 'GET') ? ATTEMPTS_WHEN_SAFE : 1;
  try {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt(request, signal);
      } catch (error) {
        if (error instanceof PlatformRedirected) throw error;
        if (signal.aborted) throw Object.assign(platformTimedOut(), { cause: error });
        if (tried >= attempts) throw Object.assign(platformUnreachable(), { cause: error });
      }
    }
  } finally {
    clearTimeout(budget);
  }
}
