import { HttpError } from '../http/errors.js';
import { PLATFORM_TIMEOUT_MS, PlatformRedirected, platformRequest } from './transport.js';

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
 * The gateway's call: the platform's answer, read whole within `timeoutMs`. Statuses pass through as the
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
  let response;
  try {
    response = await platformRequest({
      method: request.method,
      url: request.url,
      headers: {
        accept: 'application/json',
        'x-auth-token': request.accessToken,
        ...(sent && { 'content-type': 'application/json' }),
      },
      ...(sent && { body: new Uint8Array(sent) }),
      timeoutMs,
    });
  } catch (error) {
    // The browser is told the answer could not be read, as for any answer it may not see.
    if (error instanceof PlatformRedirected) throw unreadable();
    throw error;
  }
  const { body } = response;

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
