import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiError } from './ApiError.js';

export interface HttpOptions {
  /** Where the server is: `/` (the page's own origin) by default, an absolute URL outside a browser. */
  baseUrl?: string;
  /** The token from `<meta name="csrf-token">`; see `readCsrfToken`. */
  csrfToken?: string;
  /** Called when the server says the session has ended (401 `unauthenticated`): log out. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export const csrfHeader = 'X-CSRF-Token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The ky instance every call goes through, and a wrapper that turns failures into ApiError. */
export function createHttp(options: HttpOptions) {
  let csrfToken = options.csrfToken ?? '';
  const http: KyInstance = ky.create({
    // Paths are relative ('api/…'); without a prefix they would resolve against the page's path.
    prefixUrl: options.baseUrl ?? '/',
    ...(options.fetch && { fetch: options.fetch }),
    credentials: 'same-origin',
    // Retrying is the caller's decision (the spec's history polls have their own schedule).
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          if (!safeMethods.has(request.method)) request.headers.set(csrfHeader, csrfToken);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          // Login and logout renew the session, and with it the token.
          const renewed = response.headers.get(csrfHeader);
          if (renewed) csrfToken = renewed;
          if (response.status === 401) {
            const error = await ApiError.fromResponse(response);
            if (error.code === 'unauthenticated') options.onUnauthorized?.();
          }
        },
      ],
    },
  });

  async function call<T>(send: (http: KyInstance) => Promise<T>): Promise<T> {
    try {
      return await send(http);
    } catch (error) {
      if (error instanceof HTTPError) throw await ApiError.fromResponse(error.response);
      throw error;
    }
  }

  return { call, csrfToken: () => csrfToken };
}

export type Http = ReturnType<typeof createHttp>;

/** Reads the CSRF token the server put in the app's HTML. */
export function readCsrfToken(doc: Pick<Document, 'querySelector'>): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}
