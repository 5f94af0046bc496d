import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { OFFERED_EXTENSIONS } from '../appExtensions/catalogue.js';
import type { Db } from '../db.js';
import { gatewayRoutes } from '../gateway/allowList.js';
import { startTestServer } from './testServer.js';

/**
 * What the cross-route suites share: records of a store made through its own API token, and a
 * concrete address for any registered route pattern, its parameters filled in from those
 * records. The suites walk `server.routes`, so a route added later is covered the day it lands.
 */

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The ids of one store's records, as the suites fill a route's parameters with them. */
export interface StoreRecords {
  storeHash: string;
  /** An API token of the store (the plain token) and the id of another one. */
  token: string;
  tokenId: number;
  objectId: number;
  fieldId: number;
  valueId: number;
  templateId: number;
  /** A record on the platform (a product) and a metafield of it with the template's key. */
  recordId: number;
  metafieldId: number;
}

/** The store's parameter, whichever name a route gives it (as `storeOfRequest` reads it). */
export const storeParams = new Set(['storeHash', 'store_hash', 'hash']);

interface IdParam {
  /** True when the value is a record of one store; false for names every store shares. */
  owned: boolean;
  value(records: StoreRecords): string;
}

/**
 * Route parameter → the record it names, keyed by the literal segment before it and its name
 * (`:id` names a resource, a template or a token depending on where it sits). A route with a
 * parameter missing here fails the suites with a message asking to add it.
 */
export const idParams: Record<string, IdParam> = {
  // A custom resource (custom object) of the store, its field, and a value of it.
  'custom-objects/:id': { owned: true, value: (r) => String(r.objectId) },
  'fields/:fieldId': { owned: true, value: (r) => String(r.fieldId) },
  'values/:valueId': { owned: true, value: (r) => String(r.valueId) },
  // A value export or import job: found only within the addressed store and resource, and the
  // suites start none, so any id names nothing of another store's.
  'export/:exportId': { owned: false, value: () => '1' },
  'import/:importId': { owned: false, value: () => '1' },
  // A shared metafield template of the product type.
  'templates/:id': { owned: true, value: (r) => String(r.templateId) },
  // An API token of the store (not the one the requests are made with).
  'api-tokens/:id': { owned: true, value: (r) => String(r.tokenId) },
  // A resource type: the same eight for every store (templates, their export and import).
  'templates/:type': { owned: false, value: () => 'product' },
  'export/:type': { owned: false, value: () => 'product' },
  'import/:type': { owned: false, value: () => 'product' },
  // A metafield import job: none is seeded, so the id names no job of either store.
  'import/:id': { owned: true, value: () => '1' },
  // A metafield export job: a record of one store. The suites start no export, so the id names
  // no job of either store and every store answers 404 (the export tests check a real one).
  'export/:id': { owned: true, value: () => '1' },
  // A record on the platform and its metafield: the server keeps neither; it reaches them only
  // under the addressed store's own platform path and token, so another store's ids name
  // nothing of that store's.
  'records/:recordId': { owned: false, value: (r) => String(r.recordId) },
  'metafields/:metafieldId': { owned: false, value: (r) => String(r.metafieldId) },
  // A record on the platform whose metafields are exported or imported at once: as above, the
  // server keeps none; every type takes the seeded product's id (under another type it names
  // nothing, which the suites accept as they accept a 404).
  'brands/:id': { owned: false, value: (r) => String(r.recordId) },
  'categories/:id': { owned: false, value: (r) => String(r.recordId) },
  'channels/:id': { owned: false, value: (r) => String(r.recordId) },
  'customers/:id': { owned: false, value: (r) => String(r.recordId) },
  'locations/:id': { owned: false, value: (r) => String(r.recordId) },
  'orders/:id': { owned: false, value: (r) => String(r.recordId) },
  'products/:id': { owned: false, value: (r) => String(r.recordId) },
  'products/:productId': { owned: false, value: (r) => String(r.recordId) },
  'variants/:variantId': { owned: false, value: (r) => String(r.recordId) },
  // An App Extension of the app's catalogue: the same for every store; whether a store has it
  // on is kept by the platform, under that store's own token.
  'app-extensions/:id': { owned: false, value: () => OFFERED_EXTENSIONS[0]?.id ?? '' },
};

/** The key of `idParams` for the parameter at `index` of the route's segments. */
function paramKey(segments: readonly string[], index: number): string {
  const literal = segments
    .slice(0, index)
    .reverse()
    .find((segment) => !segment.startsWith(':'));
  return `${literal ?? ''}/${segments[index] ?? ''}`;
}

