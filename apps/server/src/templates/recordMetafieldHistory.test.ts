import { changeHistoryPageSchema } from '@metafields/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../platformApp/testing/harness.js';
import {
  metafieldAnswer,
  platformOf,
  recordUrl,
  setUpWithPlatform,
  withToken,
} from './testing/recordTestSetup.js';
import { createTemplate } from './testing/testSetup.js';

describe("change history of a record's template values (issue 28)", () => {
  let emulator: Emulator;
  let productId: number;

  beforeAll(async () => {
    emulator = await startEmulator();
    [productId = 0] = await platformOf(emulator).ids('catalog/products?limit=1');
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('records a person’s and an API token’s writes, with the values they replaced', async () => {
    const { server, browser } = await setUpWithPlatform(emulator);
    await createTemplate(
      browser,
      { name: 'Care', namespace: 'rm-history', meta_key: 'care', content_type: 'text' },
      'product',
      'demo',
    );
    const url = recordUrl('products', productId);
    const created = await browser.request('POST', url, {
      namespace: 'rm-history',
      key: 'care',
      value: 'Hand wash',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = metafieldAnswer.parse(created.json()).data;
    // API tokens need the api-access feature.
    await server.stores.setPlan('demo', 'enterprise');
    const { token, id: tokenId } = await server.apiTokens.create('demo', 'ERP');
    const changed = await withToken(server, token, 'PUT', `${url}/${id}`, { value: 'Dry clean' });
    expect(changed.statusCode, changed.body).toBe(200);
    const synced = await browser.request('PUT', url, [
      {
        id,
        namespace: 'rm-history',
        meta_key: 'care',
        value: 'Any',
        permission_set: 'write_and_sf_access',
      },
    ]);
    expect(synced.statusCode, synced.body).toBe(200);
    expect((await browser.request('DELETE', `${url}/${id}`)).statusCode).toBe(200);

    const history = await browser.request(
      'GET',
      `/api/stores/demo/history?record_type=product&record_id=${productId}`,
    );
    const changes = changeHistoryPageSchema
      .parse(history.json())
      .data.filter((change) => change.namespace === 'rm-history')
      .reverse();
    const user = { kind: 'user', id: server.user.id, name: 'Demo merchant' };
    expect(
      changes.map((change) => [change.actor, change.action, change.old_value, change.new_value]),
    ).toEqual([
      [user, 'create', null, 'Hand wash'],
      [{ kind: 'token', id: tokenId, name: 'ERP' }, 'update', 'Hand wash', 'Dry clean'],
      [user, 'update', 'Dry clean', 'Any'],
      [user, 'delete', 'Any', null],
    ]);
    expect(changes.every((change) => change.key === 'care' && change.request_id !== null)).toBe(
      true,
    );
  });
});
