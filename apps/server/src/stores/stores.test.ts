import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretError } from '../crypto.js';
import { openDatabase, type Db } from '../db.js';
import { migrateSqlite } from '../database/migrate.js';
import {
  openDatabase as openSqliteDatabase,
  type Database as AsyncDatabase,
} from '../database/database.js';
import { migrations } from '../migrations.js';
import { placeholderEmail } from '@metafields/core';
import { createStores } from './stores.js';
import { storeSchema } from '@metafields/core';
import * as z from 'zod';
import { lowerPlan, planCatalogue } from '../storesApi/plans.js';
import { createUsers } from '../accounts/users.js';

const key = randomBytes(32).toString('base64');
const dirs: string[] = [];
const opened: Db[] = [];
const closing: AsyncDatabase[] = [];

afterEach(async () => {
  for (const database of closing.splice(0)) await database.close();
  for (const db of opened.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-stores-'));
  dirs.push(dir);
  return dir;
}

function open(dir = tempDir()): Db {
  const db = openDatabase(dir);
  opened.push(db);
  return db;
}

/** The accounts' users (moved to the async `Database`) over the same SQLite file. */
async function usersIn(dir: string) {
  const database = await openSqliteDatabase({ dataDir: dir });
  closing.push(database);
  return createUsers(database);
}

/** A database as it was before migration 200: tokens in plain text. */
function databaseBeforeSealing(dir: string): void {
  const db = new Database(path.join(dir, 'server.sqlite'));
  migrateSqlite(
    db,
    migrations.filter((m) => m.id < 200),
  );
  db.prepare(
    "INSERT INTO users (email, name, password_hash) VALUES ('a@example.com', 'A', 'x')",
  ).run();
  const insert = db.prepare('INSERT INTO stores (store_hash, name, access_token) VALUES (?, ?, ?)');
  insert.run('one', 'One', 'plain-token-one');
  insert.run('two', 'Two', 'plain-token-two');
  db.prepare("INSERT INTO user_stores (user_id, store_hash) VALUES (1, 'one')").run();
  db.close();
}

const rawToken = (db: Db, hash: string) =>
  db
    .prepare<[string], { access_token: string; token_encrypted: number }>(
      'SELECT access_token, token_encrypted FROM stores WHERE store_hash = ?',
    )
    .get(hash);

const profile = { name: 'Shop', currency: 'EUR', timezone_name: 'Europe/Paris' };

describe('stores: tokens sealed at rest', () => {
  it('seals the plain tokens of an older database once, on start', () => {
    const dir = tempDir();
    databaseBeforeSealing(dir);
    const db = open(dir);
    expect(rawToken(db, 'one')).toEqual({ access_token: 'plain-token-one', token_encrypted: 0 });

    const stores = createStores(db, key);
    for (const hash of ['one', 'two']) {
      const row = rawToken(db, hash)!;
      expect(row.token_encrypted).toBe(1);
      expect(row.access_token).toMatch(/^v1:/);
      expect(row.access_token).not.toContain('plain-token');
    }
    expect(stores.findForUser(1, 'one')?.accessToken).toBe('plain-token-one');
    expect(stores.find('two')?.accessToken).toBe('plain-token-two');

    // A second start leaves the sealed values as they are.
    const sealed = rawToken(db, 'one')!.access_token;
    createStores(db, key);
    expect(rawToken(db, 'one')!.access_token).toBe(sealed);
  });

  it('saves and reads a token through the seal, with its installation', () => {
    const db = open();
    const stores = createStores(db, key);
    stores.save(
      { store_hash: 'abc', accessToken: 'tok-1', ...profile },
      { scope: 's1 s2', accountUuid: 'u-1' },
    );
    expect(rawToken(db, 'abc')!.access_token).not.toContain('tok-1');
    expect(stores.find('abc')).toMatchObject({
      accessToken: 'tok-1',
      active: true,
      scope: 's1 s2',
      currency: 'EUR',
      timezone_name: 'Europe/Paris',
    });
    expect(stores.find('abc')?.installedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Saved with a token given some other way, it is no longer the app's install.
    stores.save({ store_hash: 'abc', accessToken: 'tok-2', ...profile });
    expect(stores.find('abc')).toMatchObject({
      accessToken: 'tok-2',
      installedAt: null,
      scope: null,
    });
  });

  it('refuses to read tokens under another key, and notices a changed token', () => {
    const db = open();
    createStores(db, key).save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const wrongKey = createStores(db, randomBytes(32).toString('base64'));
    expect(() => wrongKey.find('abc')).toThrow(SecretError);
    const sealed = rawToken(db, 'abc')!.access_token;
    const parts = sealed.split(':');
    parts[3] = `${parts[3]![0] === 'A' ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    const stores = createStores(db, key);
    // Opened once, then changed: the copy it keeps is not taken for the changed value.
    expect(stores.findForUser(1, 'abc') ?? stores.find('abc')).toMatchObject({
      accessToken: 'tok',
    });
    db.prepare('UPDATE stores SET access_token = ?').run(parts.join(':'));
    expect(() => stores.find('abc')).toThrow(SecretError);
    expect(() => createStores(db, key).find('abc')).toThrow(SecretError);
  });

  it('uninstall deactivates the store and forgets its token; saving brings it back', () => {
    const db = open();
    const stores = createStores(db, key);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    expect(stores.uninstall('abc')).toBe(true);
    expect(stores.find('abc')).toMatchObject({ active: false, accessToken: '' });
    expect(rawToken(db, 'abc')!.access_token).toBe('');
    expect(stores.uninstall('nowhere')).toBe(false);
    stores.save({ store_hash: 'abc', accessToken: 'again', ...profile });
    expect(stores.find('abc')).toMatchObject({ active: true, accessToken: 'again' });
  });
});

describe('stores: platform users', () => {
  it('creates an app user with no usable password, linked to the store', async () => {
    const dir = tempDir();
    const db = open(dir);
    const stores = createStores(db, key);
    const users = await usersIn(dir);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = {
      storeHash: 'abc',
      platformUserId: 42,
      email: 'owner@shop.example',
      isOwner: true,
    };
    const { userId, created } = await stores.provisionPlatformUser(input);
    expect(created).toBe(true);
    // The platform's word for the email is the name; the account's email proves nothing.
    expect(await users.findById(userId)).toEqual({
      id: userId,
      email: placeholderEmail('abc', 42),
      name: 'owner@shop.example',
      language: null,
    });
    expect(stores.listForUser(userId)).toEqual([expect.objectContaining({ store_hash: 'abc' })]);
    const hash = db
      .prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?')
      .get(userId);
    expect(hash?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await users.authenticate('owner@shop.example', '')).toBeUndefined();
    // The same platform user again (even with a changed email) is the same app user.
    expect(await stores.provisionPlatformUser({ ...input, email: 'new@shop.example' })).toEqual({
      userId,
      created: false,
    });
  });

  it('never matches an existing account by email: the platform user gets an account of their own', async () => {
    const dir = tempDir();
    const db = open(dir);
    const stores = createStores(db, key);
    const users = await usersIn(dir);
    const existing = await users.create({
      email: 'Person@Example.com',
      name: 'P',
      password: 'password-1',
    });
    stores.save({ store_hash: 'mine', accessToken: 'tok', ...profile });
    stores.link(existing.id, 'mine');
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const { userId } = await stores.provisionPlatformUser({
      storeHash: 'abc',
      platformUserId: 7,
      email: 'person@example.com',
      isOwner: false,
    });
    expect(userId).not.toBe(existing.id);
    expect(stores.listForUser(userId).map((store) => store.store_hash)).toEqual(['abc']);
    expect(stores.listForUser(existing.id).map((store) => store.store_hash)).toEqual(['mine']);
    expect(await users.authenticate('person@example.com', 'password-1')).toMatchObject({
      id: existing.id,
    });
    // The account with that email is the one the platform user may ask to join.
    expect(stores.accountWithEmail('person@example.com', userId)).toEqual({
      id: existing.id,
      email: 'Person@Example.com',
    });
  });

  it('joins a platform user to an account once confirmed: the account gets the store', async () => {
    const dir = tempDir();
    const db = open(dir);
    const stores = createStores(db, key);
    const users = await usersIn(dir);
    const existing = await users.create({ email: 'p@example.com', name: 'P', password: 'pw-1' });
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = { storeHash: 'abc', platformUserId: 7, email: 'p@example.com', isOwner: true };
    const { userId: provisioned } = await stores.provisionPlatformUser(input);

    expect(stores.joinPlatformUser('abc', 7, existing.id)).toBe(true);
    expect(stores.findForUser(existing.id, 'abc')).toBeDefined();
    expect(stores.findForUser(provisioned, 'abc')).toBeUndefined();
    expect(await stores.provisionPlatformUser(input)).toEqual({
      userId: existing.id,
      created: false,
    });
    expect(stores.joinPlatformUser('abc', 999, existing.id)).toBe(false);
  });

  it('provisions concurrent loads of a new user once', async () => {
    const db = open();
    const stores = createStores(db, key);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = {
      storeHash: 'abc',
      platformUserId: 9,
      email: 'twice@example.com',
      isOwner: false,
    };
    const [a, b] = await Promise.all([
      stores.provisionPlatformUser(input),
      stores.provisionPlatformUser(input),
    ]);
    expect(a.userId).toBe(b.userId);
  });

  it('removePlatformUser unlinks that user from that store only', async () => {
    const db = open();
    const stores = createStores(db, key);
    for (const hash of ['abc', 'def'])
      stores.save({ store_hash: hash, accessToken: 'tok', ...profile });
    const user = { platformUserId: 5, email: 'staff@example.com', isOwner: false };
    const { userId } = await stores.provisionPlatformUser({ storeHash: 'abc', ...user });
    const inDef = await stores.provisionPlatformUser({ storeHash: 'def', ...user });
    expect(stores.removePlatformUser('abc', 5)).toBe(true);
    expect(stores.findForUser(userId, 'abc')).toBeUndefined();
    expect(stores.findForUser(inDef.userId, 'def')).toBeDefined();
    expect(stores.removePlatformUser('abc', 999)).toBe(false);
  });
});

describe('stores: plans', () => {
  it("puts a new store on the lower plan, with every field of core's Store", () => {
    const stores = createStores(open(), key);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const store = stores.find('abc')!;
    expect(z.strictObject(storeSchema.shape).parse(storeSchema.parse(store))).toEqual({
      store_hash: 'abc',
      ...profile,
      active: true,
      plan: lowerPlan,
      plan_features: [],
      is_sandbox: false,
      on_trial: false,
      trial_ends_at: null,
      has_free_access: false,
      stripe_id: null,
      is_original_subscriber: false,
    });
  });

  it('setPlan gives the plan its catalogue features and trial; saving again keeps them', () => {
    const stores = createStores(open(), key);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const trialEndsAt = '2030-01-15T00:00:00.000Z';
    expect(stores.setPlan('abc', 'enterprise', { onTrial: true, trialEndsAt })).toBe(true);
    expect(stores.find('abc')).toMatchObject({
      plan: 'enterprise',
      plan_features: [...planCatalogue.enterprise],
      on_trial: true,
      trial_ends_at: trialEndsAt,
    });
    stores.save({ store_hash: 'abc', accessToken: 'tok-2', ...profile });
    expect(stores.listForUser(0)).toEqual([]);
    expect(stores.find('abc')).toMatchObject({ plan: 'enterprise', on_trial: true });
    // A paid plan has no trial end.
    stores.setPlan('abc', 'premium', { trialEndsAt });
    expect(stores.find('abc')).toMatchObject({
      plan: 'premium',
      plan_features: ['import-export', 'shared-metafields'],
      on_trial: false,
      trial_ends_at: null,
    });
    expect(stores.setPlan('nowhere', 'premium')).toBe(false);
  });

  it('reads a trial past its end date as over', () => {
    const stores = createStores(open(), key);
    stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    stores.setPlan('abc', 'standard', { onTrial: true, trialEndsAt: yesterday });
    expect(stores.find('abc')).toMatchObject({ on_trial: false, trial_ends_at: yesterday });
  });
});
