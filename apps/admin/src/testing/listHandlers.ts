import { delay, http, HttpResponse } from 'msw';
import type {
  Brand,
  Channel,
  Customer,
  Location,
  Order,
  OrderStatus,
  Product,
} from '@metafields/core';

/** MSW handlers of the resource lists' platform reads, answering like the gateway. */
const base = '/bc-api/stores/demo';

const params = (request: Request) => new URL(request.url).searchParams;
const paging = (request: Request) => ({
  page: Number(params(request).get('page') ?? 1),
  limit: Number(params(request).get('limit') ?? 25),
});

/** A v3 list page with `meta.pagination`, out of `all`. */
function v3Page<T>(request: Request, all: T[]) {
  const { page, limit } = paging(request);
  const data = all.slice((page - 1) * limit, page * limit);
  return HttpResponse.json({
    data,
    meta: {
      pagination: {
        total: all.length,
        count: data.length,
        per_page: limit,
        current_page: page,
        total_pages: Math.ceil(all.length / limit),
      },
    },
  });
}

/** An order as the story sees it; `channel_id` is what the channel filter matches. */
export type StoryOrder = Order & { channel_id: number };

export const demoOrders: StoryOrder[] = Array.from({ length: 60 }, (_, index) => ({
  id: 100 + index,
  date_created: new Date(Date.UTC(2026, 0, 1 + index, 12)).toUTCString(),
  billing_address: { first_name: `Buyer${index + 1}`, last_name: 'Jones' },
  status_id: index % 3 === 0 ? 11 : 10,
  total_inc_tax: `${(20 + index).toFixed(2)}`,
  channel_id: index % 4 === 0 ? 2 : 1,
}));

export const demoOrderStatuses: OrderStatus[] = [
  { id: 10, name: 'Completed', custom_label: 'Completed' },
  { id: 11, name: 'Awaiting Fulfillment', custom_label: 'To ship' },
];

/**
 * GET /v2/orders over `list`: filters by status, channel and id, sorts by 'field:direction',
 * pages, and answers 204 without a body for an empty page, as v2 does.
 */
export function orders(list: StoryOrder[] = demoOrders) {
  return http.get(`${base}/v2/orders`, ({ request }) => {
    const query = params(request);
    const [field, direction] = (query.get('sort') ?? 'date_created:desc').split(':');
    const status = query.get('status_id');
    const channel = query.get('channel_id');
    const minId = query.get('min_id');
    const maxId = query.get('max_id');
    // An id range as the platform reads it (the search sends one id as both ends).
    const matching = list
      .filter((order) => status === null || order.status_id === Number(status))
      .filter((order) => channel === null || order.channel_id === Number(channel))
      .filter((order) => minId === null || order.id >= Number(minId))
      .filter((order) => maxId === null || order.id <= Number(maxId))
      .sort((a, b) => {
        const by =
          field === 'id' ? a.id - b.id : Date.parse(a.date_created) - Date.parse(b.date_created);
        return direction === 'asc' ? by : -by;
      });
    const { page, limit } = paging(request);
    const rows = matching.slice((page - 1) * limit, page * limit);
    return rows.length === 0 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(rows);
  });
}

/** GET /v2/orders/count over `list`, with the same filters as the list. */
export function orderCount(list: StoryOrder[] = demoOrders) {
  return http.get(`${base}/v2/orders/count`, ({ request }) => {
    const query = params(request);
    const status = query.get('status_id');
    const channel = query.get('channel_id');
    const minId = query.get('min_id');
    const maxId = query.get('max_id');
    const count = list
      .filter((order) => status === null || order.status_id === Number(status))
      .filter((order) => channel === null || order.channel_id === Number(channel))
      .filter((order) => minId === null || order.id >= Number(minId))
      .filter((order) => maxId === null || order.id <= Number(maxId)).length;
    return HttpResponse.json({ statuses: [], count });
  });
}

export const orderStatuses = http.get(`${base}/v2/order_statuses`, () =>
  HttpResponse.json(demoOrderStatuses),
);

export const demoChannels: Channel[] = [
  { id: 1, name: 'Storefront' },
  { id: 2, name: 'Amazon' },
  { id: 3, name: 'Wholesale store' },
];

export function channels(list: Channel[] = demoChannels) {
  return http.get(`${base}/v3/channels`, ({ request }) => v3Page(request, list));
}

