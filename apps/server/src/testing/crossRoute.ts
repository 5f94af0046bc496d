import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resourceTypes } from '@metafields/core';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OFFERED_EXTENSIONS } from '../appExtensions/catalogue.js';
import type { Database } from '../database/database.js';
import { gatewayRoutes } from '../gateway/allowList.js';
import { createImportJob } from '../jobs/jobUploads.js';
import { Browser, startTestServer } from './testServer.js';

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
  /** The store's finished jobs and their files, when the suite seeds them (`seedJobs`). */
  jobs?: StoreJobs;
}

/**
 * A finished job of each family: a value export and import, a metafield export and import (the
 * imports are previews, which every import route, the preview's too, reads).
 */
export interface StoreJobs {
  valueExportId: number;
  valueImportId: number;
  metafieldExportId: number;
  metafieldImportId: number;
  /** A record tab's export and import (issue 23), by address: `brands`, …, `variants`. */
  recordJobs?: Record<string, { export: number; import: number }>;
}

/** The store's parameter, whichever name a route gives it (as `storeOfRequest` reads it). */
export const storeParams = new Set(['storeHash', 'store_hash', 'hash']);

interface IdParam {
  /** True when the value is a record of one store; false for names every store shares. */
  owned: boolean;
  /** `url` is the route's pattern, for a parameter whose record depends on the address. */
  value(records: StoreRecords, url: string): string;
}

/** The record address of a record tab's job route: `brands`, …, `products` or `variants`. */
export const recordJobAddress = (url: string) =>
  url.includes('/variants/') ? 'variants' : (url.split('/')[4] ?? '');

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
  // A value export or import job of the store's resource, with its file (id 1 when the suite
  // seeds no jobs, which names no job of either store).
  'export/:exportId': { owned: true, value: (r) => String(r.jobs?.valueExportId ?? 1) },
  'import/:importId': { owned: true, value: (r) => String(r.jobs?.valueImportId ?? 1) },
  // A shared metafield template of the product type.
  'templates/:id': { owned: true, value: (r) => String(r.templateId) },
  // An API token of the store (not the one the requests are made with).
  'api-tokens/:id': { owned: true, value: (r) => String(r.tokenId) },
  // A resource type: the same eight for every store (templates, their export and import).
  'templates/:type': { owned: false, value: () => 'product' },
  'export/:type': { owned: false, value: () => 'product' },
  'import/:type': { owned: false, value: () => 'product' },
  // A metafield import or export job of the store, with its file (as above, 1 when unseeded).
  'import/:id': { owned: true, value: (r) => String(r.jobs?.metafieldImportId ?? 1) },
  'export/:id': { owned: true, value: (r) => String(r.jobs?.metafieldExportId ?? 1) },
  // A record tab's export or import job (issue 23): the one seeded for the route's address.
  'jobs/:jobId': {
    owned: true,
    value: (r, url) => {
      const jobs = r.jobs?.recordJobs?.[recordJobAddress(url)];
      return String((url.includes('/export/jobs') ? jobs?.export : jobs?.import) ?? 1);
    },
  },
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
    return encodeURIComponent(param.value(records, route.url));
  });
  return { url: filled.join('/'), namesRecord };
}

/**
 * The route's address with the records of each parameter chosen by `recordsOf(key)`: so that
 * one id can be another store's while the rest of the address is the store's own.
 */
export function concreteRouteWith(
  route: { method: string; url: string },
  storeHash: string,
  recordsOf: (key: string) => StoreRecords,
): string {
  const segments = route.url.split('/');
  return segments
    .map((segment, index) => {
      if (segment === '*') return gatewayPath(route.method);
      if (!segment.startsWith(':')) return segment;
      if (storeParams.has(segment.slice(1))) return storeHash;
      const key = paramKey(segments, index);
      const param = idParams[key];
      if (!param) throw new Error(`${route.method} ${route.url}: add '${key}' to idParams`);
      return encodeURIComponent(param.value(recordsOf(key), route.url));
    })
    .join('/');
}

/** The keys (`idParams`) of the route's parameters that name a record of one store. */
export function ownedParamKeys(route: { url: string }): string[] {
  const segments = route.url.split('/');
  return segments
    .map((segment, index) => (segment.startsWith(':') ? paramKey(segments, index) : ''))
    .filter((key) => idParams[key]?.owned === true);
}

export const hasStoreParam = (url: string) =>
  url.split('/').some((segment) => storeParams.has(segment.slice(1)));

/**
 * A test server whose database (SQLite or PostgreSQL, as the server runs) the test can read for
 * `snapshot`s; the plan and the store's platform token are the caller's.
 */
