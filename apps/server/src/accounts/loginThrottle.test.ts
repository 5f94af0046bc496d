import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db.js';
import { createLoginThrottle, loginKeys } from './loginThrottle.js';

const hour = 3_600_000;
const keys = loginKeys('Someone@Example.com', '203.0.113.7');
const both = [keys.account, keys.address];

let dir: string;
const open: Db[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-throttle-'));
  const clock = { now: 1_000_000_000 };
  const connect = () => {
    const db = openDatabase(dir);
    open.push(db);
    return createLoginThrottle(db, () => clock.now);
  };
  return { throttle: connect(), connect, clock };
}

/** Fails n logins in a row, each as soon as it is allowed; returns the waits met on the way. */
function fail(throttle: ReturnType<typeof createLoginThrottle>, clock: { now: number }, n: number) {
  const waits: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const decision = throttle.begin(both);
    if (!decision.allowed) {
      waits.push(decision.retryAfterMs);
      clock.now += decision.retryAfterMs;
      i -= 1;
    }
  }
  return waits;
}

describe('login throttle', () => {
  it('lets five failures through, then asks for waits that double up to 10 s', () => {
    const { throttle, clock } = setUp();
    expect(fail(throttle, clock, 5)).toEqual([]);
    const waits = fail(throttle, clock, 12);
    expect(waits).toEqual([
      100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('measures the wait from the last failure', () => {
    const { throttle, clock } = setUp();
    fail(throttle, clock, 6);
    clock.now += 150;
    expect(throttle.begin(both)).toEqual({ allowed: false, retryAfterMs: 50, lockedOut: false });
    clock.now += 50;
    expect(throttle.begin(both).allowed).toBe(true);
  });

  it('locks out after 100 failures in an hour, until the oldest leaves the hour', () => {
    const { throttle, clock } = setUp();
    const start = clock.now;
    fail(throttle, clock, 100);
    const elapsed = clock.now - start;
    expect(elapsed).toBeLessThan(hour);
    clock.now += 10_000;
    expect(throttle.begin(both)).toEqual({
      allowed: false,
      retryAfterMs: start + hour - clock.now,
      lockedOut: true,
    });
    clock.now = start + hour;
    expect(throttle.begin(both).allowed).toBe(true);
  });

  it('throttles the account from any address, and the address for any account', () => {
    const { throttle, clock } = setUp();
    fail(throttle, clock, 6);
    const sameAccount = loginKeys('SOMEONE@example.com ', '198.51.100.1');
    expect(throttle.begin([sameAccount.account, sameAccount.address]).allowed).toBe(false);
    const sameAddress = loginKeys('other@example.com', '203.0.113.7');
    expect(throttle.begin([sameAddress.account, sameAddress.address]).allowed).toBe(false);
    const neither = loginKeys('other@example.com', '198.51.100.1');
    expect(throttle.begin([neither.account, neither.address]).allowed).toBe(true);
  });

  it('counts an attempt before its outcome, so parallel guesses are counted too', () => {
    const { throttle } = setUp();
    // Six attempts begun at the same instant, none finished yet.
    const decisions = Array.from({ length: 6 }, () => throttle.begin(both).allowed);
    expect(decisions).toEqual([true, true, true, true, true, false]);
  });

  it("forgets the account's failures on success, but not the address's", () => {
    const { throttle, clock } = setUp();
    fail(throttle, clock, 4);
    const decision = throttle.begin(both);
    if (!decision.allowed) throw new Error('expected an attempt');
    throttle.succeeded(decision.attempt, keys.account);
    // The account starts afresh with five free failures; the address has one left of its five.
    const account = Array.from({ length: 6 }, () => throttle.begin([keys.account]).allowed);
    expect(account).toEqual([true, true, true, true, true, false]);
    const address = Array.from({ length: 2 }, () => throttle.begin([keys.address]).allowed);
    expect(address).toEqual([true, false]);
  });

  it('holds across processes and restarts: it lives in the database', () => {
    const { throttle, connect, clock } = setUp();
    fail(throttle, clock, 6);
    const otherProcess = connect();
    expect(otherProcess.begin(both).allowed).toBe(false);
    for (const db of open.splice(0)) db.close();
    expect(connect().begin(both).allowed).toBe(false);
  });

  it('clears a key on request', () => {
    const { throttle, clock } = setUp();
    fail(throttle, clock, 6);
    throttle.clear(keys.account);
    expect(throttle.begin([keys.account]).allowed).toBe(true);
  });
});
