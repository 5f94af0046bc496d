import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { features, type Product, type Store, type User } from '@metafields/core';

export const demoUser: User = { id: 1, email: 'demo@example.com', name: 'Demo merchant' };
export const demoStore: Store = {
  store_hash: 'demo',
  name: 'Metafield Studio Demo',
  currency: 'USD',
  timezone_name: 'America/Chicago',
  active: true,
};

export const signedIn = http.get('/api/users/me', () => HttpResponse.json({ data: demoUser }));
export const signedOut = http.get('/api/users/me', () =>
  HttpResponse.json(
    { error: 'unauthenticated', message: 'Your session has ended. Please log in again.' },
    { status: 401 },
  ),
);
export const stores = http.get('/api/stores', () => HttpResponse.json({ data: [demoStore] }));
/** The demo store with its plan, as the plan gating reads it. */
export const store = (overrides: Partial<Store> = {}) =>
  http.get('/api/stores/demo', () =>
    HttpResponse.json({
      data: { ...demoStore, plan: 'enterprise', plan_features: [...features], ...overrides },
    }),
  );

/** The demo store on a plan without multistore: only the default channel (id 1) opens. */
export const storeWithoutMultistore = () =>
  store({
    plan: 'premium',
    plan_features: features.filter((feature) => feature !== 'multi-store'),
  });

/** The demo merchant signed in to the demo store, then the story's own handlers. */
export const inDemoStore = (...handlers: HttpHandler[]): HttpHandler[] => [
  signedIn,
  stores,
  store(),
  ...handlers,
];

export function products(list: Product[], total = list.length) {
  return http.get('/bc-api/stores/demo/v3/catalog/products', ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? 25);
    return HttpResponse.json({
      data: list,
      meta: {
        pagination: {
          total,
          count: list.length,
          per_page: limit,
          current_page: Number(new URL(request.url).searchParams.get('page') ?? 1),
          total_pages: Math.ceil(total / limit),
        },
      },
    });
  });
}

export const productsFail = http.get('/bc-api/stores/demo/v3/catalog/products', () =>
  HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
);
export const productsNeverAnswer = http.get('/bc-api/stores/demo/v3/catalog/products', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
