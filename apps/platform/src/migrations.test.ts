import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db.js';
import { migrate, migrations } from './migrations.js';
import { tempDir } from './testing/platform.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase and migrations', () => {
  it('creates the file in WAL mode with foreign keys on, and records each migration once', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, 'platform.sqlite');
    const db = openDatabase(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const recorded = () => db.prepare('SELECT id, name FROM migrations ORDER BY id').all();
    expect(recorded()).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    expect(migrate(db)).toEqual([]);
    db.close();

    const reopened = openDatabase(file);
    expect(reopened.prepare('SELECT COUNT(*) FROM migrations').pluck().get()).toBe(
      migrations.length,
    );
    reopened.close();
  });

  it('applies only the migrations added since, in order', () => {
    const db = new Database(':memory:');
    expect(migrate(db, migrations.slice(0, 1))).toEqual([1]);
    const later = { id: 9_999, name: 'later', sql: 'CREATE TABLE later (id INTEGER PRIMARY KEY)' };
    expect(migrate(db, [...migrations, later])).toEqual([
      ...migrations.slice(1).map((m) => m.id),
      9_999,
    ]);
    expect(() => migrate(db, [later, ...migrations])).toThrow(/out of order/);
    db.close();
  });

  it('rolls a failing migration back entirely', () => {
    const db = new Database(':memory:');
    const broken = {
      id: 1,
      name: 'broken',
      sql: 'CREATE TABLE a (id INTEGER); CREATE TABLE a (id INTEGER);',
    };
    expect(() => migrate(db, [broken])).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'a'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM migrations').pluck().get()).toBe(0);
    db.close();
  });

  it("deletes a store's products and images with it", () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    db.prepare(
      "INSERT INTO stores (store_hash, store_id, account_uuid, name, access_token, domain, admin_email, order_email, created_at) VALUES ('s', 1, 'u', 'S', 't', 'd', 'a', 'o', 'c')",
    ).run();
    db.prepare(
      "INSERT INTO products (store_hash, name, date_created, date_modified, custom_url) VALUES ('s', 'P', 'c', 'm', '/p/')",
    ).run();
    db.prepare("INSERT INTO product_images (product_id, date_modified) VALUES (1, 'm')").run();
    db.prepare("DELETE FROM stores WHERE store_hash = 's'").run();
    expect(db.prepare('SELECT COUNT(*) FROM product_images').pluck().get()).toBe(0);
    db.close();
  });
});
