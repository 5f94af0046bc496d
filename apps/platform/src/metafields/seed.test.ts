import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../db.js';
import { seedDemoStore } from '../seed.js';
import { DEFAULT_APP_CLIENT_ID, OTHER_APP_CLIENT_IDS, seedSizes } from '../seedContext.js';
import { SEED_NOW, tempDir } from '../testing/platform.js';
import { PERMISSION_SETS } from './fields.js';
import { metafieldResources } from './resources.js';
import type { MetafieldRow } from './serialize.js';

const dirs: string[] = [];
const dbs: PlatformDatabase[] = [];

function seeded(storeHash = 'demo'): PlatformDatabase {
  const dir = tempDir();
  dirs.push(dir);
  const db = openDatabase(path.join(dir, 'platform.sqlite'));
  dbs.push(db);
  seedDemoStore(db, { storeHash, accessToken: `${storeHash}-token`, size: 'small', now: SEED_NOW });
  return db;
}

const rows = (db: PlatformDatabase) =>
  db.prepare<[], MetafieldRow>('SELECT * FROM metafields ORDER BY id').all();

let db: PlatformDatabase;
let all: MetafieldRow[];
beforeAll(() => {
  db = seeded();
  all = rows(db);
});
afterAll(() => {
  for (const open of dbs.splice(0)) open.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedMetafields', () => {
  it('makes the counts of the size: products, and the rest over the other types', () => {
    const products = all.filter((row) => row.resource_type === 'product');
    expect(products).toHaveLength(seedSizes.small.productMetafields);
    expect(all.length - products.length).toBe(seedSizes.small.otherMetafields);
    const withRecords = metafieldResources.filter(
      (resource) =>
        db.prepare(`SELECT 1 FROM ${resource.table} WHERE store_hash = 'demo' LIMIT 1`).get() !==
        undefined,
    );
    const types = new Set(all.map((row) => row.resource_type));
    expect([...types].sort()).toEqual(withRecords.map((resource) => resource.type).sort());
  });

  it('attaches every metafield to a record of its type in its store', () => {
    for (const resource of metafieldResources) {
      const orphans = db
        .prepare<[string], { n: number }>(
          `SELECT COUNT(*) AS n FROM metafields m WHERE m.resource_type = ? AND NOT EXISTS
             (SELECT 1 FROM ${resource.table} r WHERE r.store_hash = m.store_hash AND r.id = m.resource_id)`,
        )
        .get(resource.type)?.n;
      expect(orphans, resource.type).toBe(0);
    }
  });

  it('respects the unique rule, and shares some namespaces and keys between owners', () => {
    const keys = all.map(
      (r) => `${r.resource_type}|${r.resource_id}|${r.namespace}|${r.key}|${r.owner_client_id}`,
    );
    expect(new Set(keys).size).toBe(all.length);
    const shared =
      all.length -
      new Set(all.map((r) => `${r.resource_type}|${r.resource_id}|${r.namespace}|${r.key}`)).size;
    expect(shared).toBeGreaterThan(0);
  });

  it('spreads owners and permission sets, our app owning the most', () => {
    const owners = new Map<string, number>();
    for (const row of all)
      owners.set(row.owner_client_id, (owners.get(row.owner_client_id) ?? 0) + 1);
    const store =
      db
        .prepare<[], { c: string }>(
          "SELECT api_client_id AS c FROM stores WHERE store_hash = 'demo'",
        )
        .get()?.c ?? '';
    expect([...owners.keys()].sort()).toEqual(
      [DEFAULT_APP_CLIENT_ID, store, ...OTHER_APP_CLIENT_IDS].sort(),
    );
    const most = [...owners.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(most).toBe(DEFAULT_APP_CLIENT_ID);
    expect(new Set(all.map((row) => row.permission_set))).toEqual(new Set(PERMISSION_SETS));
  });

  it('writes realistic values of several kinds, within the documented limits', () => {
    const values = all.map((row) => row.value);
    const json = values.filter(
      (value) => value.startsWith('{') && typeof JSON.parse(value) === 'object',
    );
    expect(json.length).toBeGreaterThan(20);
    expect(values.filter((value) => /^<(p|ul)>/.test(value)).length).toBeGreaterThan(10);
    expect(values.filter((value) => /^-?\d+(\.\d+)?$/.test(value)).length).toBeGreaterThan(50);
    expect(values.some((value) => value.length > 2_000)).toBe(true);
    for (const row of all) {
      expect(row.value.length).toBeGreaterThan(0);
      expect(row.value.length).toBeLessThanOrEqual(65_535);
      expect(row.key.length).toBeLessThanOrEqual(64);
      expect(row.description.length).toBeLessThanOrEqual(255);
    }
    const namespaces = new Set(all.map((row) => row.namespace));
    for (const namespace of ['specs', 'seo', 'shipping', 'care', 'erp', 'reviews']) {
      expect(namespaces.has(namespace), namespace).toBe(true);
    }
  });

  it('dates each metafield in the two years before the seed’s moment', () => {
    const now = SEED_NOW.toISOString().slice(0, 19);
    for (const row of all) {
      expect(row.date_created <= row.date_modified).toBe(true);
      expect(row.date_modified.slice(0, 19) <= now).toBe(true);
      expect(row.date_created.slice(0, 4) >= '2024').toBe(true);
    }
  });

  it('makes the same metafields for the same store and moment, others for another store', () => {
    expect(rows(seeded())).toEqual(all);
    const other = rows(seeded('elsewhere')).map(
      (row) => `${row.resource_id}|${row.namespace}|${row.key}|${row.value}`,
    );
    expect(other).not.toEqual(
      all.map((row) => `${row.resource_id}|${row.namespace}|${row.key}|${row.value}`),
    );
  });
});
