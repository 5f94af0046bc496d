import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { placeholderEmail, storeSchema } from '@metafields/core';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { hashPassword } from '../accounts/users.js';
import { SecretError } from '../crypto.js';
import { openDatabase, type Database } from '../database/database.js';
import { migrateSqlite } from '../database/migrate.js';
import { migrations } from '../migrations.js';
import { lowerPlan, planCatalogue } from '../storesApi/plans.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createStores } from './stores.js';

const key = randomBytes(32).toString('base64');
const disposals: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const dispose of disposals.splice(0)) await dispose();
});

/** A database as it was before migration 200: tokens in plain text. */
function databaseBeforeSealing(dir: string): void {
  const db = new BetterSqlite3(path.join(dir, 'server.sqlite'));
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

async function rawToken(database: Database, hash: string) {
  const { rows } = await sql<{ access_token: string; token_encrypted: number }>`
    SELECT access_token, token_encrypted FROM stores WHERE store_hash = ${hash}`.execute(
    database.queries,
  );
  return rows[0];
}

/** An account with a password, as the accounts area makes one. */
async function addUser(database: Database, email: string) {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (email, name, password_hash)
    VALUES (${email}, 'P', ${await hashPassword('password-1')})
    RETURNING id`.execute(database.queries);
  return { id: rows[0]!.id, email };
}

async function userRow(database: Database, id: number) {
  const { rows } = await sql<{ email: string; name: string; password_hash: string }>`
    SELECT email, name, password_hash FROM users WHERE id = ${id}`.execute(database.queries);
  return rows[0];
}

const profile = { name: 'Shop', currency: 'EUR', timezone_name: 'Europe/Paris' };

// Sealing a database from before migration 200 is SQLite's case only: PostgreSQL support
// began long after that migration, so no PostgreSQL database ever held the older schema.
describe('stores: tokens sealed on start, in an older SQLite database', () => {
  it('seals the plain tokens of an older database once, on start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-stores-'));
    disposals.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    databaseBeforeSealing(dir);
    const database = await openDatabase({ dataDir: dir });
    disposals.unshift(() => database.close());
    expect(await rawToken(database, 'one')).toEqual({
      access_token: 'plain-token-one',
      token_encrypted: 0,
    });

    const stores = await createStores(database, key);
    for (const hash of ['one', 'two']) {
      const row = (await rawToken(database, hash))!;
      expect(row.token_encrypted).toBe(1);
      expect(row.access_token).toMatch(/^v1:/);
      expect(row.access_token).not.toContain('plain-token');
    }
    expect((await stores.findForUser(1, 'one'))?.accessToken).toBe('plain-token-one');
    expect((await stores.find('two'))?.accessToken).toBe('plain-token-two');

    // A second start leaves the sealed values as they are.
    const sealed = (await rawToken(database, 'one'))!.access_token;
    await createStores(database, key);
    expect((await rawToken(database, 'one'))!.access_token).toBe(sealed);
  });
});

describe.each(dialects)('stores on %s', (dialect) => {
  let opened: TestDatabase;
  async function open(): Promise<Database> {
    opened = await testDatabase(dialect);
    disposals.push(() => opened.dispose());
    return opened.database;
  }

  it('seals a plain token once when three instances start at once', async () => {
    const database = await open();
    // As a seed that wrote SQL itself leaves it (migration 200's default marks it plain).
    await sql`
      INSERT INTO stores (store_hash, name, access_token) VALUES ('one', 'One', 'plain-one')`.execute(
      database.queries,
    );
    const instances = await Promise.all([1, 2, 3].map(() => createStores(database, key)));
    const row = (await rawToken(database, 'one'))!;
    expect(row.token_encrypted).toBe(1);
    for (const stores of instances) {
      expect((await stores.find('one'))?.accessToken).toBe('plain-one');
    }
  });

  it('saves and reads a token through the seal, with its installation', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    await stores.save(
      { store_hash: 'abc', accessToken: 'tok-1', ...profile },
      { scope: 's1 s2', accountUuid: 'u-1' },
    );
    expect((await rawToken(database, 'abc'))!.access_token).not.toContain('tok-1');
    expect(await stores.find('abc')).toMatchObject({
      accessToken: 'tok-1',
      active: true,
      scope: 's1 s2',
      currency: 'EUR',
      timezone_name: 'Europe/Paris',
    });
    expect((await stores.find('abc'))?.installedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Saved with a token given some other way, it is no longer the app's install.
    await stores.save({ store_hash: 'abc', accessToken: 'tok-2', ...profile });
    expect(await stores.find('abc')).toMatchObject({
      accessToken: 'tok-2',
      installedAt: null,
      scope: null,
    });
  });

  it('refuses to read tokens under another key, and notices a changed token', async () => {
    const database = await open();
    await (
      await createStores(database, key)
    ).save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const wrongKey = await createStores(database, randomBytes(32).toString('base64'));
    await expect(wrongKey.find('abc')).rejects.toThrow(SecretError);
    const sealed = (await rawToken(database, 'abc'))!.access_token;
    const parts = sealed.split(':');
    parts[3] = `${parts[3]![0] === 'A' ? 'B' : 'A'}${parts[3]!.slice(1)}`;
    const stores = await createStores(database, key);
    // Opened once, then changed: the copy it keeps is not taken for the changed value.
    expect(await stores.find('abc')).toMatchObject({ accessToken: 'tok' });
    await sql`UPDATE stores SET access_token = ${parts.join(':')}`.execute(database.queries);
    await expect(stores.find('abc')).rejects.toThrow(SecretError);
    await expect((await createStores(database, key)).find('abc')).rejects.toThrow(SecretError);
  });

  it('uninstall deactivates the store and forgets its token; saving brings it back', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    expect(await stores.uninstall('abc')).toBe(true);
    expect(await stores.find('abc')).toMatchObject({ active: false, accessToken: '' });
    expect((await rawToken(database, 'abc'))!.access_token).toBe('');
    expect(await stores.uninstall('nowhere')).toBe(false);
    await stores.save({ store_hash: 'abc', accessToken: 'again', ...profile });
    expect(await stores.find('abc')).toMatchObject({ active: true, accessToken: 'again' });
  });

  it("lists a user's stores by name, in the same order on every database", async () => {
    const database = await open();
    const stores = await createStores(database, key);
    const user = await addUser(database, 'lists@example.com');
    for (const [index, name] of ['beta', 'Zeta', 'alpha', 'Alpha'].entries()) {
      await stores.save({ ...profile, store_hash: `s${index}`, name, accessToken: 't' });
      await stores.link(user.id, `s${index}`);
      // Linking twice changes nothing.
      await stores.link(user.id, `s${index}`);
    }
    const names = (await stores.listForUser(user.id)).map((store) => store.name);
    expect(names).toEqual(['Alpha', 'Zeta', 'alpha', 'beta']);
  });

  it('creates an app user with no usable password, linked to the store', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = {
      storeHash: 'abc',
      platformUserId: 42,
      email: 'owner@shop.example',
      isOwner: true,
    };
    const { userId, created } = await stores.provisionPlatformUser(input);
    expect(created).toBe(true);
    // The platform's word for the email is the name; the account's email proves nothing.
    const row = (await userRow(database, userId))!;
    expect(row).toMatchObject({ email: placeholderEmail('abc', 42), name: 'owner@shop.example' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await stores.listForUser(userId)).toEqual([
      expect.objectContaining({ store_hash: 'abc' }),
    ]);
    // The same platform user again (even with a changed email) is the same app user.
    expect(await stores.provisionPlatformUser({ ...input, email: 'new@shop.example' })).toEqual({
      userId,
      created: false,
    });
  });

  it('never matches an existing account by email: the platform user gets an account of their own', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    const existing = await addUser(database, 'Person@Example.com');
    await stores.save({ store_hash: 'mine', accessToken: 'tok', ...profile });
    await stores.link(existing.id, 'mine');
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const { userId } = await stores.provisionPlatformUser({
      storeHash: 'abc',
      platformUserId: 7,
      email: 'person@example.com',
      isOwner: false,
    });
    expect(userId).not.toBe(existing.id);
    expect((await stores.listForUser(userId)).map((store) => store.store_hash)).toEqual(['abc']);
    expect((await stores.listForUser(existing.id)).map((store) => store.store_hash)).toEqual([
      'mine',
    ]);
    expect(await userRow(database, existing.id)).toMatchObject({ email: 'Person@Example.com' });
    // The account with that email, in any case, is the one the platform user may ask to join.
    expect(await stores.accountWithEmail('person@example.com', userId)).toEqual({
      id: existing.id,
      email: 'Person@Example.com',
    });
    expect(await stores.accountWithEmail('person@example.com', existing.id)).toBeUndefined();
  });

  it('joins a platform user to an account once confirmed: the account gets the store', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    const existing = await addUser(database, 'p@example.com');
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = { storeHash: 'abc', platformUserId: 7, email: 'p@example.com', isOwner: true };
    const { userId: provisioned } = await stores.provisionPlatformUser(input);
    await sql`
      INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at)
      VALUES ('s-1', ${provisioned}, 'c', 0, 0)`.execute(database.queries);

    expect(await stores.joinPlatformUser('abc', 7, existing.id)).toBe(true);
    expect(await stores.findForUser(existing.id, 'abc')).toBeDefined();
    expect(await stores.findForUser(provisioned, 'abc')).toBeUndefined();
    // Nothing links to the provisioned account any more: its sessions end.
    const sessions = await sql`SELECT id FROM sessions`.execute(database.queries);
    expect(sessions.rows).toEqual([]);
    expect(await stores.provisionPlatformUser(input)).toEqual({
      userId: existing.id,
      created: false,
    });
    expect(await stores.joinPlatformUser('abc', 7, existing.id)).toBe(true);
    expect(await stores.joinPlatformUser('abc', 999, existing.id)).toBe(false);
  });

  it('provisions concurrent loads of a new user once, from several instances', async () => {
    const database = await open();
    const instances = [await createStores(database, key), await createStores(database, key)];
    await instances[0]!.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const input = {
      storeHash: 'abc',
      platformUserId: 9,
      email: 'twice@example.com',
      isOwner: false,
    };
    const results = await Promise.all(
      [...instances, ...instances].map((stores) => stores.provisionPlatformUser(input)),
    );
    expect(new Set(results.map((result) => result.userId)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
  });

  it('removePlatformUser unlinks that user from that store only', async () => {
    const database = await open();
    const stores = await createStores(database, key);
    for (const hash of ['abc', 'def']) {
      await stores.save({ store_hash: hash, accessToken: 'tok', ...profile });
    }
    const user = { platformUserId: 5, email: 'staff@example.com', isOwner: false };
    const { userId } = await stores.provisionPlatformUser({ storeHash: 'abc', ...user });
    const inDef = await stores.provisionPlatformUser({ storeHash: 'def', ...user });
    expect(await stores.removePlatformUser('abc', 5)).toBe(true);
    expect(await stores.findForUser(userId, 'abc')).toBeUndefined();
    expect(await stores.findForUser(inDef.userId, 'def')).toBeDefined();
    expect(await stores.removePlatformUser('abc', 999)).toBe(false);
  });

  it("puts a new store on the lower plan, with every field of core's Store", async () => {
    const stores = await createStores(await open(), key);
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const store = (await stores.find('abc'))!;
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

  it('setPlan gives the plan its catalogue features and trial; saving again keeps them', async () => {
    const stores = await createStores(await open(), key);
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const trialEndsAt = '2030-01-15T00:00:00.000Z';
    expect(await stores.setPlan('abc', 'enterprise', { onTrial: true, trialEndsAt })).toBe(true);
    expect(await stores.find('abc')).toMatchObject({
      plan: 'enterprise',
      plan_features: [...planCatalogue.enterprise],
      on_trial: true,
      trial_ends_at: trialEndsAt,
    });
    await stores.save({ store_hash: 'abc', accessToken: 'tok-2', ...profile });
    expect(await stores.listForUser(0)).toEqual([]);
    expect(await stores.find('abc')).toMatchObject({ plan: 'enterprise', on_trial: true });
    // A paid plan has no trial end.
    await stores.setPlan('abc', 'premium', { trialEndsAt });
    expect(await stores.find('abc')).toMatchObject({
      plan: 'premium',
      plan_features: ['import-export', 'shared-metafields'],
      on_trial: false,
      trial_ends_at: null,
    });
    expect(await stores.setPlan('nowhere', 'premium')).toBe(false);
  });

  it('reads a trial past its end date as over', async () => {
    const stores = await createStores(await open(), key);
    await stores.save({ store_hash: 'abc', accessToken: 'tok', ...profile });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await stores.setPlan('abc', 'standard', { onTrial: true, trialEndsAt: yesterday });
    expect(await stores.find('abc')).toMatchObject({ on_trial: false, trial_ends_at: yesterday });
  });
});
