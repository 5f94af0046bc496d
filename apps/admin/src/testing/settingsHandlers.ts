import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ApiToken } from '@metafields/core';

/**
 * The demo store's settings over MSW, kept in memory like the server keeps them: the WebDAV
 * login, API tokens and App Extensions. `settingsState.reset` gives each story a fresh start.
 */
interface SettingsState {
  webdavUsername: string | null;
  tokens: ApiToken[];
  nextId: number;
  extensions: Record<string, boolean>;
}

const fresh = (): SettingsState => ({
  webdavUsername: 'owner@store-demo.example',
  tokens: [
    { id: 1, name: 'ERP sync', scopes: ['read'], created_at: '2025-03-04T09:15:00Z' },
    {
      id: 2,
      name: 'Storefront build',
      scopes: ['read', 'write'],
      created_at: '2025-06-20T22:40:00Z',
    },
  ],
  nextId: 3,
  extensions: {
    'product-metafields': true,
    'order-metafields': false,
    'customer-metafields': false,
  },
});

export const settingsState = { current: fresh(), reset: () => (settingsState.current = fresh()) };

const base = '/api/stores/demo';
const failure = (status: number, message: string, error = 'server_error') =>
  HttpResponse.json({ error, message }, { status });

const extensionItem = (id: string, enabled: boolean) => {
  const records = id.split('-')[0] + 's';
  return {
    id,
    title: `Metafields on ${records}`,
    description: `Adds a Metafields panel to each of your ${records} in the control panel.`,
    context: 'PANEL',
    model: records.toUpperCase(),
    url: `/app-extension/${records}/\${id}`,
    label: 'Metafields',
    enabled,
  };
};

export const webdavHandlers: HttpHandler[] = [
  http.get(`${base}/webdav-settings`, () =>
    HttpResponse.json({
      data: { webdav_username: settingsState.current.webdavUsername, webdav_password: null },
    }),
  ),
  http.put(`${base}/webdav-settings`, async ({ request }) => {
    const body = (await request.json()) as { webdav_username: string };
    settingsState.current.webdavUsername = body.webdav_username;
    return HttpResponse.json({
      data: { webdav_username: body.webdav_username, webdav_password: null },
    });
  }),
];

export const tokenHandlers: HttpHandler[] = [
  http.get(`${base}/api-tokens`, () => HttpResponse.json({ data: settingsState.current.tokens })),
  http.post(`${base}/api-tokens`, async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    const state = settingsState.current;
    const token: ApiToken = {
      id: state.nextId++,
      name,
      scopes: ['read'],
      created_at: '2025-07-01T08:00:00Z',
    };
    state.tokens = [...state.tokens, token];
    return HttpResponse.json({ data: { ...token, token: 'mst_Story0nlyTok3n' } }, { status: 201 });
  }),
  http.delete(`${base}/api-tokens/:id`, ({ params }) => {
    const state = settingsState.current;
    state.tokens = state.tokens.filter((token) => String(token.id) !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
];

export const extensionHandlers: HttpHandler[] = [
  http.get('/stores/demo/app-extensions', () =>
    HttpResponse.json({
      data: Object.entries(settingsState.current.extensions).map(([id, on]) =>
        extensionItem(id, on),
      ),
    }),
  ),
  http.put('/stores/demo/app-extensions/:id', async ({ params, request }) => {
    const { enabled } = (await request.json()) as { enabled: boolean };
    const id = String(params.id);
    // Long enough for the spinner to be seen; the story waits on it, not on time.
    await delay(300);
    settingsState.current.extensions[id] = enabled;
    return HttpResponse.json({ data: extensionItem(id, enabled) });
  }),
];

export const settingsHandlers: HttpHandler[] = [
  ...webdavHandlers,
  ...tokenHandlers,
  ...extensionHandlers,
];

/** Every settings read fails, for the error states. */
export const settingsFailures: HttpHandler[] = [
  http.get(`${base}/webdav-settings`, () => failure(500, 'Boom')),
  http.get(`${base}/api-tokens`, () => failure(500, 'Boom')),
  http.get('/stores/demo/app-extensions', () => failure(500, 'Boom')),
];

/** An App Extension switch the platform refuses. */
export const extensionRefused = http.put('/stores/demo/app-extensions/:id', () =>
  failure(502, 'The platform refused the App Extension.', 'platform_error'),
);

/** Reads that never answer, for the loading states. */
export const settingsPending: HttpHandler[] = [
  `${base}/webdav-settings`,
  `${base}/api-tokens`,
  '/stores/demo/app-extensions',
].map((path) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

/** The server refuses both fields at once, as its 422 says them: one sentence, and by field. */
export const webdavRefused = http.put(`${base}/webdav-settings`, () =>
  HttpResponse.json(
    {
      error: 'validation_failed',
      message: 'Username: Already used by another store. Password: Too short.',
      errors: {
        webdav_username: ['Already used by another store.'],
        webdav_password: ['Too short.'],
      },
    },
    { status: 422 },
  ),
);

/** A save that fails without a word from the server. */
export const webdavSaveFails = http.put(
  `${base}/webdav-settings`,
  () => new HttpResponse(null, { status: 500 }),
);

/** A create the server refuses with its own message. */
export const tokenCreateRefused = http.post(`${base}/api-tokens`, () =>
  failure(403, 'API tokens need the enterprise plan.', 'plan_required'),
);
