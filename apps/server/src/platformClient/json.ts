import type { ServerConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import type { StoreRecord } from '../stores/stores.js';
import { callPlatform } from './rest.js';
import { storeUrl } from './transport.js';

/**
 * How this app calls the platform for one store: its address, the store's access token, and the
 * app's client id (which metafields are the app's own: `owner_client_id`).
 */
export interface PlatformStore {
  storeHash: string;
  accessToken: string;
  platformUrl: string;
  clientId: string;
}

/** The platform as this server's settings reach it, for an installed store. */
export function platformStoreOf(
  config: Pick<ServerConfig, 'PLATFORM_URL' | 'APP_CLIENT_ID'>,
  store: Pick<StoreRecord, 'store_hash' | 'accessToken'>,
): PlatformStore {
  return {
    storeHash: store.store_hash,
    accessToken: store.accessToken,
    platformUrl: config.PLATFORM_URL,
    clientId: config.APP_CLIENT_ID,
  };
}

export const platformFailed = () =>
  new HttpError(502, 'platform_error', 'The store platform could not complete the request.');

/**
 * The platform's 429, passed on as the gateway passes it: status 429 with the Retry-After and
 * rate-limit headers, so that the client can wait it out.
 */
export class PlatformBusy extends HttpError {
  constructor(platformHeaders: Record<string, string>) {
    super(429, 'rate_limited', 'The store platform is busy. Please try again in a moment.');
    this.headers = Object.fromEntries(
      Object.entries(platformHeaders).filter(([name]) => name !== 'content-type'),
    );
  }
}

export interface PlatformCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** After `/stores/{hash}/`, e.g. `v3/catalog/products/metafields`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
}

/**
 * One call to the platform's API for the store, its answer read as JSON. A 429 is passed on,
 * a 5xx or an answer that is not JSON is a 502, and the gateway's 502 and 504 for a platform
 * out of reach or slow stand; any other status is the caller's to read.
 */
export async function platformJson(
  store: Pick<PlatformStore, 'storeHash' | 'accessToken' | 'platformUrl'>,
  call: PlatformCall,
): Promise<{ status: number; body: unknown }> {
  const url = storeUrl(store.platformUrl, store.storeHash, call.path);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const answer = await callPlatform(
    {
      method: call.method,
      url,
      accessToken: store.accessToken,
      body: call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body)),
    },
    call.timeoutMs,
  );
  if (answer.status === 429) throw new PlatformBusy(answer.headers);
  if (answer.status >= 500) throw platformFailed();
  if (answer.body.length === 0) return { status: answer.status, body: null };
  try {
    return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
  } catch {
    throw platformFailed();
  }
}
