import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db.js';
import { createSessions } from './sessions.js';

const minute = 60_000;
let db: Db;
let dir: string;
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ms-sessions-'));
  db = openDatabase(dir);
  let now = 1_000_000;
  const sessions = createSessions(
    db,
    { idleMs: 30 * minute, absoluteMs: 12 * 60 * minute },
    () => now,
  );
  return { sessions, advance: (ms: number) => (now += ms) };
}

describe('sessions', () => {
  it('end after 30 idle minutes', () => {
    const { sessions, advance } = setUp();
    const session = sessions.start(null);
    advance(30 * minute);
    expect(sessions.find(session.id)).toBeDefined();
    advance(30 * minute + 1);
    expect(sessions.find(session.id)).toBeUndefined();
  });

  it('stay alive while used, but never beyond 12 hours', () => {
    const { sessions, advance } = setUp();
    const session = sessions.start(null);
    for (let hour = 0; hour < 12; hour += 0.25) {
      advance(15 * minute);
      if (hour < 11.75) expect(sessions.find(session.id)).toBeDefined();
    }
    advance(1);
    expect(sessions.find(session.id)).toBeUndefined();
  });

  it('purges what has expired', () => {
    const { sessions, advance } = setUp();
    sessions.start(null);
    advance(31 * minute);
    const fresh = sessions.start(null);
    expect(sessions.purgeExpired()).toBe(1);
    expect(sessions.find(fresh.id)).toBeDefined();
  });
});
