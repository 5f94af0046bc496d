import type { FastifyInstance } from 'fastify';
import type { PlatformDatabase } from '../../db.js';
import type { AppRegistration } from '../registry.js';
import { upsertApp } from '../registry.js';
import { findOwner, listUsers, type ControlPanelUser } from '../users.js';

export const ADMIN_KEY = 'emulator-admin-key';

/** An app profile for tests; callbacks on a host nothing listens on unless a test says so. */
export function testApp(overrides: Partial<AppRegistration> = {}): AppRegistration {
  return {
    clientId: 'test-app',
    clientSecret: 'test-secret',
    name: 'Test App',
    callbacks: {
      auth: 'http://app.test/auth',
      load: 'http://app.test/load',
      uninstall: 'http://app.test/uninstall',
      removeUser: 'http://app.test/remove_user',
    },
    scopes: ['store_v2_products', 'store_app_extensions_manage'],
    ...overrides,
  };
}

export const registerApp = (db: PlatformDatabase, app: AppRegistration): void => {
  upsertApp(db, app);
};

export function ownerOf(db: PlatformDatabase, storeHash: string): ControlPanelUser {
  const owner = findOwner(db, storeHash);
  if (!owner) throw new Error(`store ${storeHash} has no owner`);
  return owner;
}

export function staffOf(db: PlatformDatabase, storeHash: string): ControlPanelUser {
  const staff = listUsers(db, storeHash).find((user) => user.role === 'user');
  if (!staff) throw new Error(`store ${storeHash} has no staff user`);
  return staff;
}

/** The query the browser would take to the auth callback after consenting. */
export async function consent(
  app: FastifyInstance,
  storeHash: string,
  clientId: string,
  userId?: number,
): Promise<URLSearchParams> {
  const query = userId === undefined ? '' : `?user=${userId}`;
  const response = await app.inject({
    method: 'POST',
    url: `/manage/stores/${storeHash}/apps/${clientId}/install${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (response.statusCode !== 303) {
    throw new Error(`install answered ${response.statusCode}: ${response.body}`);
  }
  return new URL(String(response.headers.location)).searchParams;
}

/** The whole install: consent, then the app's code exchange. Returns the token response. */
export async function install(
  app: FastifyInstance,
  registration: AppRegistration,
  storeHash: string,
  userId?: number,
): Promise<{ access_token: string; user: { id: number }; owner: { id: number } }> {
  const params = await consent(app, storeHash, registration.clientId, userId);
  const response = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      client_id: registration.clientId,
      client_secret: registration.clientSecret,
      code: params.get('code'),
      scope: params.get('scope'),
      context: params.get('context'),
      grant_type: 'authorization_code',
      redirect_uri: registration.callbacks.auth,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`token exchange answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** `POST /stores/{hash}/graphql` with a token. */
export async function graphqlCall(
  app: FastifyInstance,
  storeHash: string,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/stores/${storeHash}/graphql`,
    headers: { 'x-auth-token': token },
    payload: variables === undefined ? { query } : { query, variables },
  });
  return {
    status: response.statusCode,
    body: response.json<{
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; path?: string[] }>;
    }>(),
  };
}
