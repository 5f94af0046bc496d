import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, DEMO, OTHER, type TestPlatform } from '../testing/platform.js';
import { graphqlCall, install, registerApp, testApp } from './testing/fixtures.js';

let platform: TestPlatform;
const app = testApp();
const noScopeApp = testApp({
  clientId: 'no-scope-app',
  name: 'No Scope',
  scopes: ['store_v2_products'],
});
const otherApp = testApp({
  clientId: 'other-app',
  clientSecret: 'other-secret',
  name: 'Other App',
});
/** Tokens by name: `app` and `otherApp` in demo, `appInOther` in the other store. */
const tokens: Record<string, string> = {};

beforeAll(async () => {
  platform = createTestPlatform();
  for (const registration of [app, noScopeApp, otherApp]) registerApp(platform.db, registration);
  tokens['app'] = (await install(platform.app, app, 'demo')).access_token;
  tokens['noScope'] = (await install(platform.app, noScopeApp, 'demo')).access_token;
  tokens['otherApp'] = (await install(platform.app, otherApp, 'demo')).access_token;
  tokens['appInOther'] = (await install(platform.app, app, 'other')).access_token;
});
afterAll(() => platform.close());

const call = (
  token: string,
  query: string,
  variables?: Record<string, unknown>,
  store: string = DEMO.storeHash,
) => graphqlCall(platform.app, store, token, query, variables);

// The guide's documents, as written there.
const CREATE = `mutation AppExtension($input: CreateAppExtensionInput!) {
  appExtension {
    createAppExtension(input: $input) {
      appExtension {
        id
        context
        model
        url
        label {
          defaultValue
          locales {
            value
            localeCode
          }
        }
      }
    }
  }
}`;
const LIST = `query {
  store {
    appExtensions {
      edges {
        node {
          id
          context
          model
          url
          label { defaultValue locales { value localeCode } }
        }
      }
    }
  }
}`;
const UPDATE = `mutation AppExtension($input: UpdateAppExtensionInput!) {
  appExtension {
    updateAppExtension(input: $input) {
      appExtension {
        id
        url
        label {
          defaultValue
          locales { value localeCode }
        }
      }
    }
  }
}`;
const DELETE = `mutation AppExtension($input: DeleteAppExtensionInput!) {
  appExtension {
    deleteAppExtension(input: $input) {
        deletedAppExtensionId
    }
  }
}`;
const REASSIGN = `mutation Metafield($input: ReassignMetafieldsOwnerInput!) {
    metafield {
        reassignMetafieldsOwner(input: $input) {
            metafieldIds
        }
    }
}`;

const guideExample = {
  context: 'PANEL',
  model: 'CUSTOMERS',
  url: '/customers/${id}/interactions',
  label: {
    defaultValue: 'Interactions',
    locales: [
      { value: 'Interaction Notes', localeCode: 'en-US' },
      { value: 'Notas de interacción', localeCode: 'es-MX' },
    ],
  },
};

type Node = {
  id: string;
  url: string;
  model: string;
  context: string;
  label: { defaultValue: string };
};
async function create(
  token: string,
  input: Record<string, unknown>,
  store: string = DEMO.storeHash,
): Promise<Node> {
  const { body } = await call(token, CREATE, { input }, store);
  expect(body.errors).toBeUndefined();
  return (body.data as { appExtension: { createAppExtension: { appExtension: Node } } })
    .appExtension.createAppExtension.appExtension;
}
async function list(token: string, store: string = DEMO.storeHash): Promise<Node[]> {
  const { body } = await call(token, LIST, undefined, store);
  expect(body.errors).toBeUndefined();
  return (
    body.data as { store: { appExtensions: { edges: Array<{ node: Node }> } } }
  ).store.appExtensions.edges.map((edge) => edge.node);
}
const clear = () => platform.db.prepare('DELETE FROM app_extensions').run();

