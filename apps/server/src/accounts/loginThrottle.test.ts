import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database.js';
import { dialects, testDatabase, type TestDatabase } from '../testing/databases.js';
import { createLoginThrottle, loginKeys, type LoginThrottle } from './loginThrottle.js';

const hour = 3_600_000;
const keys = loginKeys('Someone@Example.com', '203.0.113.7');
const both = [keys.account, keys.address];

/** Fails n logins in a row, each as soon as it is allowed; returns the waits met on the way. */
async function fail(throttle: LoginThrottle, clock: { now: number }, n: number) {
  const waits: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const decision = await throttle.begin(both);
    if (!decision.allowed) {
      waits.push(decision.retryAfterMs);
      clock.now += decision.retryAfterMs;
      i -= 1;
    }
  }
  return waits;
}

const allowed = async (throttle: LoginThrottle, keys: string[]) =>
  (await throttle.begin(keys)).allowed;

describe.each(dialects)('login throttle on %s', (dialect) => {
  let opened: TestDatabase | undefined;
  const others: Database[] = [];
  afterEach(async () => {
    for (const database of others.splice(0)) await database.close();
    await opened?.dispose();
  });

  async function setUp() {
    opened = await testDatabase(dialect);
    const { dataDir, databaseUrl } = opened;
    const clock = { now: 1_000_000_000 };
    /** Another server instance (or the same after a restart) on the same database. */
    const connect = async () => {
      const database = await openDatabase({ dataDir, databaseUrl });
      others.push(database);
      return createLoginThrottle(database, () => clock.now);
    };
    return { throttle: createLoginThrottle(opened.database, () => clock.now), connect, clock };
  }

  it('lets five failures through, then asks for waits that double up to 10 s', async () => {
    const { throttle, clock } = await setUp();
    expect(await fail(throttle, clock, 5)).toEqual([]);
    const waits = await fail(throttle, clock, 12);
    expect(waits).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('measures the wait from the last failure', async () => {
    const { throttle, clock } = await setUp();
    await fail(throttle, clock, 6);
    clock.now += 150;
    expect(await throttle.begin(both)).toEqual({
      allowed: false,
      retryAfterMs: 50,
      lockedOut: false,
    });
    clock.now += 50;
    expect(await allowed(throttle, both)).toBe(true);
  });

  it('locks out after 100 failures in an hour, until the oldest leaves the hour', async () => {
    const { throttle, clock } = await setUp();
    const start = clock.now;
    await fail(throttle, clock, 100);
    const elapsed = clock.now - start;
    expect(elapsed).toBeLessThan(hour);
    clock.now += 10_000;
    expect(await throttle.begin(both)).toEqual({
      allowed: false,
      retryAfterMs: start + hour - clock.now,
      lockedOut: true,
    });
    clock.now = start + hour;
    expect(await allowed(throttle, both)).toBe(true);
  });

  it('throttles the account from any address, and the address for any account', async () => {
    const { throttle, clock } = await setUp();
    await fail(throttle, clock, 6);
    const sameAccount = loginKeys('SOMEONE@example.com ', '198.51.100.1');
    expect(await allowed(throttle, [sameAccount.account, sameAccount.address])).toBe(false);
    const sameAddress = loginKeys('other@example.com', '203.0.113.7');
    expect(await allowed(throttle, [sameAddress.account, sameAddress.address])).toBe(false);
    const neither = loginKeys('other@example.com', '198.51.100.1');
    expect(await allowed(throttle, [neither.account, neither.address])).toBe(true);
  });

  it('counts an attempt before its outcome, so parallel guesses are counted too', async () => {
    const { throttle } = await setUp();
    // Six attempts begun at the same instant, none finished yet.
    const decisions = [];
    for (let i = 0; i < 6; i += 1) decisions.push(await allowed(throttle, both));
    expect(decisions).toEqual([true, true, true, true, true, false]);
  });

  it('lets no more than the free failures through when logins race, from two instances', async () => {
    const { throttle, connect } = await setUp();
    // A SQLite file has one server, whose one connection runs one transaction at a time;
    // PostgreSQL is shared by instances, each with its pool: the race to decide is real there.
    const second = dialect === 'postgres' ? await connect() : throttle;
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, i) => allowed(i % 2 ? second : throttle, both)),
    );
    expect(decisions.filter(Boolean)).toHaveLength(5);
  });

  it("forgets the account's failures on success, but not the address's", async () => {
    const { throttle, clock } = await setUp();
    await fail(throttle, clock, 4);
    const decision = await throttle.begin(both);
    if (!decision.allowed) throw new Error('expected an attempt');
    await throttle.succeeded(decision.attempt, keys.account);
    // The account starts afresh with five free failures; the address has one left of its five.
    const account = [];
    for (let i = 0; i < 6; i += 1) account.push(await allowed(throttle, [keys.account]));
    expect(account).toEqual([true, true, true, true, true, false]);
    const address = [];
    for (let i = 0; i < 2; i += 1) address.push(await allowed(throttle, [keys.address]));
    expect(address).toEqual([true, false]);
  });

  it('holds across instances and restarts: it lives in the database', async () => {
    const { throttle, connect, clock } = await setUp();
    await fail(throttle, clock, 6);
    const otherInstance = await connect();
    expect(await allowed(otherInstance, both)).toBe(false);
    for (const database of others.splice(0)) await database.close();
    expect(await allowed(await connect(), both)).toBe(false);
  });

  it('clears a key on request', async () => {
    const { throttle, clock } = await setUp();
    await fail(throttle, clock, 6);
    await throttle.clear(keys.account);
    expect(await allowed(throttle, [keys.account])).toBe(true);
  });
});
