import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import { REASSIGN_MAX } from './reassign.js';
import {
  startExtensionsApp,
  type ExtensionsApp,
  type HttpBrowser,
} from './testing/extensionsHarness.js';

/** Reassigning metafields' owner against the real emulator: its `metafields` table decides. */
let emulator: Emulator;
let app: ExtensionsApp;
let browser: HttpBrowser;

beforeAll(async () => {
  emulator = await startEmulator();
  app = await startExtensionsApp(emulator);
  browser = await app.browserFor('demo');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await emulator?.close();
});

const reassign = (body: unknown, options?: { csrf?: boolean }, storeHash = 'demo') =>
  browser.request('POST', `/api/stores/${storeHash}/metafields/reassign`, body, options);

/** Seeded metafields of a store, each on a different resource, so no two can clash. */
const metafields = (storeHash: string, count: number) =>
  emulator.rows<{ id: number; owner_client_id: string }>(
    `SELECT MIN(id) AS id, owner_client_id FROM metafields WHERE store_hash = ?
     GROUP BY resource_type, resource_id ORDER BY id LIMIT ?`,
    storeHash,
    count,
  );
const ownersOf = (ids: number[]) =>
  ids.map(
    (id) =>
      emulator.rows<{ owner_client_id: string }>(
        'SELECT owner_client_id FROM metafields WHERE id = ?',
        id,
      )[0]?.owner_client_id,
  );

describe('POST /api/stores/{hash}/metafields/reassign', () => {
  it('gives the metafields to the new owner on the platform', async () => {
    const ids = metafields('demo', 2).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const answer = await reassign({ owner_id: 'new-owner_1', metafield_ids: ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { metafieldIds: ids.map((id) => `bc/store/metafield/${id}`) },
    });
    expect(ownersOf(ids)).toEqual(['new-owner_1', 'new-owner_1']);
  });

  it('takes the owner as the number the admin sends', async () => {
    const [row] = metafields('demo', 3).slice(2);
    const answer = await reassign({ owner_id: 4242, metafield_ids: [row!.id] });
    expect(answer.status).toBe(200);
    expect(ownersOf([row!.id])).toEqual(['4242']);
  });

  it('answers 422 with field errors for a bad body, and changes nothing', async () => {
    const [row] = metafields('demo', 4).slice(3);
    const bodies = [
      [{}, ['owner_id', 'metafield_ids']],
      [{ owner_id: '', metafield_ids: [row!.id] }, ['owner_id']],
      [{ owner_id: 'a b', metafield_ids: [row!.id] }, ['owner_id']],
      [{ owner_id: 'x', metafield_ids: [] }, ['metafield_ids']],
      [{ owner_id: 'x', metafield_ids: ['1'] }, ['metafield_ids.0']],
      [{ owner_id: 'x', metafield_ids: [0] }, ['metafield_ids.0']],
      [
        { owner_id: 'x', metafield_ids: Array.from({ length: REASSIGN_MAX + 1 }, (_, i) => i + 1) },
        ['metafield_ids'],
      ],
    ] as const;
    for (const [body, fields] of bodies) {
      const answer = await reassign(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(answer.body.errors as object).sort()).toEqual([...fields].sort());
    }
    expect(ownersOf([row!.id])).toEqual([row!.owner_client_id]);
  });

  it('answers the platform’s refusal of an unknown metafield as a 422, all or nothing', async () => {
    const [row] = metafields('demo', 5).slice(4);
    const answer = await reassign({ owner_id: 'someone', metafield_ids: [row!.id, 99_999_999] });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Metafields not found: bc/store/metafield/99999999.');
    expect(ownersOf([row!.id])).toEqual([row!.owner_client_id]);
  });

  it('cannot reach another store’s metafields through this store', async () => {
    const [foreign] = metafields('other', 1);
    expect(foreign).toBeDefined();
    const answer = await reassign({ owner_id: 'someone', metafield_ids: [foreign!.id] });
    expect(answer.status).toBe(422);
    expect(ownersOf([foreign!.id])).toEqual([foreign!.owner_client_id]);
  });

  it('refuses a write without the CSRF token', async () => {
    const [row] = metafields('demo', 6).slice(5);
    const answer = await reassign(
      { owner_id: 'someone', metafield_ids: [row!.id] },
      { csrf: false },
    );
    expect(answer.status).toBe(403);
    expect(ownersOf([row!.id])).toEqual([row!.owner_client_id]);
  });

  it('answers 404 for a store the user is not linked to', async () => {
    const [foreign] = metafields('other', 1);
    const answer = await reassign(
      { owner_id: 'someone', metafield_ids: [foreign!.id] },
      {},
      'other',
    );
    expect(answer.status).toBe(404);
    expect(ownersOf([foreign!.id])).toEqual([foreign!.owner_client_id]);
  });
});
