import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createReplayGuard } from './replayGuard.js';

let opened: TestDatabase | undefined;
afterEach(() => opened?.dispose());

describe.each(dialects)('replay guard of signed payloads on %s', (dialect) => {
  it('lets a jti through once, and forgets it after it expired', async () => {
    opened = await testDatabase(dialect);
    const { database } = opened;
    let now = 1_000_000_000_000;
    const guard = createReplayGuard(database, () => now);
    const exp = now / 1000 + 3600;
    expect(await guard.firstUse('a', exp)).toBe(true);
    expect(await guard.firstUse('a', exp)).toBe(false);
    expect(await guard.firstUse('b', exp)).toBe(true);

    // Past its expiry and the leeway, the row goes (the verifier refuses the payload by then).
    now = (exp + 61) * 1000;
    await guard.firstUse('c', exp + 7200);
    const kept = await sql<{ jti: string }>`SELECT jti FROM used_signed_payloads`.execute(
      database.queries,
    );
    expect(kept.rows.map((row) => row.jti)).toEqual(['c']);
  });

  it('lets only one of two instances through with the same payload at once', async () => {
    opened = await testDatabase(dialect);
    const guards = [createReplayGuard(opened.database), createReplayGuard(opened.database)];
    const exp = Math.floor(Date.now() / 1000) + 600;
    const results = await Promise.all(guards.map((guard) => guard.firstUse('same', exp)));
    expect(results.sort()).toEqual([false, true]);
  });
});
