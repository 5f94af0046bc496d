import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../testing/contract.js';
import { createTestPlatform, DEMO, type TestPlatform } from '../testing/platform.js';

let platform: TestPlatform;
beforeAll(() => {
  platform = createTestPlatform();
});
afterAll(() => platform.close());

describe('GET /v2/store: contract', () => {
  it('answers the store profile as store_information.v2.yml documents it', async () => {
    const { status, body } = await checkContract(platform.app, {
      document: 'store_information.v2.yml',
      method: 'GET',
      url: '/stores/demo/v2/store',
      token: DEMO.accessToken,
    });
    expect(status).toBe(200);
    // The profile's default channel is the seeded storefront.
    expect(body).toMatchObject({ id: 'demo', default_channel_id: 1 });
    const channel = platform.db
      .prepare<[], { type: string }>(
        "SELECT type FROM channels WHERE store_hash = 'demo' AND id = 1",
      )
      .get();
    expect(channel?.type).toBe('storefront');
  });

  it('answers the time as documented', async () => {
    const { status } = await checkContract(platform.app, {
      document: 'store_information.v2.yml',
      method: 'GET',
      url: '/stores/demo/v2/time',
      token: DEMO.accessToken,
    });
    expect(status).toBe(200);
  });
});
