import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from './app.js';
import { requireStoreToken } from './auth.js';
import { openDatabase } from './db.js';
import { ERROR_TYPE, notFound } from './errors.js';
import {
  DEFAULT_QUOTA,
  DEFAULT_WINDOW_MS,
  rateLimits,
  type RateLimitSettings,
} from './rateLimits.js';
import { DEMO, OTHER, SEED_NOW, tempDir } from './testing/platform.js';

const APP_TOKEN = 'acme-app-token';

/** The emulator with `settings`, a clock the test moves, and a route that counts its calls. */
async function build(settings: Omit<RateLimitSettings, 'clock'>) {
  const dataDir = tempDir();
  const clock = { now: 1_770_000_000_000 };
  const rateLimit = { ...settings, clock: () => clock.now };
  const app = buildPlatform({
    dataDir,
    rateLimit,
    stores: [
      { ...DEMO, size: 'small', productCount: 5, now: SEED_NOW },
      { ...OTHER, size: 'small', productCount: 0, now: SEED_NOW },
    ],
  });
  const db = openDatabase(path.join(dataDir, 'platform.sqlite'));
  db.prepare(
    `INSERT INTO app_tokens (access_token, store_hash, client_id, scope, created_at)
     VALUES (?, 'demo', 'acme-reviews-app', 'store_v2_products', '2026-01-01')`,
  ).run(APP_TOKEN);
  // The same guards as the store scope of app.ts, in front of a handler that counts its runs.
  const calls = { count: 0 };
  await app.register(
    async (scope) => {
      requireStoreToken(scope, db);
      rateLimits(scope, rateLimit);
      scope.get('/probe', async () => {
        calls.count += 1;
        return { ok: true };
      });
      scope.get('/missing', async () => {
        throw notFound();
      });
    },
    { prefix: '/probe/:store_hash' },
  );
  return {
    app,
    db,
    clock,
    calls,
    async close() {
      db.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Platform = Awaited<ReturnType<typeof build>>;

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });

function limits(response: LightMyRequestResponse) {
  const number = (name: string) => Number(response.headers[name]);
  return {
    window: number('x-rate-limit-time-window-ms'),
    reset: number('x-rate-limit-time-reset-ms'),
    quota: number('x-rate-limit-requests-quota'),
    left: number('x-rate-limit-requests-left'),
  };
}

describe('rate-limit headers (not enforced, the default)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await build({ enforce: false });
  });
  afterAll(() => platform.close());

  it('reports the Standard plan quota over 30 s, counting down', async () => {
    const seen = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken);
      expect(response.statusCode).toBe(200);
      seen.push(limits(response));
      platform.clock.now += 1_000;
    }
    expect(seen).toEqual([
      { window: 30_000, reset: 30_000, quota: 150, left: 149 },
      { window: 30_000, reset: 29_000, quota: 150, left: 148 },
      { window: 30_000, reset: 28_000, quota: 150, left: 147 },
    ]);
    expect([DEFAULT_QUOTA, DEFAULT_WINDOW_MS]).toEqual([150, 30_000]);
  });

  it('counts error answers of known clients too (404, 422)', async () => {
    const before = limits(await get(platform.app, '/probe/demo/probe', DEMO.accessToken));
    const missing = await get(platform.app, '/probe/demo/missing', DEMO.accessToken);
    expect(missing.statusCode).toBe(404);
    expect(limits(missing).left).toBe(before.left - 1);

    const store = limits(await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken));
    const invalid = await get(
      platform.app,
      '/stores/demo/v3/catalog/products?limit=lots',
      DEMO.accessToken,
    );
    expect(invalid.statusCode).toBe(422);
    expect(limits(invalid).left).toBe(store.left - 1);
  });

  it('reports a full window on answers refused before the client is known (401, 403, 404)', async () => {
    const refused = [
      await get(platform.app, '/stores/demo/v2/store'),
      await get(platform.app, '/stores/demo/v2/store', 'not-a-token'),
      await get(platform.app, '/stores/demo/v2/store', OTHER.accessToken),
      await get(platform.app, '/stores/nostore/v2/store', DEMO.accessToken),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401, 403, 404]);
    for (const response of refused) {
      expect(limits(response)).toEqual({ window: 30_000, reset: 30_000, quota: 150, left: 150 });
    }
  });

  it('opens a new window once the previous one has ended', async () => {
    platform.clock.now += DEFAULT_WINDOW_MS;
    const first = limits(await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken));
    expect(first).toEqual({ window: 30_000, reset: 30_000, quota: 150, left: 149 });
    platform.clock.now += 29_999;
    const last = limits(await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken));
    expect(last).toMatchObject({ reset: 1, left: 148 });
    platform.clock.now += 1;
    const next = limits(await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken));
    expect(next).toMatchObject({ reset: 30_000, left: 149 });
  });

  it('keeps answering past the quota, with none left', async () => {
    platform.clock.now += DEFAULT_WINDOW_MS;
    for (let i = 0; i < DEFAULT_QUOTA; i += 1) {
      await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken);
    }
    const over = await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken);
    expect(over.statusCode).toBe(200);
    expect(limits(over).left).toBe(0);
  });
});

