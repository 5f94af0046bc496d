import { HttpError } from '../httpErrors.js';
import { platformFetch, PlatformRedirected } from '../platformFetch.js';

/**
 * How long the platform has to answer, body included. Not a setting: the real platform answers
 * in well under a second, and a browser waiting longer is better told that something is wrong.
 */
export const PLATFORM_TIMEOUT_MS = 30_000;

export interface PlatformRequest {
  method: string;
  url: URL;
  /** The store's access token: sent to the platform, never to the browser. */
  accessToken: string;
  body?: Buffer | undefined;
}

export interface PlatformAnswer {
  status: number;
  /** Only the headers the browser may see (see `visibleHeaders`). */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The platform's headers that the browser may see: the content type, the rate-limit counters
 * (all `X-Rate-Limit-*`, so that a 429 can be waited out) and `Retry-After`.
 */
function visibleHeaders(headers: Headers): Record<string, string> {
  const visible: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name === 'content-type' || name === 'retry-after' || name.startsWith('x-rate-limit-')) {
      visible[name] = value;
    }
  });
  return visible;
}

const unreachable = () =>
  new HttpError(502, 'platform_unavailable', 'The store platform could not be reached.');
const timedOut = () =>
  new HttpError(504, 'platform_timeout', 'The store platform took too long to answer.');
const unreadable = () =>
  new HttpError(
    502,
    'platform_bad_response',
    'The store platform sent an answer that could not be read.',
  );

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * Calls the platform and reads its whole answer within `timeoutMs`. Statuses pass through as the
 * platform gave them, 429 included; a failure to reach the platform is a 502, a late answer a
 * 504. Only JSON is passed on: this origin serves the admin app, so an HTML error page from
 * upstream must not be served from it. A redirect is refused rather than followed, so the token
 * never travels to another address.
 */
export async function callPlatform(
  request: PlatformRequest,
  timeoutMs = PLATFORM_TIMEOUT_MS,
): Promise<PlatformAnswer> {
  const { body: sent } = request;
  let response: Response;
  let body: Buffer;
  try {
    response = await platformFetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        'x-auth-token': request.accessToken,
        ...(sent && { 'content-type': 'application/json' }),
      },
      ...(sent && { body: new Uint8Array(sent) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof PlatformRedirected) throw unreadable();
    if (error instanceof DOMException && error.name === 'TimeoutError') throw timedOut();
    throw Object.assign(unreachable(), { cause: error });
  }

  const headers = visibleHeaders(response.headers);
  if (body.length > 0 && !isJson(headers['content-type'])) {
    if (response.status < 400) throw unreadable();
    // An error without a JSON body: its status and rate-limit headers still tell the client
    // what happened, in the gateway's own error body.
    const error = new HttpError(
      response.status,
      'platform_error',
      'The store platform could not complete the request.',
    );
    return {
      status: response.status,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(JSON.stringify(error.toBody())),
    };
  }
  return { status: response.status, headers, body };
}
