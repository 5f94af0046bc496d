import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type PlatformDatabase } from '../db.js';
import { randomFor, seedSizes, type SeedContext } from '../seedContext.js';
import { SEED_NOW } from '../testing/platform.js';
import { seedChannels, seedPeople } from './seed.js';

const TABLES = {
  channels: 'id',
  locations: 'id',
  customer_groups: 'id',
  customers: 'id',
  orders: 'id',
  pages: 'id',
} as const;

const opened: PlatformDatabase[] = [];
afterEach(() => {
  while (opened.length > 0) opened.pop()?.close();
});

/** This area's part of a store's seed, on its own, in a database of its own. */
function seedStore(storeHash: string, size: 'demo' | 'small' = 'demo') {
  const db = openDatabase(':memory:');
  opened.push(db);
  db.prepare(
    `INSERT INTO stores (store_hash, store_id, account_uuid, name, access_token, domain,
       admin_email, order_email, created_at)
     VALUES (?, 1000001, 'uuid', 'Sage & Oat Supply', ?, 'example.com', 'a@example.com',
       'o@example.com', '2026-03-01T12:00:00+00:00')`,
  ).run(storeHash, `${storeHash}-token`);
  const context: SeedContext = {
    db,
    storeHash,
    now: SEED_NOW,
    counts: { ...seedSizes[size] },
    random: randomFor(storeHash),
    clients: { store: 'store-client', app: 'app-client', others: ['one', 'two'] },
  };
  const started = performance.now();
  db.transaction(() => {
    seedChannels(context);
    seedPeople(context);
  })();
  return { db, seconds: (performance.now() - started) / 1000 };
}

function dump(db: PlatformDatabase): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(TABLES).map(([table, order]) => [
      table,
      db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all(),
    ]),
  );
}

const count = (db: PlatformDatabase, text: string): number =>
  db.prepare<[], { n: number }>(text).get()?.n ?? -1;

describe('seedChannels and seedPeople', () => {
  it('seeds the demo counts, fast', () => {
    const { db, seconds } = seedStore('demo-hash');
    console.info(`people seed at the demo size: ${seconds.toFixed(3)} s`);
    expect(seconds).toBeLessThan(1.5);
    const demo = seedSizes.demo;
    expect(count(db, 'SELECT COUNT(*) AS n FROM channels')).toBe(3);
    expect(count(db, 'SELECT COUNT(*) AS n FROM locations')).toBe(demo.locations);
    expect(count(db, 'SELECT COUNT(*) AS n FROM customer_groups')).toBe(demo.customerGroups);
    expect(count(db, 'SELECT COUNT(*) AS n FROM customers')).toBe(demo.customers);
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(demo.orders);
    expect(count(db, 'SELECT COUNT(*) AS n FROM pages')).toBe(demo.pages);
  });

  it('is deterministic for a store hash, and differs between stores', () => {
    const first = dump(seedStore('same-hash', 'small').db);
    expect(dump(seedStore('same-hash', 'small').db)).toEqual(first);
    const other = dump(seedStore('other-hash', 'small').db);
    expect(other['customers']).not.toEqual(first['customers']);
    expect(other['orders']).not.toEqual(first['orders']);
  });

  it('links every order to a customer (or a guest) and a channel of its store', () => {
    const { db } = seedStore('links');
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o WHERE o.customer_id <> 0 AND NOT EXISTS
           (SELECT 1 FROM customers c WHERE c.store_hash = o.store_hash AND c.id = o.customer_id)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS
           (SELECT 1 FROM channels c WHERE c.store_hash = o.store_hash AND c.id = o.channel_id)`,
      ),
    ).toBe(0);
    // Nobody orders before signing up, nor through a channel before it was connected.
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o JOIN customers c ON c.id = o.customer_id
         WHERE o.date_created < c.date_created`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM orders o JOIN channels c
           ON c.store_hash = o.store_hash AND c.id = o.channel_id
         WHERE o.date_created < c.date_created`,
      ),
    ).toBe(0);
    const guests = count(db, 'SELECT COUNT(*) AS n FROM orders WHERE customer_id = 0');
    expect(guests).toBeGreaterThan(100);
    expect(guests).toBeLessThan(1500);
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders WHERE channel_id = 1')).toBeGreaterThan(
      2000,
    );
    expect(count(db, 'SELECT COUNT(DISTINCT status_id) AS n FROM orders')).toBeGreaterThan(10);
  });

  it('keeps customers, groups and pages consistent', () => {
    const { db } = seedStore('consistent');
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM customers c WHERE c.customer_group_id <> 0 AND NOT EXISTS
           (SELECT 1 FROM customer_groups g WHERE g.store_hash = c.store_hash
              AND g.id = c.customer_group_id)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM customers c, json_each(c.channel_ids) AS ch WHERE NOT EXISTS
           (SELECT 1 FROM channels x WHERE x.store_hash = c.store_hash AND x.id = ch.value)`,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM pages p WHERE p.parent_id <> 0 AND NOT EXISTS
           (SELECT 1 FROM pages q WHERE q.store_hash = p.store_hash AND q.id = p.parent_id)`,
      ),
    ).toBe(0);
    const span = db
      .prepare<[], { first: string; last: string }>(
        'SELECT MIN(date_created) AS first, MAX(date_created) AS last FROM orders',
      )
      .get();
    const twoYearsAgo = new Date(SEED_NOW.getTime() - 731 * 86_400_000).toISOString();
    expect(span?.first.localeCompare(twoYearsAgo)).toBeGreaterThan(0);
    expect(span && span.last <= SEED_NOW.toISOString()).toBe(true);
    expect(count(db, 'SELECT COUNT(DISTINCT company) AS n FROM customers')).toBeLessThan(12);
    expect(count(db, 'SELECT MIN(id) AS n FROM orders')).toBe(100);
  });
});
