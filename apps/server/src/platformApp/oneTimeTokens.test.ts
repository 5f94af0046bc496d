import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createPendingSignIns, createPlatformUserJoins, joinPolicy } from './oneTimeTokens.js';

let opened: TestDatabase | undefined;
afterEach(() => opened?.dispose());

async function userId(database: Database, email: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (email, name, password_hash) VALUES (${email}, 'U', 'x')
    RETURNING id`.execute(database.queries);
  return rows[0]!.id;
}

describe.each(dialects)('one-time tokens on %s', (dialect) => {
  it('a join link is shown any number of times, spent once, and refused once expired', async () => {
    opened = await testDatabase(dialect);
    const { database } = opened;
    let now = 1_000_000;
    const joins = createPlatformUserJoins(database, () => now);
    const join = {
      storeHash: 'abc',
      platformUserId: 7,
      userId: await userId(database, 'a@x.example'),
    };
    const token = (await joins.issue(join))!;
    expect(await joins.find(token)).toEqual(join);
    expect(await joins.find(token)).toEqual(join);
    // Two uses at once (two instances): only one gets the join.
    const spent = await Promise.all([joins.consume(token), joins.consume(token)]);
    expect(spent.filter(Boolean)).toEqual([join]);
    expect(await joins.find(token)).toBeUndefined();

    const late = (await joins.issue(join))!;
    now += joinPolicy.validMs;
    expect(await joins.find(late)).toBeUndefined();
    expect(await joins.consume(late)).toBeUndefined();
  });

  it('mails an account at most a few join links an hour', async () => {
    opened = await testDatabase(dialect);
    const { database } = opened;
    let now = 1_000_000;
    const joins = createPlatformUserJoins(database, () => now);
    const join = {
      storeHash: 'abc',
      platformUserId: 7,
      userId: await userId(database, 'a@x.example'),
    };
    for (let sent = 0; sent < joinPolicy.maxPerHour; sent += 1) {
      expect(await joins.issue(join)).toBeDefined();
    }
    expect(await joins.issue(join)).toBeUndefined();
    now += 3_600_001;
    expect(await joins.issue(join)).toBeDefined();
  });

  it('a pending sign-in works once, for its own session only', async () => {
    opened = await testDatabase(dialect);
    const { database } = opened;
    const pending = createPendingSignIns(database);
    const user = await userId(database, 'b@x.example');
    const token = await pending.issue('session-1', user, '/stores/abc');
    const uses = await Promise.all([
      pending.consume(token, 'session-1'),
      pending.consume(token, 'session-1'),
    ]);
    expect(uses.filter(Boolean)).toEqual([{ userId: user, redirectTo: '/stores/abc' }]);
    // Another session's attempt spends the token too: it was shown to one browser only.
    const other = await pending.issue('session-1', user, '/');
    expect(await pending.consume(other, 'session-2')).toBeUndefined();
    expect(await pending.consume(other, 'session-1')).toBeUndefined();
  });
});