/** A gateway path that takes the method (the first in the allow-list), ids set to 1. */
export function gatewayPath(method: string): string {
  const route = gatewayRoutes.find((entry) => entry.methods.some((m) => m === method));
  return (route?.path ?? 'v3/catalog/products/1/metafields').replace(/\{[a-z_]+\}/g, '1');
}

export interface ConcreteRoute {
  url: string;
  /** Whether a parameter named a record of the store (not only the store and shared names). */
  namesRecord: boolean;
}

/**
 * The route's address with the store `storeHash` and the records' ids. Throws for a parameter
 * the suites do not know, so a new route cannot pass by being skipped.
 */
export function concreteRoute(
  route: { method: string; url: string },
  storeHash: string,
  records: StoreRecords,
): ConcreteRoute {
  const segments = route.url.split('/');
  let namesRecord = false;
  const filled = segments.map((segment, index) => {
    if (segment === '*') return gatewayPath(route.method);
    if (!segment.startsWith(':')) return segment;
    if (storeParams.has(segment.slice(1))) return storeHash;
    const key = paramKey(segments, index);
    const param = idParams[key];
    if (!param) {
      throw new Error(
        `${route.method} ${route.url}: add '${key}' to idParams in src/testing/crossRoute.ts ` +
          '(which record of the store the parameter names).',
      );
    }
    namesRecord ||= param.owned;
    return encodeURIComponent(param.value(records));
  });
  return { url: filled.join('/'), namesRecord };
}

export const hasStoreParam = (url: string) =>
  url.split('/').some((segment) => storeParams.has(segment.slice(1)));

/**
 * A test server whose database file the test can read through its own connection; the plan and
 * the store's platform token are the caller's.
 */
export async function startInspectableServer(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  db: Db;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-cross-route-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  const db: Db = new Database(path.join(dataDir, 'server.sqlite'), { readonly: true });
  return {
    server,
    db,
    async close() {
      db.close();
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Bookkeeping that any request may change, left out of the snapshots: sessions (their last
 * use), failed logins, used signed payloads, sent mail and the migrations list.
 */
const bookkeeping = new Set([
  'sessions',
  'login_failures',
  'used_signed_payloads',
  'outbox',
  'migrations',
]);

/** Every row of every table but the bookkeeping ones; tables added later are included. */
export function snapshot(db: Database.Database): Record<string, string[]> {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => row.name)
    .filter((name) => !bookkeeping.has(name));
  // Sorted here rather than by SQL, so a table without a rowid or a second column works too.
  const rowsOf = (name: string) =>
    db
      .prepare(`SELECT * FROM "${name}"`)
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
  return Object.fromEntries(tables.map((name) => [name, rowsOf(name)]));
}

/** Sends a request as an API client with the store's token: no cookie, no CSRF token. */
export function asToken(app: FastifyInstance, token: string, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });
}

/**
 * Gives a store (on a plan with every feature) records through its own API token, each named
 * with `marker` so that an answer showing one can be recognised: a custom resource with a field
 * and a value, a shared template, WebDAV settings and a second API token. The platform's ids
 * are the caller's (the platform is not always there).
 */
export async function seedStore(
  server: TestServer,
  storeHash: string,
  marker: string,
  platformIds: Pick<StoreRecords, 'recordId' | 'metafieldId'> = { recordId: 1, metafieldId: 1 },
): Promise<StoreRecords> {
  const { token } = server.stores.apiTokens.create(storeHash, `${marker} seed token`);
  const base = `/api/stores/${storeHash}`;
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await asToken(server.app, token, { method: 'POST', url, payload });
    if (response.statusCode >= 300) {
      throw new Error(`seeding ${storeHash}: POST ${url} answered ${response.body}`);
    }
    return (response.json<{ data: { id: number } }>().data ?? {}).id;
  };
  const objectId = await post(`${base}/custom-objects`, { name: `${marker} things` });
  const objects = `${base}/custom-objects/${objectId}`;
  const fieldId = await post(`${objects}/fields`, {
    name: `${marker} name`,
    meta_key: 'name',
    content_type: 'text',
  });
  const valueId = await post(`${objects}/values`, { name: `${marker} value` });
  const templateId = await post(`${base}/templates/product`, {
    name: `${marker} template`,
    meta_key: `${marker}_key`,
  });
  await post(`${base}/webdav-settings`, {
    webdav_username: `${marker}@example.com`,
    webdav_password: `${marker}-password`,
  });
  const tokenId = await post(`${base}/api-tokens`, { name: `${marker} token` });
  return { storeHash, token, tokenId, objectId, fieldId, valueId, templateId, ...platformIds };
}
