import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from './testing/platform.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

const ADMIN = { 'x-emulator-key': 'emulator-admin-key' };
const hold = (
  method: 'PUT' | 'GET' | 'DELETE',
  { storeHash = DEMO.storeHash as string, headers = ADMIN, payload = {} as object } = {},
) => platform.app.inject({ method, url: `/emulator/stores/${storeHash}/hold`, headers, payload });
const list = (store: { storeHash: string; accessToken: string }, path = 'v3/catalog/products') =>
  platform.app.inject({
    method: 'GET',
    url: `/stores/${store.storeHash}/${path}?limit=1`,
    headers: { 'x-auth-token': store.accessToken },
  });
const products = (store: { storeHash: string; accessToken: string }) => list(store);

/** A call, and whether it has been answered yet. */
function watch<T>(call: Promise<T>) {
  let answered = false;
  void call.then(() => (answered = true));
  return { call, answered: () => answered };
}

/** Polls the hold's count of waiting calls until it reaches `count`. */
async function untilWaiting(count: number) {
  await expect
    .poll(async () => (await hold('GET')).json(), { timeout: 10_000 })
    .toEqual({
      held: true,
      waiting: count,
    });
}

describe('/emulator/stores/{store_hash}/hold', () => {
  it('keeps a held store’s API calls waiting until the hold is released, and only that store’s', async () => {
    expect((await hold('GET')).json()).toEqual({ held: false, waiting: 0 });
    expect((await hold('PUT')).statusCode).toBe(204);

    const held = watch(products(DEMO));
    await untilWaiting(1);
    // Another store's calls go through meanwhile.
    expect((await products(OTHER)).statusCode).toBe(200);
    expect(held.answered()).toBe(false);

    expect((await hold('DELETE')).statusCode).toBe(204);
    expect((await held.call).statusCode).toBe(200);
    expect((await hold('GET')).json()).toEqual({ held: false, waiting: 0 });
    expect((await products(DEMO)).statusCode).toBe(200);
  });

  it('holds only the paths below the one given', async () => {
    const payload = { path: 'v3/catalog/variants' };
    expect((await hold('PUT', { payload })).statusCode).toBe(204);
    const held = watch(list(DEMO, 'v3/catalog/variants'));
    await untilWaiting(1);
    expect((await products(DEMO)).statusCode).toBe(200);
    expect(held.answered()).toBe(false);
    expect((await hold('DELETE')).statusCode).toBe(204);
    expect((await held.call).statusCode).toBe(200);
  });

  it('needs the admin key, a store that exists and a plain path', async () => {
    const headers = { 'x-emulator-key': 'wrong' };
    expect((await hold('PUT', { headers })).statusCode).toBe(401);
    expect((await hold('PUT', { storeHash: 'nosuchstore' })).statusCode).toBe(404);
    expect((await hold('PUT', { payload: { path: '../x?y' } })).statusCode).toBe(422);
    expect((await hold('GET')).json()).toEqual({ held: false, waiting: 0 });
  });
});
