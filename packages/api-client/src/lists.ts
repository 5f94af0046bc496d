import * as z from 'zod/mini';
import {
  brandSchema,
  channelSchema,
  customerSchema,
  defaultSorts,
  listMetaSchema,
  locationSchema,
  orderSchema,
  orderStatusSchema,
  pageSizes,
  type Channel,
  type Location,
} from '@metafields/core';
import type { Http } from './http.js';

const orders = z.array(orderSchema);
/** `GET /v2/orders/count`: the matching orders in all, and per status (not read here). */
const orderCount = z.looseObject({ count: z.number().check(z.int(), z.nonnegative()) });
/** A customer group as the rule builder's picker names it (GET /v2/customer_groups). */
const customerGroup = z.object({ id: z.number().check(z.int(), z.positive()), name: z.string() });
const customerGroups = z.array(customerGroup);
const orderStatuses = z.array(orderStatusSchema);
const brandPage = z.object({ data: z.array(brandSchema), meta: listMetaSchema });
const customerPage = z.object({ data: z.array(customerSchema), meta: listMetaSchema });
const channelPage = z.object({ data: z.array(channelSchema), meta: listMetaSchema });
const locationPage = z.object({ data: z.array(locationSchema), meta: listMetaSchema });

export type BrandList = z.infer<typeof brandPage>;
export type CustomerList = z.infer<typeof customerPage>;

/** The orders list's filters, which its page and its count share. */
export interface OrderFilterParams {
  /** The search box: an order id, sent as both min_id and max_id. */
  orderId?: string;
  statusId?: number;
  channelId?: number;
  /** A filter rule's query parameters (core's `toPlatformQuery`); the list's own filters win. */
  query?: Record<string, string>;
}

export interface OrderListParams extends OrderFilterParams {
  page?: number;
  limit?: number;
  /** v2's 'field:direction'; the spec's default is the newest first. */
  sort?: string;
}

/** The orders list's filters as v2's query parameters. */
function setOrderFilters(searchParams: URLSearchParams, params: OrderFilterParams) {
  for (const [name, value] of Object.entries(params.query ?? {})) searchParams.set(name, value);
  if (params.orderId) {
    searchParams.set('min_id', params.orderId);
    searchParams.set('max_id', params.orderId);
  }
  if (params.statusId !== undefined) searchParams.set('status_id', String(params.statusId));
  if (params.channelId !== undefined) searchParams.set('channel_id', String(params.channelId));
}

/** A page of a v3 list searched by name (brands' `name:like`, customers' `name:like`). */
export interface NamedListParams {
  page?: number;
  limit?: number;
  name?: string;
  /** A filter rule's query parameters (core's `toPlatformQuery`), sent as they are. */
  query?: Record<string, string>;
}

/** The platform's largest page: whole lists (channels, locations) come in as few calls as possible. */
const wholeListPage = 250;