export async function startInspectableServer(env: Record<string, string> = {}): Promise<{
  server: TestServer;
  database: Database;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-cross-route-'));
  const server = await startTestServer({ DATA_DIR: dataDir, ...env });
  return {
    server,
    database: server.database,
    async close() {
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

/** The names of the database's own tables (not the engine's), as each dialect lists them. */
async function tableNames(database: Database): Promise<string[]> {
  const { rows } =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
        `.execute(database.queries)
      : await sql<{ name: string }>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        `.execute(database.queries);
  return rows.map((row) => row.name).sort();
}

/** Every row of every table but the bookkeeping ones; tables added later are included. */
export async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = (await tableNames(database)).filter((name) => !bookkeeping.has(name));
  // Sorted here rather than by SQL, so a table without a rowid or a second column works too.
  const rowsOf = async (name: string) => {
    const { rows } = await sql`SELECT * FROM ${sql.table(name)}`.execute(database.queries);
    return rows.map((row) => JSON.stringify(row)).sort();
  };
  const entries: Array<[string, string[]]> = [];
  for (const name of tables) entries.push([name, await rowsOf(name)]);
  return Object.fromEntries(entries);
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
  const { token } = await server.apiTokens.create(storeHash, `${marker} seed token`);
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
  // WebDAV credentials and API tokens are a signed-in person's to manage, not a token's.
  const person = await storePerson(server, storeHash);
  const settings = await person.request('POST', `${base}/webdav-settings`, {
    webdav_username: `${marker}@example.com`,
    webdav_password: `${marker}-password`,
  });
  if (settings.statusCode >= 300) throw new Error(`seeding ${storeHash}: ${settings.body}`);
  const second = await person.request('POST', `${base}/api-tokens`, { name: `${marker} token` });
  if (second.statusCode >= 300) throw new Error(`seeding ${storeHash}: ${second.body}`);
  const tokenId = second.json<{ data: { id: number } }>().data.id;
  return { storeHash, token, tokenId, objectId, fieldId, valueId, templateId, ...platformIds };
}

/** A person of the store (made on first use), signed in: the store's seeder. */
export async function storePerson(server: TestServer, storeHash: string) {
  const login = { email: `seeder@${storeHash}.example`, password: `seeder-password-${storeHash}` };
  if (!(await server.users.findByEmail(login.email))) {
    const user = await server.users.create({ ...login, name: `Seeder of ${storeHash}` });
    await server.stores.link(user.id, storeHash);
  }
  const person = new Browser(server.app);
  await person.open();
  const signedIn = await person.login(login);
  if (signedIn.statusCode >= 300) throw new Error(`seeding ${storeHash}: ${signedIn.body}`);
  return person;
}

/**
 * Gives the store a finished job of each family, with its file: a value export and import of
 * its custom resource, and a metafield export and import of products (the platform must answer,
 * a stub will do). Waits until the worker is idle, so that no job changes after this.
 */
export async function seedJobs(server: TestServer, records: StoreRecords): Promise<StoreRecords> {
  const { storeHash } = records;
  const person = await storePerson(server, storeHash);
  const values = `/api/stores/${storeHash}/custom-objects/${records.objectId}/values`;
  const metafields = `/api/stores/${storeHash}/metafields`;
  const idOf = (response: LightMyRequestResponse) => {
    if (response.statusCode !== 201) {
      throw new Error(`seeding jobs of ${storeHash}: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ data: { id: number } }>().data.id;
  };
  const csv = (text: string, filename: string) => ({
    name: 'files',
    file: Buffer.from(text),
    filename,
  });
  const jobs: StoreJobs = {
    valueExportId: idOf(await person.request('POST', `${values}/export`)),
    valueImportId: idOf(
      await person.upload(`${values}/import`, [
        csv(`id,name\n,${storeHash} imported\n`, 'v.csv'),
        { name: 'mode', value: 'preview' },
      ]),
    ),
    metafieldExportId: idOf(
      await person.request('POST', `${metafields}/export/product`, { exportType: 'custom' }),
    ),
    // A preview (issue 28): its changes are read on their own route; its file, as an import's.
    metafieldImportId: idOf(
      await person.upload(`${metafields}/import/product`, [
        csv(`resource_id,namespace,key,value\n${records.recordId},seeded,k,v\n`, 'm.csv'),
        { name: 'mode', value: 'preview' },
      ]),
    ),
  };
  // One export and one import of each record address, all of the seeded product's id, made
  // as the routes make them (the stub platform finds no customer and the like to start one).
  const recordJobs: Record<string, { export: number; import: number }> = {};
  const id = records.recordId;
  for (const { singular, plural } of resourceTypes) {
    const address = plural;
    const subject = singular === 'variant' ? `product:${id}/variant:${id}` : `${singular}:${id}`;
    const record = {
      type: singular,
      id,
      of: 'record' as const,
      ...(singular === 'variant' && { product_id: id }),
    };
    const exported = await server.jobs.create({
      storeHash,
      kind: 'metafield-export',
      subject,
      type: 'custom',
      params: { exportType: 'custom', today: '2026-11-20', record },
    });
    const imported = await createImportJob(
      server.jobs,
      server.jobFiles,
      {
        storeHash,
        kind: 'metafield-import',
        subject,
        type: 'preview',
        params: { importType: 'custom', templates: [], record, preview: true },
        fileName: 'r.csv',
      },
      singular === 'variant'
        ? `resource_id,product_id,namespace,key,value\n${id},${id},seeded,k,v\n`
        : `resource_id,namespace,key,value\n${id},seeded,k,v\n`,
      { total: 1 },
    );
    recordJobs[address] = { export: exported.id, import: imported.id };
  }
  server.runner.wake();
  await server.runner.idle();
  return { ...records, jobs: { ...jobs, recordJobs } };
}
