import type { FastifyInstance } from 'fastify';
import type { PlatformDatabase } from '../../db.js';
import type { OpenApiDocument } from '../../testing/contract.js';
import { DEMO } from '../../testing/platform.js';
import type { MetafieldResource } from '../resources.js';

/** Test helpers: where each type's metafields live in the demo store, and calls to them. */

export interface Target {
  resource: MetafieldResource;
  document: OpenApiDocument;
  /** The resource's id, and its product's for a variant. */
  resourceId: number;
  parentId?: number;
  /** `/stores/demo/v3/…/metafields` of that resource. */
  collection: string;
  /** `/stores/demo/v3/{batchPath}`. */
  batch: string;
  /** The collection of a resource that does not exist. */
  missingCollection: string;
}

export function pathOf(
  resource: MetafieldResource,
  resourceId: number,
  parentId?: number,
  version = 'v3',
): string {
  const parent = resource.parent;
  const path = resource.path
    .replace(`:${resource.resourceParam}`, String(resourceId))
    .replace(parent ? `:${parent.param}` : '', parent ? String(parentId) : '');
  return `/stores/${DEMO.storeHash}/${version}${path}`;
}

/** The demo store's record with the lowest id of the type (for a variant, with its product). */
export function targetOf(db: PlatformDatabase, resource: MetafieldResource): Target {
  const row = db
    .prepare<[string], { id: number; parent?: number }>(
      `SELECT id${resource.parent ? `, ${resource.parent.column} AS parent` : ''}
       FROM ${resource.table} WHERE store_hash = ? ORDER BY id LIMIT 1`,
    )
    .get(DEMO.storeHash);
  if (!row) throw new Error(`the demo store has no ${resource.table}`);
  return {
    resource,
    document: resource.document as OpenApiDocument,
    resourceId: row.id,
    ...(row.parent === undefined ? {} : { parentId: row.parent }),
    collection: pathOf(resource, row.id, row.parent),
    batch: `/stores/${DEMO.storeHash}/v3${resource.batchPath}`,
    missingCollection: pathOf(resource, 987_654, row.parent),
  };
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
}

/** Calls the emulator as a client would; the demo store's token unless another is given. */
export async function call(app: FastifyInstance, { method, url, token, payload }: Call) {
  const response = await app.inject({
    method,
    url,
    headers: {
      'x-auth-token': token ?? DEMO.accessToken,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const body: unknown = response.body === '' ? undefined : response.json();
  return { status: response.statusCode, body: body as Record<string, unknown> & { data?: never } };
}

/** Lets a test act as an installed app: a token for `clientId` in the demo store. */
export function appToken(db: PlatformDatabase, clientId: string): string {
  const token = `token-${clientId}`;
  db.prepare(
    `INSERT OR IGNORE INTO app_tokens (access_token, store_hash, client_id, scope, created_at)
     VALUES (?, ?, ?, 'store_v2_products', '2026-01-01T00:00:00+00:00')`,
  ).run(token, DEMO.storeHash, clientId);
  return token;
}

/** The client id of the demo store's own API account (the owner of what `demo-token` creates). */
export function storeClientId(db: PlatformDatabase): string {
  const row = db
    .prepare<[string], { api_client_id: string }>(
      'SELECT api_client_id FROM stores WHERE store_hash = ?',
    )
    .get(DEMO.storeHash);
  if (!row) throw new Error('no demo store');
  return row.api_client_id;
}

let counter = 0;
/** A namespace and key no other test uses. */
export function freshKey(prefix = 'test'): { namespace: string; key: string } {
  counter += 1;
  return { namespace: `${prefix}-ns`, key: `${prefix}-${process.pid}-${counter}` };
}