/** The reads of the resource list screens (spec section 7), through the gateway. */
export function listCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  /** Every page of a v3 list that the screen filters and pages itself. */
  const wholeList = <T>(
    storeHash: string,
    path: string,
    schema: z.ZodMiniType<{ data: T[]; meta: z.infer<typeof listMetaSchema> }>,
  ) =>
    call(async (http) => {
      const all: T[] = [];
      for (let page = 1; ; page += 1) {
        const searchParams = { limit: wholeListPage, page };
        const body = schema.parse(
          await http.get(storeApi(storeHash, path), { searchParams }).json(),
        );
        all.push(...body.data);
        if (page >= body.meta.pagination.total_pages) return all;
      }
    });

  const namedPage = <T>(
    storeHash: string,
    path: string,
    schema: z.ZodMiniType<T>,
    params: NamedListParams,
  ) =>
    call(async (http) => {
      const searchParams = new URLSearchParams({
        limit: String(params.limit ?? pageSizes.locations.defaultSize),
        page: String(params.page ?? 1),
      });
      for (const [name, value] of Object.entries(params.query ?? {})) searchParams.set(name, value);
      // The search box narrows within the filter: it is sent last, so it wins over a rule's name.
      if (params.name) searchParams.set('name:like', params.name);
      return schema.parse(await http.get(storeApi(storeHash, path), { searchParams }).json());
    });

  return {
    /**
     * A page of orders. v2 answers a bare array, and 204 without a body when the page is empty;
     * it gives no total.
     */
    orders: (storeHash: string, params: OrderListParams = {}) =>
      call(async (http) => {
        const searchParams = new URLSearchParams({
          limit: String(params.limit ?? pageSizes.orders.defaultSize),
          page: String(params.page ?? 1),
          sort: params.sort ?? `${defaultSorts.orders.column}:${defaultSorts.orders.direction}`,
        });
        setOrderFilters(searchParams, params);
        const answer = await http.get(storeApi(storeHash, 'v2/orders'), { searchParams });
        const text = await answer.text();
        return text === '' ? [] : orders.parse(JSON.parse(text));
      }),
    /**
     * How many orders match the filters (GET /v2/orders/count): the total the v2 list leaves
     * out, which the orders list counts its pages from.
     */
    orderCount: (storeHash: string, params: OrderFilterParams = {}) =>
      call(async (http) => {
        const searchParams = new URLSearchParams();
        setOrderFilters(searchParams, params);
        const answer = await http.get(storeApi(storeHash, 'v2/orders/count'), { searchParams });
        return orderCount.parse(await answer.json()).count;
      }),
    /**
     * A page of customer groups, searched by name. Like every v2 list, a bare array, and 204
     * without a body for an empty page.
     */
    customerGroups: (storeHash: string, params: NamedListParams = {}) =>
      call(async (http) => {
        const searchParams = new URLSearchParams({
          limit: String(params.limit ?? pageSizes.locations.defaultSize),
          page: String(params.page ?? 1),
        });
        if (params.name) searchParams.set('name:like', params.name);
        const answer = await http.get(storeApi(storeHash, 'v2/customer_groups'), { searchParams });
        const text = await answer.text();
        return text === '' ? [] : customerGroups.parse(JSON.parse(text));
      }),
    /** One customer group, for the names of those a rule holds (one call per id, spec §7). */
    customerGroup: (storeHash: string, id: string) =>
      call(async (http) =>
        customerGroup.parse(
          await http
            .get(storeApi(storeHash, `v2/customer_groups/${encodeURIComponent(id)}`))
            .json(),
        ),
      ),
    orderStatuses: (storeHash: string) =>
      call(async (http) =>
        orderStatuses.parse(await http.get(storeApi(storeHash, 'v2/order_statuses')).json()),
      ),
    brands: (storeHash: string, params: NamedListParams = {}): Promise<BrandList> =>
      namedPage(storeHash, 'v3/catalog/brands', brandPage, params),
    customers: (storeHash: string, params: NamedListParams = {}): Promise<CustomerList> =>
      namedPage(storeHash, 'v3/customers', customerPage, params),
    /** Every channel: the channels list filters by name in the client, as the spec says. */
    channels: (storeHash: string): Promise<Channel[]> =>
      wholeList(storeHash, 'v3/channels', channelPage),
    /** A page of locations, as the platform pages them (the list without a search). */
    locationPage: (storeHash: string, params: { page: number; limit: number }) =>
      call(async (http) => {
        const searchParams = { limit: params.limit, page: params.page };
        const url = storeApi(storeHash, 'v3/inventory/locations');
        return locationPage.parse(await http.get(url, { searchParams }).json());
      }),
    /** Every location: the platform has no label filter, so the list searches in the client. */
    locations: (storeHash: string): Promise<Location[]> =>
      wholeList(storeHash, 'v3/inventory/locations', locationPage),
  };
}
