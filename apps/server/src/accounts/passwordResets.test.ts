import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db.js';
import { createPasswordResets } from './passwordResets.js';

const hour = 3_600_000;
let dir: string;
let db: Db;
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-resets-'));
  db = openDatabase(dir);
  db.exec(
    "INSERT INTO users (id, email, name, password_hash) VALUES (1, 'a@x.io', 'A', 'h'), (2, 'b@x.io', 'B', 'h')",
  );
  const clock = { now: 5 * hour };
  return { resets: createPasswordResets(db, () => clock.now), clock };
}

describe('password reset tokens', () => {
  it('live for one hour, and no longer', () => {
    const { resets, clock } = setUp();
    const token = resets.issue(1) ?? '';
    clock.now += hour - 1;
    expect(resets.isLive(token, 1)).toBe(true);
    clock.now += 1;
    expect(resets.isLive(token, 1)).toBe(false);
    expect(resets.consume(token, 1)).toBe(false);
  });

  it('are spent once, and only by their own user', () => {
    const { resets } = setUp();
    const token = resets.issue(1) ?? '';
    expect(resets.consume(token, 2)).toBe(false);
    expect(resets.consume(token, 1)).toBe(true);
    expect(resets.consume(token, 1)).toBe(false);
    expect(resets.isLive(token, 1)).toBe(false);
  });

  it('are issued at most five times an hour per user', () => {
    const { resets, clock } = setUp();
    const issued = Array.from({ length: 6 }, () => resets.issue(1));
    expect(issued.filter(Boolean)).toHaveLength(5);
    expect(issued[5]).toBeUndefined();
    expect(resets.issue(2)).toBeDefined();
    clock.now += hour;
    expect(resets.issue(1)).toBeDefined();
  });

  it('are forgotten a day after they expire', () => {
    const { resets, clock } = setUp();
    resets.issue(1);
    clock.now += hour + 86_400_000 + 1;
    resets.issue(2);
    expect(db.prepare('SELECT user_id FROM password_resets').all()).toEqual([{ user_id: 2 }]);
  });
});
