import * as z from 'zod';
import type { ServerConfig } from '../config.js';
import { platformFetch } from '../platformFetch.js';
import { callbackUrls } from './appUrl.js';

/** The platform answers a person waiting in the control panel: a stuck call must end. */
const PLATFORM_TIMEOUT_MS = 10_000;

/**
 * Why an install failed, with the status and the sentence the merchant sees: 400 when the
 * request or the code was refused, 502 when the platform failed us.
 */
export class InstallError extends Error {
  constructor(
    readonly status: 400 | 502,
    message: string,
  ) {
    super(message);
  }
}

const unreachable = () =>
  new InstallError(502, 'The store platform could not be reached. Please try again in a moment.');

const platformUser = z.object({ id: z.number().int().positive(), email: z.email().max(254) });

/** The documented token response (guide-auth.mdx), as much of it as the app keeps. */
const tokenResponse = z.object({
  access_token: z.string().min(1).max(1024),
  scope: z.string().max(4096),
  user: platformUser,
  owner: platformUser,
  context: z.string(),
  account_uuid: z.string().max(100).optional(),
});
export type TokenGrant = z.infer<typeof tokenResponse>;

const oauthError = z.object({ error_description: z.string().max(500) });

/** What the auth callback carried: the code grant's parameters. */
export interface CodeGrant {
  code: string;
  scope: string;
  context: string;
}

/** Joins a path to a base URL that may or may not end with a slash. */
const under = (base: string, path: string): URL =>
  new URL(path, `${base.replace(/(?<!\/)\/+$/, '')}/`);

/** `POST {login}/oauth2/token`: the code for the store's token, as guide-auth.mdx shows it. */
export async function exchangeCode(config: ServerConfig, grant: CodeGrant): Promise<TokenGrant> {
  let response: Response;
  try {
    response = await platformFetch(
      under(config.PLATFORM_LOGIN_URL ?? config.PLATFORM_URL, 'oauth2/token'),
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: config.APP_CLIENT_ID,
          client_secret: config.APP_CLIENT_SECRET,
          code: grant.code,
          context: grant.context,
          scope: grant.scope,
          grant_type: 'authorization_code',
          redirect_uri: callbackUrls(config).auth,
        }),
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      },
    );
  } catch {
    throw unreachable();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    const reason = oauthError.safeParse(body);
    throw new InstallError(
      400,
      `The store platform refused the installation${reason.success ? `: ${reason.data.error_description}` : '.'} Please install the app again from your control panel.`,
    );
  }
  const parsed = tokenResponse.safeParse(body);
  if (!response.ok || !parsed.success || parsed.data.context !== grant.context) {
    throw new InstallError(
      502,
      'The store platform answered the installation in a way the app does not understand. Please try again in a moment.',
    );
  }
  return parsed.data;
}

const storeProfile = z.object({
  name: z.string().min(1).max(255).catch('Store'),
  currency: z.string().length(3).catch('USD'),
  timezone: z.object({ name: z.string().min(1).max(64) }).catch({ name: 'UTC' }),
});
export type StoreProfile = z.infer<typeof storeProfile>;

/** `GET /stores/{hash}/v2/store`: the store's name, currency and timezone. */
export async function readStoreProfile(
  config: ServerConfig,
  storeHash: string,
  accessToken: string,
): Promise<StoreProfile> {
  let response: Response;
  try {
    response = await platformFetch(under(config.PLATFORM_URL, `stores/${storeHash}/v2/store`), {
      headers: { accept: 'application/json', 'x-auth-token': accessToken },
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = storeProfile.safeParse(body);
  if (!response.ok || !parsed.success) {
    throw new InstallError(
      502,
      `The store platform did not give the store's profile (HTTP ${response.status}). Please try again in a moment.`,
    );
  }
  return parsed.data;
}

/**
 * Whether the platform still accepts a token (a store API call answers 2xx); throws
 * InstallError when the platform cannot be reached.
 */
export async function tokenWorks(
  config: ServerConfig,
  storeHash: string,
  accessToken: string,
): Promise<boolean> {
  try {
    const response = await platformFetch(
      under(config.PLATFORM_URL, `stores/${storeHash}/v2/store`),
      {
        headers: { accept: 'application/json', 'x-auth-token': accessToken },
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      },
    );
    await response.body?.cancel();
    return response.ok;
  } catch {
    throw unreachable();
  }
}
