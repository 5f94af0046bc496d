import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db.js';
import { createReplayGuard } from './replayGuard.js';

let dir: string;
let db: Db;

afterEach(() => {
  db?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('replay guard of signed payloads', () => {
  it('lets a jti through once, and forgets it after it expired', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-replay-'));
    db = openDatabase(dir);
    let now = 1_000_000_000_000;
    const guard = createReplayGuard(db, () => now);
    const exp = now / 1000 + 3600;
    expect(guard.firstUse('a', exp)).toBe(true);
    expect(guard.firstUse('a', exp)).toBe(false);
    expect(guard.firstUse('b', exp)).toBe(true);

    // Past its expiry and the leeway, the row goes (the verifier refuses the payload by then).
    now = (exp + 61) * 1000;
    guard.firstUse('c', exp + 7200);
    const kept = db.prepare<[], { jti: string }>('SELECT jti FROM used_signed_payloads').all();
    expect(kept.map((row) => row.jti)).toEqual(['c']);
  });
});
