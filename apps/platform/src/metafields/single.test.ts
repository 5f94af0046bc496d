import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, OTHER, type TestPlatform } from '../testing/platform.js';
import { resourceOf } from './resources.js';
import {
  appToken,
  call,
  freshKey,
  pathOf,
  storeClientId,
  targetOf,
  type Target,
} from './testing/testkit.js';

/** Behaviour of the single-resource endpoints, on products and variants. */

let platform: TestPlatform;
let products: Target;
let variants: Target;
beforeAll(() => {
  platform = createTestPlatform();
  products = targetOf(platform.db, resourceOf('product'));
  variants = targetOf(platform.db, resourceOf('variant'));
});
afterAll(() => platform.close());

interface Metafield {
  id: number;
  namespace: string;
  key: string;
  value: string;
  description?: string;
  permission_set: string;
  owner_client_id: string;
  date_created: string;
  date_modified: string;
  resource_id: number;
}

async function create(
  url: string,
  fields: Record<string, unknown> = {},
  token?: string,
): Promise<Metafield> {
  const { status, body } = await call(platform.app, {
    method: 'POST',
    url,
    ...(token ? { token } : {}),
    payload: { ...freshKey('single'), value: 'v', permission_set: 'write', ...fields },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as unknown as { data: Metafield }).data;
}

describe('creating and updating', () => {
  it('records the token’s client as the owner, and the dates', async () => {
    const before = new Date(Date.now() - 1000).toISOString().slice(0, 19);
    const made = await create(products.collection, { description: 'About it' });
    expect(made.owner_client_id).toBe(storeClientId(platform.db));
    expect(made.date_created.slice(0, 19) >= before).toBe(true);
    expect(made.date_created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(made.date_modified).toBe(made.date_created);
    const asApp = await create(products.collection, {}, appToken(platform.db, 'app-one'));
    expect(asApp.owner_client_id).toBe('app-one');
    const row = platform.db
      .prepare<[number], { owner_client_id: string }>(
        'SELECT owner_client_id FROM metafields WHERE id = ?',
      )
      .get(asApp.id);
    expect(row?.owner_client_id).toBe('app-one');
  });

  it('changes only the fields sent, and moves date_modified', async () => {
    const made = await create(products.collection, { description: 'Kept', value: 'old' });
    platform.db
      .prepare("UPDATE metafields SET date_modified = '2020-01-01T00:00:00+00:00' WHERE id = ?")
      .run(made.id);
    const { status, body } = await call(platform.app, {
      method: 'PUT',
      url: `${products.collection}/${made.id}`,
      payload: { value: 'new' },
    });
    expect(status).toBe(200);
    const updated = (body as unknown as { data: Metafield }).data;
    expect(updated).toMatchObject({
      namespace: made.namespace,
      key: made.key,
      description: 'Kept',
      permission_set: 'write',
      value: 'new',
      date_created: made.date_created,
    });
    expect(updated.date_modified > '2020-01-01T00:00:00+00:00').toBe(true);
    const again = await call(platform.app, {
      method: 'GET',
      url: `${products.collection}/${made.id}`,
    });
    expect((again.body as unknown as { data: Metafield }).data).toEqual(updated);
  });

  it('lets another client use the same namespace and key, but not the same client twice', async () => {
    const made = await create(products.collection);
    const same = { namespace: made.namespace, key: made.key };
    const other = await create(products.collection, same, appToken(platform.db, 'app-two'));
    expect(other.id).not.toBe(made.id);
    const again = await call(platform.app, {
      method: 'POST',
      url: products.collection,
      payload: { ...same, value: 'x', permission_set: 'read' },
    });
    expect(again.status).toBe(409);
    // Renaming onto an existing namespace and key of the same owner is a conflict too.
    const third = await create(products.collection);
    const rename = await call(platform.app, {
      method: 'PUT',
      url: `${products.collection}/${third.id}`,
      payload: same,
    });
    expect(rename.status).toBe(409);
  });

  it('allows 250 metafields per resource and client, no more', async () => {
    const productId = platform.db
      .prepare<[], { id: number }>(
        `SELECT id FROM products WHERE store_hash = 'demo' AND id NOT IN
           (SELECT resource_id FROM metafields WHERE resource_type = 'product') LIMIT 1`,
      )
      .get()?.id;
    expect(productId).toBeDefined();
    const url = pathOf(products.resource, productId ?? 0);
    const batch = Array.from({ length: 250 }, (_, i) => ({
      resource_id: productId,
      namespace: 'limit',
      key: `k${i}`,
      value: 'v',
      permission_set: 'read',
    }));
    const filled = await call(platform.app, {
      method: 'POST',
      url: products.batch,
      payload: batch,
    });
    expect(filled.status).toBe(200);
    const over = await call(platform.app, {
      method: 'POST',
      url,
      payload: { namespace: 'limit', key: 'one-more', value: 'v', permission_set: 'read' },
    });
    expect(over.status).toBe(422);
    expect(over.body['errors']).toHaveProperty('resource_id');
    // Another client still has its own 250.
    await create(url, {}, appToken(platform.db, 'app-three'));
  });

  it('answers 404 for a resource that does not exist, on every operation', async () => {
    const url = products.missingCollection;
    expect((await call(platform.app, { method: 'GET', url })).status).toBe(404);
    const payload = { namespace: 'n', key: 'k', value: 'v', permission_set: 'read' };
    expect((await call(platform.app, { method: 'POST', url, payload })).status).toBe(404);
    expect((await call(platform.app, { method: 'GET', url: `${url}/1` })).status).toBe(404);
    expect(
      (
        await call(platform.app, {
          method: 'GET',
          url: '/stores/demo/v3/catalog/products/abc/metafields',
        })
      ).status,
    ).toBe(404);
  });

  it('finds a variant’s metafields only under the variant’s own product', async () => {
    const made = await create(variants.collection);
    const wrongProduct = pathOf(
      variants.resource,
      variants.resourceId,
      (variants.parentId ?? 0) + 1,
    );
    const { status } = await call(platform.app, {
      method: 'GET',
      url: `${wrongProduct}/${made.id}`,
    });
    expect(status).toBe(404);
    // Nor under the product's own metafields.
    const asProduct = await call(platform.app, {
      method: 'GET',
      url: `${pathOf(products.resource, variants.parentId ?? 0)}/${made.id}`,
    });
    expect(asProduct.status).toBe(404);
  });

  it('follows the variants document: description at least 1 character, empty ones left out', async () => {
    const empty = await call(platform.app, {
      method: 'POST',
      url: variants.collection,
      payload: { ...freshKey(), value: 'v', permission_set: 'read', description: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body['errors']).toHaveProperty('description');
    const made = await create(variants.collection);
    expect(made).not.toHaveProperty('description');
    const batchView = await call(platform.app, {
      method: 'GET',
      url: `${variants.batch}?key=${made.key}`,
    });
    expect((batchView.body as unknown as { data: Metafield[] }).data[0]?.description).toBe('');
  });
});

describe('clients and permission sets', () => {
  const owner = 'owner-app';
  const stranger = 'stranger-app';
  let ownerToken: string;
  let strangerToken: string;
  beforeAll(() => {
    ownerToken = appToken(platform.db, owner);
    strangerToken = appToken(platform.db, stranger);
  });

  const url = (id: number) => `${products.collection}/${id}`;

  it('hides app_only metafields from other clients', async () => {
    const made = await create(products.collection, { permission_set: 'app_only' }, ownerToken);
    const seen = await call(platform.app, { method: 'GET', url: url(made.id), token: ownerToken });
    expect(seen.status).toBe(200);
    const hidden = await call(platform.app, {
      method: 'GET',
      url: url(made.id),
      token: strangerToken,
    });
    expect(hidden.status).toBe(404);
    const list = await call(platform.app, {
      method: 'GET',
      url: `${products.collection}?key=${made.key}`,
      token: strangerToken,
    });
    expect((list.body as unknown as { data: Metafield[] }).data).toEqual([]);
    const batch = await call(platform.app, {
      method: 'GET',
      url: `${products.batch}?key=${made.key}`,
      token: strangerToken,
    });
    expect((batch.body as unknown as { data: Metafield[] }).data).toEqual([]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { value: 'x' } : undefined;
      const refused = await call(platform.app, {
        method,
        url: url(made.id),
        token: strangerToken,
        ...(payload ? { payload } : {}),
      });
      expect(refused.status).toBe(404);
    }
  });

  it.each(['read', 'read_and_sf_access'])(
    'shows %s metafields to others but refuses their changes',
    async (permission) => {
      const made = await create(products.collection, { permission_set: permission }, ownerToken);
      const seen = await call(platform.app, {
        method: 'GET',
        url: url(made.id),
        token: strangerToken,
      });
      expect(seen.status).toBe(200);
      const change = await call(platform.app, {
        method: 'PUT',
        url: url(made.id),
        token: strangerToken,
        payload: { value: 'theirs' },
      });
      expect(change.status).toBe(403);
      const remove = await call(platform.app, {
        method: 'DELETE',
        url: url(made.id),
        token: strangerToken,
      });
      expect(remove.status).toBe(403);
      const kept = await call(platform.app, {
        method: 'GET',
        url: url(made.id),
        token: ownerToken,
      });
      expect((kept.body as unknown as { data: Metafield }).data.value).toBe('v');
    },
  );

  it.each(['write', 'write_and_sf_access'])(
    'lets others change the value of %s metafields, never the key',
    async (permission) => {
      const made = await create(products.collection, { permission_set: permission }, ownerToken);
      const change = await call(platform.app, {
        method: 'PUT',
        url: url(made.id),
        token: strangerToken,
        // Sending the unchanged namespace and key back is not a change of them.
        payload: {
          namespace: made.namespace,
          key: made.key,
          value: 'theirs',
          description: 'by another app',
        },
      });
      expect(change.status).toBe(200);
      expect((change.body as unknown as { data: Metafield }).data).toMatchObject({
        value: 'theirs',
        owner_client_id: owner,
      });
      for (const field of ['namespace', 'key', 'permission_set'] as const) {
        const next = field === 'permission_set' ? 'read' : 'renamed';
        const refused = await call(platform.app, {
          method: 'PUT',
          url: url(made.id),
          token: strangerToken,
          payload: { [field]: next },
        });
        expect(refused.status, field).toBe(403);
      }
      const remove = await call(platform.app, {
        method: 'DELETE',
        url: url(made.id),
        token: strangerToken,
      });
      expect(remove.status).toBe(204);
    },
  );

  it('lets the owner change every field', async () => {
    const made = await create(products.collection, { permission_set: 'app_only' }, ownerToken);
    const { status, body } = await call(platform.app, {
      method: 'PUT',
      url: url(made.id),
      token: ownerToken,
      payload: { namespace: 'moved', key: made.key, permission_set: 'read', value: 'w' },
    });
    expect(status).toBe(200);
    expect((body as unknown as { data: Metafield }).data).toMatchObject({
      namespace: 'moved',
      permission_set: 'read',
    });
  });
});

describe('credentials', () => {
  it('answers 401 without a known token and 403 with another store’s', async () => {
    const url = products.collection;
    const none = await call(platform.app, { method: 'GET', url, token: 'nope' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: 401, title: expect.any(String) });
    const other = await call(platform.app, { method: 'GET', url, token: OTHER.accessToken });
    expect(other.status).toBe(403);
    const batch = await call(platform.app, {
      method: 'POST',
      url: products.batch,
      token: OTHER.accessToken,
      payload: [],
    });
    expect(batch.status).toBe(403);
  });

  it('keeps each store’s metafields to itself', async () => {
    const made = await create(products.collection);
    const otherProduct = platform.db
      .prepare<[], { id: number }>("SELECT id FROM products WHERE store_hash = 'other' LIMIT 1")
      .get();
    // The other store has no products; its own batch list never shows the demo store's rows.
    expect(otherProduct).toBeUndefined();
    const list = await call(platform.app, {
      method: 'GET',
      url: `/stores/other/v3/catalog/products/metafields?key=${made.key}`,
      token: OTHER.accessToken,
    });
    expect(list.status).toBe(200);
    expect((list.body as unknown as { data: Metafield[] }).data).toEqual([]);
  });
});
