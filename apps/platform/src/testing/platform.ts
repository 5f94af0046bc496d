import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../app.js';
import { openDatabase, type PlatformDatabase } from '../db.js';
import type { SeedStoreOptions } from '../seed.js';

export const DEMO = { storeHash: 'demo', accessToken: 'demo-token' } as const;
export const OTHER = { storeHash: 'other', accessToken: 'other-token' } as const;
export const PUBLIC_URL = 'http://platform.test';
/** Fixed, so that seeded catalogues are identical from run to run. */
export const SEED_NOW = new Date('2026-03-01T12:00:00Z');

export interface TestPlatform {
  app: FastifyInstance;
  /** A second connection to the emulator's database, for arranging and checking data. */
  db: PlatformDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** An emulator over a fresh temporary data directory, removed again by `close()`. */
export function createTestPlatform(
  stores: SeedStoreOptions[] = [
    { ...DEMO, size: 'small', now: SEED_NOW },
    { ...OTHER, size: 'small', productCount: 0, now: SEED_NOW },
  ],
): TestPlatform {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const app = buildPlatform({ dataDir, stores, publicUrl: PUBLIC_URL });
  const db = openDatabase(path.join(dataDir, 'platform.sqlite'));
  return {
    app,
    db,
    dataDir,
    async close() {
      db.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const tempDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));

/** Inserts a product with only the fields a test cares about; the rest take their defaults. */
export function insertProduct(
  db: PlatformDatabase,
  storeHash: string,
  fields: { name: string } & Record<string, string | number>,
): number {
  const columns = {
    date_created: '2026-01-01T00:00:00+00:00',
    date_modified: '2026-01-01T00:00:00+00:00',
    custom_url: `/${fields.name}/`,
    ...fields,
    store_hash: storeHash,
  };
  const names = Object.keys(columns);
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO products (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
    )
    .run(columns);
  return Number(lastInsertRowid);
}
