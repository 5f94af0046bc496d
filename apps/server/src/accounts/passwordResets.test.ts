import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createPasswordResets } from './passwordResets.js';

const hour = 3_600_000;

describe.each(dialects)('password reset tokens on %s', (dialect) => {
  let opened: TestDatabase | undefined;
  const others: Database[] = [];
  afterEach(async () => {
    for (const database of others.splice(0)) await database.close();
    await opened?.dispose();
  });

  async function setUp() {
    opened = await testDatabase(dialect);
    const { database, dataDir, databaseUrl } = opened;
    await sql`
      INSERT INTO users (id, email, name, password_hash)
      VALUES (1, 'a@x.io', 'A', 'h'), (2, 'b@x.io', 'B', 'h')`.execute(database.queries);
    const clock = { now: 5 * hour };
    /** Another server instance on the same database. */
    const connect = async () => {
      const other = await openDatabase({ dataDir, databaseUrl });
      others.push(other);
      return createPasswordResets(other, () => clock.now);
    };
    return { resets: createPasswordResets(database, () => clock.now), clock, database, connect };
  }

  it('live for one hour, and no longer', async () => {
    const { resets, clock } = await setUp();
    const token = (await resets.issue(1)) ?? '';
    clock.now += hour - 1;
    expect(await resets.isLive(token, 1)).toBe(true);
    clock.now += 1;
    expect(await resets.isLive(token, 1)).toBe(false);
    expect(await resets.consume(token, 1)).toBe(false);
  });

  it('are spent once, and only by their own user', async () => {
    const { resets } = await setUp();
    const token = (await resets.issue(1)) ?? '';
    expect(await resets.consume(token, 2)).toBe(false);
    expect(await resets.consume(token, 1)).toBe(true);
    expect(await resets.consume(token, 1)).toBe(false);
    expect(await resets.isLive(token, 1)).toBe(false);
  });

  it('are spent with the user’s other live tokens', async () => {
    const { resets } = await setUp();
    const [first, second] = [(await resets.issue(1)) ?? '', (await resets.issue(1)) ?? ''];
    const others = (await resets.issue(2)) ?? '';
    expect(await resets.consume(second, 1)).toBe(true);
    expect(await resets.isLive(first, 1)).toBe(false);
    expect(await resets.isLive(others, 2)).toBe(true);
  });

  it('are spent by one of two requests at once', async () => {
    const { resets } = await setUp();
    const token = (await resets.issue(1)) ?? '';
    const spent = await Promise.all([resets.consume(token, 1), resets.consume(token, 1)]);
    expect(spent.sort()).toEqual([false, true]);
  });

  it('are issued at most five times an hour per user', async () => {
    const { resets, clock } = await setUp();
    const issued = [];
    for (let i = 0; i < 6; i += 1) issued.push(await resets.issue(1));
    expect(issued.filter(Boolean)).toHaveLength(5);
    expect(issued[5]).toBeUndefined();
    expect(await resets.issue(2)).toBeDefined();
    clock.now += hour;
    expect(await resets.issue(1)).toBeDefined();
  });

  it('are issued at most five times an hour when the requests race, from two instances', async () => {
    const { resets, connect } = await setUp();
    // As for the login throttle: a SQLite file has one server, PostgreSQL several.
    const second = dialect === 'postgres' ? await connect() : resets;
    const issued = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? second : resets).issue(1)),
    );
    expect(issued.filter(Boolean)).toHaveLength(5);
  });

  it('are forgotten a day after they expire', async () => {
    const { resets, clock, database } = await setUp();
    await resets.issue(1);
    clock.now += hour + 86_400_000 + 1;
    await resets.issue(2);
    const { rows } = await sql`SELECT user_id FROM password_resets`.execute(database.queries);
    expect(rows).toEqual([{ user_id: 2 }]);
  });
});
