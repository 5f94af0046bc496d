import { atomWithQuery } from 'jotai-tanstack-query';
import type {
  ApiClient,
  NamedListParams,
  OrderFilterParams,
  OrderListParams,
} from '@metafields/api-client';
import { atomsByParams } from '../lists/atomsByParams.js';
import type { SearchListView } from '../lists/listDefaults.js';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/**
 * How long a list's read stays fresh: long enough that a page showing a read its route started
 * (`PrefetchList`) uses it rather than reading again, short enough that coming back to a list
 * reads it anew.
 */
export const FRESH_FOR_ITS_PAGE = 3000;

/** Whether the orders search can find anything: it is an order id, and other text matches none. */
export const isOrderIdSearch = (search: string) => search === '' || /^\d+$/.test(search);

/** The reads of the orders list, shared by its atoms and its route's early start. */
export const orderQueries = {
  orders: (api: ApiClient, storeHash: string, params: OrderListParams) => ({
    queryKey: ['stores', storeHash, 'orders', params],
    queryFn: () => api.lists.orders(storeHash, params),
    staleTime: FRESH_FOR_ITS_PAGE,
  }),
  count: (api: ApiClient, storeHash: string, params: OrderFilterParams) => ({
    queryKey: ['stores', storeHash, 'orderCount', params],
    queryFn: () => api.lists.orderCount(storeHash, params),
    staleTime: FRESH_FOR_ITS_PAGE,
  }),
};

/** A page of the store's orders (GET /v2/orders), one atom per view of the list. */
export const ordersAtom = atomsByParams((params: OrderListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      ...orderQueries.orders(get(apiClientAtom), storeHash, params),
      // Other text than an order id matches no order, so it is not asked for.
      enabled: storeHash !== '' && isOrderIdSearch(params.orderId ?? ''),
    };
  }),
);

/**
 * How many orders match the list's filters (GET /v2/orders/count), one atom per filter: the
 * v2 list has no total, and a page count guessed from a full page is wrong (issue 20).
 */
export const orderCountAtom = atomsByParams((params: OrderFilterParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      ...orderQueries.count(get(apiClientAtom), storeHash, params),
      enabled: storeHash !== '' && isOrderIdSearch(params.orderId ?? ''),
    };
  }),
);

/** The store's order statuses: the orders list's pills and Status column. */
export const orderStatusesAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'orderStatuses'],
    queryFn: () => get(apiClientAtom).lists.orderStatuses(storeHash),
    enabled: storeHash !== '',
  };
});

/** Every channel of the store: the channels list and the orders' channel filter. */
export const channelsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'channels'],
    queryFn: () => get(apiClientAtom).lists.channels(storeHash),
    enabled: storeHash !== '',
  };
});

/**
 * Every location of the store, read only while `searching`: the platform cannot search
 * locations by label, so a search runs over all of them in the client.
 */
export const locationsAtom = atomsByParams((searching: boolean) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'locations'],
      queryFn: () => get(apiClientAtom).lists.locations(storeHash),
      enabled: storeHash !== '' && searching,
    };
  }),
);

/** A page of locations as the platform pages them (the list without a search); null reads none. */
export const locationPageAtom = atomsByParams((params: { page: number; limit: number } | null) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'locations', 'page', params],
      queryFn: () => get(apiClientAtom).lists.locationPage(storeHash, params!),
      enabled: storeHash !== '' && params !== null,
    };
  }),
);

/** What a customers list reads for `view` under the rule's `query`. */
export const customerListParams = (
  view: SearchListView,
  query: Record<string, string>,
): NamedListParams => ({ page: view.page, limit: view.limit, name: view.search, query });

/** The read of a page of the store's customers: the list's, and its route's early start. */
export const customersQuery = (api: ApiClient, storeHash: string, params: NamedListParams) => ({
  queryKey: ['stores', storeHash, 'customers', params],
  queryFn: () => api.lists.customers(storeHash, params),
  staleTime: FRESH_FOR_ITS_PAGE,
});

export const customersAtom = atomsByParams((params: NamedListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return { ...customersQuery(get(apiClientAtom), storeHash, params), enabled: storeHash !== '' };
  }),
);

export const brandsAtom = atomsByParams((params: NamedListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'brands', params],
      queryFn: () => get(apiClientAtom).lists.brands(storeHash, params),
      enabled: storeHash !== '',
    };
  }),
);
