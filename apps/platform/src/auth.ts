import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from './db.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { findCredentials, findStoreByHash, type StoreRow } from './store/stores.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store of `/stores/{store_hash}/…`, set once its `X-Auth-Token` has been accepted. */
    platformStore: StoreRow | null;
    /** The client id of the API account or app whose token the request carries. */
    platformClientId: string | null;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

function storeHashOf(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return params['store_hash'] ?? '';
}

/**
 * Guards every route of `scope` the way the platform's gateway does: credentials first (401),
 * then the store (404), then whether the credentials belong to it (403).
 */
export function requireStoreToken(scope: FastifyInstance, db: PlatformDatabase): void {
  scope.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    const credentials = token === undefined ? undefined : findCredentials(db, token);
    if (!credentials) throw unauthorized();
    const storeHash = storeHashOf(request);
    if (credentials.store.store_hash === storeHash) {
      request.platformStore = credentials.store;
      request.platformClientId = credentials.clientId;
      return;
    }
    if (!findStoreByHash(db, storeHash)) throw notFound('The store was not found.');
    throw forbidden();
  });
}

/** The authenticated store of a request under `/stores/{store_hash}`. */
export function storeOf(request: FastifyRequest): StoreRow {
  if (!request.platformStore) throw new Error('storeOf() used on a route outside the store scope');
  return request.platformStore;
}

/** The client id of the credentials of a request under `/stores/{store_hash}`. */
export function clientIdOf(request: FastifyRequest): string {
  if (!request.platformClientId) {
    throw new Error('clientIdOf() used on a route outside the store scope');
  }
  return request.platformClientId;
}
