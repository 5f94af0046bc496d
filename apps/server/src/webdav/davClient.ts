import { platformRequest, type PlatformHttpResponse } from '../platformClient/transport.js';
import type { WebdavLogin } from './settingsStore.js';
import { webdavRejected, webdavUnavailable } from './davErrors.js';
import { davUrl } from './paths.js';

/** Long enough for a 20 MiB upload on a slow link, short enough not to hold a request forever. */
const TIMEOUT_MS = 60_000;

/**
 * The few WebDAV calls the app makes (RFC 4918), through the platform client with Basic auth. Every
 * path arrives as checked segments (`paths.ts`), so nothing leaves `baseUrl`.
 */
export function createDavClient(baseUrl: string, login: WebdavLogin) {
  const authorization = `Basic ${Buffer.from(`${login.username}:${login.password}`).toString('base64')}`;

  async function send(
    method: string,
    url: string,
    init: { body?: Buffer; contentType?: string } = {},
  ): Promise<PlatformHttpResponse> {
    let response: PlatformHttpResponse;
    try {
      response = await platformRequest({
        method,
        url: new URL(url),
        headers: {
          authorization,
          ...(init.contentType && { 'content-type': init.contentType }),
        },
        // A copy typed over a plain ArrayBuffer, as fetch's BodyInit wants.
        ...(init.body && { body: Uint8Array.from(init.body) }),
        timeoutMs: TIMEOUT_MS,
      });
    } catch {
      // A redirect too: the credentials are not sent on (see the platform client).
      throw webdavUnavailable();
    }
    if (response.status === 401 || response.status === 403) throw webdavRejected();
    return response;
  }

  const ok = (response: PlatformHttpResponse) => response.status >= 200 && response.status < 300;
  const failed = (response: PlatformHttpResponse) =>
    webdavUnavailable(`answered ${response.status} ${response.statusText}`.trim());

  return {
    /** Creates the folder and any missing parents; a folder that exists already is fine. */
    async makeFolder(segments: readonly string[]): Promise<void> {
      for (let depth = 1; depth <= segments.length; depth += 1) {
        const response = await send('MKCOL', davUrl(baseUrl, segments.slice(0, depth), true));
        // 405: the folder exists (RFC 4918 9.3.1).
        if (!ok(response) && response.status !== 405) throw failed(response);
      }
    },

    async put(segments: readonly string[], body: Buffer, contentType: string): Promise<void> {
      const response = await send('PUT', davUrl(baseUrl, segments), { body, contentType });
      if (!ok(response)) throw failed(response);
    },

    /** Removes a file or folder; one that is already gone counts as removed. */
    async remove(segments: readonly string[]): Promise<void> {
      const response = await send('DELETE', davUrl(baseUrl, segments));
      if (!ok(response) && response.status !== 404) throw failed(response);
    },
  };
}
export type DavClient = ReturnType<typeof createDavClient>;
