import * as z from 'zod';
import type { ServerConfig } from '../config.js';
import {
  platformRequest,
  platformUrl,
  storeUrl,
  type PlatformHttpRequest,
  type PlatformHttpResponse,
} from '../platformClient/transport.js';
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

/** A call of the install: any failure of the client is the platform out of reach to the merchant. */
async function installCall(request: PlatformHttpRequest): Promise<PlatformHttpResponse> {
  try {
    return await platformRequest({ ...request, timeoutMs: PLATFORM_TIMEOUT_MS });
  } catch {
    throw unreachable();
  }
}

/** The answer's JSON, or undefined when it is none. */
function jsonOf(response: PlatformHttpResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const isOk = (response: PlatformHttpResponse) => response.status >= 200 && response.status < 300;

/** `POST {login}/oauth2/token`: the code for the store's token, as guide-auth.mdx shows it. */
export async function exchangeCode(config: ServerConfig, grant: CodeGrant): Promise<TokenGrant> {
  const response = await installCall({
    method: 'POST',
    url: platformUrl(config.PLATFORM_LOGIN_URL ?? config.PLATFORM_URL, 'oauth2/token'),
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
  });
  const body = jsonOf(response);
  if (response.status >= 400 && response.status < 500) {
    const reason = oauthError.safeParse(body);
    throw new InstallError(
      400,
      `The store platform refused the installation${reason.success ? `: ${reason.data.error_description}` : '.'} Please install the app again from your control panel.`,
    );
  }
  const parsed = tokenResponse.safeParse(body);
  if (!isOk(response) || !parsed.success || parsed.data.context !== grant.context) {
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
  const response = await installCall({
    url: storeUrl(config.PLATFORM_URL, storeHash, 'v2/store'),
    headers: { accept: 'application/json', 'x-auth-token': accessToken },
  });
  const body = jsonOf(response);
  const parsed = storeProfile.safeParse(body);
  if (!isOk(response) || !parsed.success) {
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
  const response = await installCall({
    url: storeUrl(config.PLATFORM_URL, storeHash, 'v2/store'),
    headers: { accept: 'application/json', 'x-auth-token': accessToken },
  });
  return isOk(response);
}