describe('createAppExtension', () => {
  it("answers the guide's example response, with a global id", async () => {
    clear();
    const { status, body } = await call(tokens['app']!, CREATE, { input: guideExample });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        appExtension: {
          createAppExtension: {
            appExtension: {
              id: expect.stringMatching(/^bc\/store\/appExtension\/\d+$/),
              ...guideExample,
            },
          },
        },
      },
    });
  });

  it('allows two per app per model, and refuses the third with an error naming the limit', async () => {
    clear();
    await create(tokens['app']!, { ...guideExample, model: 'PRODUCTS' });
    await create(tokens['app']!, { ...guideExample, model: 'PRODUCTS', context: 'LINK' });
    const { status, body } = await call(tokens['app']!, CREATE, {
      input: { ...guideExample, model: 'PRODUCTS' },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ appExtension: { createAppExtension: null } });
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]!.message).toMatch(/limit of 2 App Extensions per app, per model/);
    expect(body.errors![0]!.path).toEqual(['appExtension', 'createAppExtension']);
    // Other models, and other apps, have their own two.
    await create(tokens['app']!, { ...guideExample, model: 'ORDERS' });
    await create(tokens['otherApp']!, { ...guideExample, model: 'PRODUCTS' });
    expect((await list(tokens['app']!)).filter((n) => n.model === 'PRODUCTS')).toHaveLength(2);
  });

  it('refuses a URL that is not a path in the app, and an empty label', async () => {
    for (const input of [
      { ...guideExample, url: 'https://evil.example/x' },
      { ...guideExample, url: '//evil.example/x' },
      { ...guideExample, label: { defaultValue: '  ' } },
      {
        ...guideExample,
        label: { defaultValue: 'A', locales: [{ value: 'B', localeCode: 'not a locale' }] },
      },
    ]) {
      const { body } = await call(tokens['app']!, CREATE, { input });
      expect(body.errors?.[0]?.message).toMatch(/^input\.(url|label)/);
    }
  });

  it('refuses a model or context the platform does not have (GraphQL validation)', async () => {
    const { status, body } = await call(tokens['app']!, CREATE, {
      input: { ...guideExample, model: 'BRANDS' },
    });
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]!.message).toMatch(/AppExtensionModel/);
  });

  it('is for apps only: refused to the store-level account and to an app without the scope', async () => {
    clear();
    const store = await call(DEMO.accessToken, CREATE, { input: guideExample });
    expect(store.body.errors![0]!.message).toMatch(/app-level API account/);
    const noScope = await call(tokens['noScope']!, CREATE, { input: guideExample });
    expect(noScope.body.errors![0]!.message).toMatch(/store_app_extensions_manage/);
    expect(platform.db.prepare('SELECT COUNT(*) AS n FROM app_extensions').get()).toEqual({ n: 0 });
  });
});