describe('rate limits when enforced', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await build({ enforce: true, quota: 3, windowMs: 10_000 });
  });
  afterAll(() => platform.close());

  it('answers 429 with the documented body and headers, without running the handler', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await get(platform.app, '/probe/demo/probe', DEMO.accessToken));
      platform.clock.now += 500;
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(platform.calls.count).toBe(3);
    const refused = answers[3]!;
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      status: 429,
      title: 'Too many requests',
      type: ERROR_TYPE,
      errors: {},
    });
    expect(limits(refused)).toEqual({ window: 10_000, reset: 8_500, quota: 3, left: 0 });
    expect(limits(answers[4]!)).toMatchObject({ reset: 8_000, left: 0 });
  });

  it('lets the client in again once the window resets', async () => {
    platform.clock.now += 10_000;
    const response = await get(platform.app, '/probe/demo/probe', DEMO.accessToken);
    expect(response.statusCode).toBe(200);
    expect(limits(response)).toEqual({ window: 10_000, reset: 10_000, quota: 3, left: 2 });
    expect(platform.calls.count).toBe(4);
  });

  it('guards the real store routes as well', async () => {
    platform.clock.now += 10_000;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await get(platform.app, '/stores/demo/v2/store', DEMO.accessToken)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps a separate count for each store and each client', async () => {
    platform.clock.now += 10_000;
    for (let i = 0; i < 3; i += 1) await get(platform.app, '/probe/demo/probe', DEMO.accessToken);
    expect((await get(platform.app, '/probe/demo/probe', DEMO.accessToken)).statusCode).toBe(429);

    // Another client of the same store (an installed app), and another store's account.
    const app = await get(platform.app, '/probe/demo/probe', APP_TOKEN);
    expect(app.statusCode).toBe(200);
    expect(limits(app).left).toBe(2);
    const other = await get(platform.app, '/probe/other/probe', OTHER.accessToken);
    expect(other.statusCode).toBe(200);
    expect(limits(other).left).toBe(2);
  });

  it('still answers 401 rather than 429 to unknown credentials', async () => {
    const response = await get(platform.app, '/probe/demo/probe', 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(limits(response)).toMatchObject({ quota: 3, left: 3 });
  });
});

describe('rate-limit settings', () => {
  it('refuses a quota or window that is not a positive whole number', () => {
    const scope = { addHook: () => undefined } as unknown as FastifyInstance;
    const register = (settings: RateLimitSettings) => () => rateLimits(scope, settings);
    expect(register({ enforce: true })).not.toThrow();
    expect(register({ enforce: true, quota: 0 })).toThrow(RangeError);
    expect(register({ enforce: true, windowMs: 1.5 })).toThrow(RangeError);
  });
});
