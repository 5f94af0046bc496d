import { jobSchema, type ResourceType } from '@metafields/core';
import { expect, onTestFinished } from 'vitest';
import * as z from 'zod';
import type { JobRecord } from '../../jobs/jobsRepo.js';
import type { Emulator } from '../../platformApp/testing/harness.js';
import { batchPaths } from '../../templates/platformMetafields.js';
import { startTestServer } from '../../testing/testServer.js';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A server over the emulator: `demo` (Premium, the emulator's small store and its token),
 * `starter` (the lower plan) and `other` (Premium, not the demo user's).
 */
export async function setUp(emulator: Emulator) {
  const server = await startTestServer({ PLATFORM_URL: emulator.url });
  // Per test, not a module-level afterEach: with isolate:false only the first test file that
  // imports this module would run such a hook, and the other files' databases would leak.
  onTestFinished(() => server.close());
  await server.addStore('demo', { accessToken: 'demo-token' });
  await server.addStore('starter', { accessToken: 'starter-token' });
  await server.addStore('other', { accessToken: 'other-token', linked: false });
  await server.stores.setPlan('demo', 'premium');
  await server.stores.setPlan('other', 'premium');
  return { server, browser: await server.signedInBrowser() };
}

/** A job as the history and the start answer show it. */
export const wireJobSchema = z.strictObject({
  ...jobSchema.shape,
  total: z.number().int().nullable(),
});
export type WireJob = z.infer<typeof wireJobSchema>;
export const startAnswer = z.object({ data: wireJobSchema, error: z.string().optional() }).strict();
export const historyAnswer = z
  .object({ data: z.array(wireJobSchema), meta: z.object({ total: z.number() }).strict() })
  .strict();

export type RecordType = 'product' | 'variant' | 'customer' | 'order';
const recordPaths = {
  product: 'v3/catalog/products',
  variant: 'v3/catalog/variants',
  customer: 'v3/customers',
};
const record = z.object({ id: z.number(), product_id: z.number().optional() });

const metafieldRow = z.object({
  id: z.number(),
  resource_id: z.number(),
  namespace: z.string(),
  key: z.string(),
  value: z.string(),
  permission_set: z.string(),
  description: z.string().nullish(),
});
export type MetafieldRow = z.infer<typeof metafieldRow>;
const metafieldPage = z.object({
  data: z.array(metafieldRow),
  meta: z.object({ pagination: z.object({ total_pages: z.number() }) }),
});

/** The emulator's API as the demo store's own token reaches it. */
export function platformOf(emulator: Emulator) {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${emulator.url}/stores/demo/${path}`, {
      ...init,
      headers: { 'x-auth-token': 'demo-token', 'content-type': 'application/json' },
    });
  async function get<T>(path: string): Promise<T> {
    const response = await call(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }
  return {
    call,
    get,
    /** The first `count` records of a type: their ids, and a variant's product. */
    async records(type: RecordType, count: number) {
      if (type === 'order') return z.array(record).parse(await get(`v2/orders?limit=${count}`));
      const list = await get(`${recordPaths[type]}?limit=${count}`);
      return z.object({ data: z.array(record) }).parse(list).data;
    },
    /** Writes metafields as another client of the platform would: a test's starting state. */
    async addMetafields(type: ResourceType, items: readonly Record<string, unknown>[]) {
      for (let start = 0; start < items.length; start += 250) {
        const response = await call(batchPaths[type], {
          method: 'POST',
          body: JSON.stringify(items.slice(start, start + 250)),
        });
        expect(response.status, await response.clone().text()).toBe(200);
      }
    },
    /** Every metafield of the type the store's token sees, in one namespace if given. */
    async metafields(type: ResourceType, namespace?: string): Promise<MetafieldRow[]> {
      const all: MetafieldRow[] = [];
      const filter = namespace === undefined ? '' : `namespace=${namespace}&`;
      for (let number = 1; ; number++) {
        const answer = metafieldPage.parse(
          await get(`${batchPaths[type]}?${filter}limit=250&page=${number}`),
        );
        all.push(...answer.data);
        if (number >= answer.meta.pagination.total_pages) return all;
      }
    },
  };
}

/** `[resource_id, key, value, permission_set]`, sorted: what a test compares. */
export const summary = (rows: readonly MetafieldRow[]) =>
  rows
    .map((row) => [row.resource_id, row.key, row.value, row.permission_set] as const)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));

/** A demo store's product import job as a handler is given it, running from `checkpoint`. */
export const runningImportJob = (
  overrides: Pick<JobRecord, 'id' | 'type' | 'params' | 'fileName' | 'checkpoint'>,
): JobRecord => ({
  storeHash: 'demo',
  kind: 'metafield-import',
  subject: 'product',
  status: 'in_progress',
  startedAt: null,
  finishedAt: null,
  progressPercent: 0,
  itemsProcessed: 0,
  total: null,
  errors: [],
  errorsOmitted: 0,
  cancelRequested: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});
