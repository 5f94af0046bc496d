import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformDatabase } from './db.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { findStoreByHash, findStoreByToken, type StoreRow } from './stores.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store of `/stores/{store_hash}/…`, set once its `X-Auth-Token` has been accepted. */
    platformStore: StoreRow | null;
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
    const owner = token === undefined ? undefined : findStoreByToken(db, token);
    if (!owner) throw unauthorized();
    const storeHash = storeHashOf(request);
    if (owner.store_hash === storeHash) {
      request.platformStore = owner;
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