describe('store { appExtensions }', () => {
  it("lists the calling app's own extensions in this store only", async () => {
    clear();
    const mine = await create(tokens['app']!, guideExample);
    await create(tokens['otherApp']!, { ...guideExample, url: '/theirs/${id}' });
    await create(
      tokens['appInOther']!,
      { ...guideExample, url: '/other-store/${id}' },
      OTHER.storeHash,
    );
    expect(await list(tokens['app']!)).toEqual([mine]);
    expect(await list(DEMO.accessToken)).toEqual([]);
    expect((await list(tokens['appInOther']!, OTHER.storeHash)).map((n) => n.url)).toEqual([
      '/other-store/${id}',
    ]);
  });

  it('pages with first/after and reports pageInfo', async () => {
    clear();
    const a = await create(tokens['app']!, { ...guideExample, model: 'PRODUCTS' });
    const b = await create(tokens['app']!, { ...guideExample, model: 'ORDERS' });
    const query = `query($after: String) { store { appExtensions(first: 1, after: $after) {
      edges { cursor node { id } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      store: {
        appExtensions: {
          edges: Array<{ node: { id: string } }>;
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
    };
    const first = (await call(tokens['app']!, query)).body.data as Page;
    expect(first.store.appExtensions.edges.map((e) => e.node.id)).toEqual([a.id]);
    expect(first.store.appExtensions.pageInfo.hasNextPage).toBe(true);
    const next = (
      await call(tokens['app']!, query, { after: first.store.appExtensions.pageInfo.endCursor })
    ).body.data as Page;
    expect(next.store.appExtensions.edges.map((e) => e.node.id)).toEqual([b.id]);
    expect(next.store.appExtensions.pageInfo.hasNextPage).toBe(false);
  });
});

describe('updateAppExtension', () => {
  it("updates the url only, as in the guide's example, keeping the label", async () => {
    clear();
    const created = await create(tokens['app']!, guideExample);
    const { body } = await call(tokens['app']!, UPDATE, {
      input: { id: created.id, data: { url: '/interactions/customers/${id}' } },
    });
    expect(body).toEqual({
      data: {
        appExtension: {
          updateAppExtension: {
            appExtension: {
              id: created.id,
              url: '/interactions/customers/${id}',
              label: guideExample.label,
            },
          },
        },
      },
    });
  });

  it('replaces the label whole rather than merging locales', async () => {
    clear();
    const created = await create(tokens['app']!, guideExample);
    await call(tokens['app']!, UPDATE, {
      input: { id: created.id, data: { label: { defaultValue: 'Notes' } } },
    });
    const [node] = await list(tokens['app']!);
    expect(node!.label).toEqual({ defaultValue: 'Notes', locales: [] });
    expect(node!.url).toBe(guideExample.url);
  });

  it("leaves another app's and another store's extensions untouched", async () => {
    clear();
    const theirs = await create(tokens['otherApp']!, guideExample);
    const otherStore = await create(tokens['appInOther']!, guideExample, OTHER.storeHash);
    for (const id of [theirs.id, otherStore.id]) {
      const { body } = await call(tokens['app']!, UPDATE, {
        input: { id, data: { url: '/hijacked' } },
      });
      expect(body.errors![0]!.message).toBe(`App Extension ${id} was not found.`);
    }
    const urls = platform.db.prepare<[], { url: string }>('SELECT url FROM app_extensions').all();
    expect(urls.map((row) => row.url)).toEqual([guideExample.url, guideExample.url]);
  });

  it('refuses an id that is not an App Extension global id', async () => {
    const { body } = await call(tokens['app']!, UPDATE, {
      input: { id: '12', data: { url: '/x' } },
    });
    expect(body.errors![0]!.message).toMatch(/^input\.id: must be an App Extension id/);
  });
});

describe('deleteAppExtension', () => {
  it("answers the deleted id, as in the guide's example, and the extension is gone", async () => {
    clear();
    const created = await create(tokens['app']!, guideExample);
    const { body } = await call(tokens['app']!, DELETE, { input: { id: created.id } });
    expect(body).toEqual({
      data: { appExtension: { deleteAppExtension: { deletedAppExtensionId: created.id } } },
    });
    expect(await list(tokens['app']!)).toEqual([]);
    const again = await call(tokens['app']!, DELETE, { input: { id: created.id } });
    expect(again.body.errors![0]!.message).toMatch(/was not found/);
  });

  it("cannot delete another store's extension", async () => {
    clear();
    const otherStore = await create(tokens['appInOther']!, guideExample, OTHER.storeHash);
    const { body } = await call(tokens['app']!, DELETE, { input: { id: otherStore.id } });
    expect(body.errors).toHaveLength(1);
    expect(await list(tokens['appInOther']!, OTHER.storeHash)).toEqual([otherStore]);
  });
});

describe('reassignMetafieldsOwner', () => {
  function addMetafield(store: string, resourceId: number, key: string, owner: string): number {
    const { lastInsertRowid } = platform.db
      .prepare(
        `INSERT INTO metafields (store_hash, resource_type, resource_id, namespace, key, value, description,
           permission_set, owner_client_id, date_created, date_modified)
         VALUES (?, 'product', ?, 'reassign-test', ?, 'v', '', 'app_only', ?, '2026-01-01T00:00:00+00:00',
           '2026-01-01T00:00:00+00:00')`,
      )
      .run(store, resourceId, key, owner);
    return Number(lastInsertRowid);
  }
  const ownerOf = (id: number) =>
    platform.db
      .prepare<[number], { owner_client_id: string }>(
        'SELECT owner_client_id FROM metafields WHERE id = ?',
      )
      .get(id)!.owner_client_id;

  it('gives the listed metafields to the new client id, answering the documented payload', async () => {
    const a = addMetafield('demo', 1, 'a', 'old-owner');
    const b = addMetafield('demo', 1, 'b', 'old-owner');
    const { status, body } = await call(DEMO.accessToken, REASSIGN, {
      input: {
        newClientId: 'xyz1234',
        metafieldIds: [`bc/store/metafield/${a}`, `bc/store/metafield/${b}`],
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        metafield: {
          reassignMetafieldsOwner: {
            metafieldIds: [`bc/store/metafield/${a}`, `bc/store/metafield/${b}`],
          },
        },
      },
    });
    expect([ownerOf(a), ownerOf(b)]).toEqual(['xyz1234', 'xyz1234']);
  });

  it('refuses ids in another format, changing nothing', async () => {
    const a = addMetafield('demo', 2, 'a', 'old-owner');
    const { body } = await call(DEMO.accessToken, REASSIGN, {
      input: { newClientId: 'xyz1234', metafieldIds: [`bc/store/metafield/${a}`, String(a)] },
    });
    expect(body.data).toEqual({ metafield: { reassignMetafieldsOwner: null } });
    expect(body.errors![0]!.message).toMatch(/use the format bc\/store\/metafield\/\{id\}/);
    expect(ownerOf(a)).toBe('old-owner');
  });

  it("does not touch another store's metafields: they are not found, and nothing changes", async () => {
    const mine = addMetafield('demo', 3, 'a', 'old-owner');
    const theirs = addMetafield('other', 3, 'a', 'old-owner');
    const { body } = await call(tokens['app']!, REASSIGN, {
      input: {
        newClientId: 'xyz1234',
        metafieldIds: [`bc/store/metafield/${mine}`, `bc/store/metafield/${theirs}`],
      },
    });
    expect(body.errors![0]!.message).toBe(`Metafields not found: bc/store/metafield/${theirs}.`);
    expect([ownerOf(mine), ownerOf(theirs)]).toEqual(['old-owner', 'old-owner']);
  });

  it('refuses a reassignment that would give the new owner the same key twice on a resource', async () => {
    const existing = addMetafield('demo', 4, 'same', 'new-owner');
    const moving = addMetafield('demo', 4, 'same', 'old-owner');
    const { body } = await call(DEMO.accessToken, REASSIGN, {
      input: { newClientId: 'new-owner', metafieldIds: [`bc/store/metafield/${moving}`] },
    });
    expect(body.errors![0]!.message).toMatch(/would own two metafields/);
    expect([ownerOf(existing), ownerOf(moving)]).toEqual(['new-owner', 'old-owner']);
  });

  it('refuses an empty list and an empty client id', async () => {
    const empty = await call(DEMO.accessToken, REASSIGN, {
      input: { newClientId: 'x', metafieldIds: [] },
    });
    expect(empty.body.errors![0]!.message).toMatch(/^input\.metafieldIds/);
    const noClient = await call(DEMO.accessToken, REASSIGN, {
      input: { newClientId: '', metafieldIds: ['bc/store/metafield/1'] },
    });
    expect(noClient.body.errors![0]!.message).toMatch(/^input\.newClientId/);
  });
});

describe('the HTTP envelope', () => {
  const post = (payload: string, contentType = 'application/json') =>
    platform.app.inject({
      method: 'POST',
      url: '/stores/demo/graphql',
      headers: { 'x-auth-token': DEMO.accessToken, 'content-type': contentType },
      payload,
    });

  it('answers 400 for a body that is not a GraphQL request', async () => {
    for (const payload of [
      '{}',
      '{"query": 5}',
      '[]',
      '{"query": "{ store { appExtensions { edges { cursor } } } }", "variables": 3}',
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ message: expect.any(String) }] });
    }
  });

  it('answers syntax and validation errors in errors with a 200', async () => {
    const syntax = await post(JSON.stringify({ query: '{ store {' }));
    expect(syntax.statusCode).toBe(200);
    expect(syntax.json().errors[0].message).toMatch(/Syntax Error/);
    const unknown = await post(JSON.stringify({ query: '{ nothing }' }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().errors[0].message).toMatch(/Cannot query field "nothing"/);
  });

  it('is behind the store token like every store route', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: '/stores/demo/graphql',
      headers: { 'x-auth-token': OTHER.accessToken },
      payload: { query: LIST },
    });
    expect(response.statusCode).toBe(403);
  });
});