export const demoCustomers: Customer[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  first_name: index % 5 === 0 ? 'Ada' : `Grace${index + 1}`,
  last_name: 'Hopper',
  email: `customer${index + 1}@example.com`,
  company: index % 2 === 0 ? 'Navy' : '',
  date_created: new Date(Date.UTC(2025, 5, 1 + index)).toISOString(),
}));

/**
 * GET /v3/customers with `name:like` matching first or last name and the filter rule's
 * `date_created:min` / `date_created:max` (inclusive days), as the platform reads them.
 */
export function customers(list: Customer[] = demoCustomers) {
  return http.get(`${base}/v3/customers`, ({ request }) => {
    const search = params(request);
    const like = search.get('name:like')?.toLowerCase();
    const min = search.get('date_created:min');
    const max = search.get('date_created:max');
    const matching = list.filter((c) => {
      const day = c.date_created.slice(0, 10);
      if (like && !`${c.first_name} ${c.last_name}`.toLowerCase().includes(like)) return false;
      return (min === null || day >= min) && (max === null || day <= max);
    });
    return v3Page(request, matching);
  });
}

export const demoBrands: Brand[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: index === 0 ? 'Acme' : `Brand ${index + 1}`,
}));

export function brands(list: Brand[] = demoBrands) {
  return http.get(`${base}/v3/catalog/brands`, ({ request }) => {
    const like = params(request).get('name:like')?.toLowerCase();
    return v3Page(request, like ? list.filter((b) => b.name.toLowerCase().includes(like)) : list);
  });
}

export const demoLocations: Location[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  label: index === 0 ? 'Main warehouse' : `Shop ${index + 1}`,
}));

export function locations(list: Location[] = demoLocations) {
  return http.get(`${base}/v3/inventory/locations`, ({ request }) => v3Page(request, list));
}

/** A read of `path` (under the store) that fails with a server error. */
export const failing = (path: string) =>
  http.get(`${base}/${path}`, () =>
    HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
  );

/**
 * A read of `path` (under the store) that fails once with a server error; the next read goes to
 * the handlers after it, as a retry after a passing fault.
 */
export const failingOnce = (path: string) =>
  http.get(
    `${base}/${path}`,
    () => HttpResponse.json({ status: 500, title: 'Internal error' }, { status: 500 }),
    { once: true },
  );

/** A read of `path` (under the store) that never answers: the list stays loading. */
export const neverAnswering = (path: string) =>
  http.get(`${base}/${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/**
 * GET /v3/catalog/products over `list`, with the list's search: `keyword` (in the name or SKU,
 * only with keyword_context=merchant) and `is_visible=true` (the 'Visible' pill).
 */
export function searchableProducts(list: Product[]) {
  return http.get(`${base}/v3/catalog/products`, ({ request }) => {
    const query = params(request);
    const keyword = query.get('keyword')?.toLowerCase();
    const merchant = query.get('keyword_context') === 'merchant';
    // A filter rule's keyword has no merchant context: it matches the name, as the storefront does.
    const inName = (p: Product) => !keyword || p.name.toLowerCase().includes(keyword);
    const matching = list
      .filter(
        (p) =>
          inName(p) || (merchant && `${p.name} ${p.sku}`.toLowerCase().includes(keyword ?? '')),
      )
      .filter((p) => query.get('is_visible') !== 'true' || p.is_visible);
    return v3Page(request, matching);
  });
}

/**
 * GET /v3/catalog/products over `list`, sorted as the platform sorts: by `sort` (name, sku,
 * price, or calculated_price: the sale price when above 0, else the price) and `direction`.
 */
export function sortedProducts(list: Product[]) {
  const keys: Record<string, (p: Product) => string | number> = {
    name: (p) => p.name,
    sku: (p) => p.sku,
    price: (p) => p.price,
    calculated_price: (p) => (p.sale_price > 0 ? p.sale_price : p.price),
  };
  return http.get(`${base}/v3/catalog/products`, ({ request }) => {
    const query = params(request);
    const key = keys[query.get('sort') ?? ''] ?? ((p: Product) => p.id);
    const sign = query.get('direction') === 'desc' ? -1 : 1;
    const sorted = [...list].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    });
    return v3Page(request, sorted);
  });
}
