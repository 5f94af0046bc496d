import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from './db.js';
import { seedDemoStore } from './seed.js';
import { SEED_NOW, tempDir } from './testing/platform.js';

const dirs: string[] = [];
const dbs: PlatformDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDb(): PlatformDatabase {
  const dir = tempDir();
  dirs.push(dir);
  const db = openDatabase(path.join(dir, 'platform.sqlite'));
  dbs.push(db);
  return db;
}

interface Row {
  id: number;
  name: string;
  sku: string;
  price: number;
  sale_price: number;
  is_visible: number;
  total_sold: number;
  date_created: string;
  date_modified: string;
}
const products = (db: PlatformDatabase, storeHash = 'demo') =>
  db
    .prepare<[string], Row>('SELECT * FROM products WHERE store_hash = ? ORDER BY id')
    .all(storeHash);
const images = (db: PlatformDatabase) =>
  db.prepare<[], Record<string, unknown>>('SELECT * FROM product_images ORDER BY id').all();

describe('seedDemoStore', () => {
  it('creates the same store and catalogue for the same hash and moment', () => {
    const a = freshDb();
    const b = freshDb();
    expect(
      seedDemoStore(a, { storeHash: 'demo', accessToken: 't', size: 'small', now: SEED_NOW }),
    ).toBe(true);
    expect(
      seedDemoStore(b, { storeHash: 'demo', accessToken: 't', size: 'small', now: SEED_NOW }),
    ).toBe(true);
    expect(products(a)).toHaveLength(300);
    expect(products(b)).toEqual(products(a));
    expect(images(b)).toEqual(images(a));
    const store = (db: PlatformDatabase) => db.prepare('SELECT * FROM stores').get();
    expect(store(b)).toEqual(store(a));
  });

  it('gives another store hash another catalogue', () => {
    const db = freshDb();
    seedDemoStore(db, {
      storeHash: 'demo',
      accessToken: 't1',
      size: 'small',
      productCount: 50,
      now: SEED_NOW,
    });
    seedDemoStore(db, {
      storeHash: 'other',
      accessToken: 't2',
      size: 'small',
      productCount: 50,
      now: SEED_NOW,
    });
    const names = (hash: string) => products(db, hash).map((p) => p.name);
    expect(names('other')).not.toEqual(names('demo'));
  });

  it('does nothing when the store already exists', () => {
    const db = freshDb();
    seedDemoStore(db, {
      storeHash: 'demo',
      accessToken: 't',
      size: 'small',
      productCount: 20,
      now: SEED_NOW,
    });
    const before = products(db);
    expect(
      seedDemoStore(db, {
        storeHash: 'demo',
        accessToken: 'changed',
        size: 'small',
        productCount: 80,
      }),
    ).toBe(false);
    expect(products(db)).toEqual(before);
    expect(db.prepare('SELECT access_token FROM stores').pluck().get()).toBe('t');
  });

  it('makes a believable catalogue: unique names and SKUs, shop prices, some on sale, some hidden', () => {
    const db = freshDb();
    seedDemoStore(db, { storeHash: 'demo', accessToken: 't', size: 'small', now: SEED_NOW });
    const rows = products(db);
    expect(new Set(rows.map((p) => p.name)).size).toBe(300);
    expect(new Set(rows.map((p) => p.sku)).size).toBe(300);
    expect(rows[6]?.sku).toMatch(/^[A-Z]{3}-[A-Z]{3}-0007$/);
    for (const p of rows) {
      expect(p.name).toMatch(/^[\p{L} '-]+ — [\p{L} ]+$/u);
      expect(p.price).toBeGreaterThanOrEqual(4.99);
      expect(p.price).toBeLessThanOrEqual(499);
      if (p.sale_price !== 0) expect(p.sale_price).toBeLessThan(p.price);
    }
    const share = (test: (p: Row) => boolean) => rows.filter(test).length / rows.length;
    expect(share((p) => p.sale_price > 0)).toBeGreaterThan(0.12);
    expect(share((p) => p.sale_price > 0)).toBeLessThan(0.28);
    expect(share((p) => p.is_visible === 0)).toBeGreaterThan(0.04);
    expect(share((p) => p.is_visible === 0)).toBeLessThan(0.17);
    expect(new Set(rows.map((p) => p.total_sold)).size).toBeGreaterThan(50);
  });

  it('spreads dates over the two years before now, modified after created', () => {
    const db = freshDb();
    seedDemoStore(db, { storeHash: 'demo', accessToken: 't', size: 'small', now: SEED_NOW });
    const twoYearsAgo = SEED_NOW.getTime() - 731 * 86_400_000;
    const created = products(db).map((p) => Date.parse(p.date_created));
    for (const p of products(db)) {
      expect(Date.parse(p.date_created)).toBeGreaterThanOrEqual(twoYearsAgo);
      expect(Date.parse(p.date_modified)).toBeGreaterThanOrEqual(Date.parse(p.date_created));
      expect(Date.parse(p.date_modified)).toBeLessThanOrEqual(SEED_NOW.getTime());
    }
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(600 * 86_400_000);
  });

  it('gives most products a primary image', () => {
    const db = freshDb();
    seedDemoStore(db, { storeHash: 'demo', accessToken: 't', size: 'small', now: SEED_NOW });
    const withPrimary = db
      .prepare('SELECT COUNT(DISTINCT product_id) FROM product_images WHERE is_thumbnail = 1')
      .pluck()
      .get() as number;
    expect(withPrimary).toBeGreaterThan(240);
    expect(withPrimary).toBeLessThan(300);
  });

  it("keeps names unique beyond the catalogue's combinations", () => {
    const db = freshDb();
    seedDemoStore(db, {
      storeHash: 'big',
      accessToken: 't',
      size: 'small',
      productCount: 1500,
      now: SEED_NOW,
    });
    const names = products(db, 'big').map((p) => p.name);
    expect(new Set(names).size).toBe(1500);
    expect(names.some((name) => / No\. \d+$/.test(name))).toBe(true);
  });
});
