import { atomWithQuery } from 'jotai-tanstack-query';
import type { NamedListParams, OrderFilterParams, OrderListParams } from '@metafields/api-client';
import { atomsByParams } from '../lists/atomsByParams.js';
import { apiClientAtom } from './api.js';
import { storeHashAtom } from './stores.js';

/** A page of the store's orders (GET /v2/orders), one atom per view of the list. */
export const ordersAtom = atomsByParams((params: OrderListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'orders', params],
      queryFn: () => get(apiClientAtom).lists.orders(storeHash, params),
      // The search is an order id: other text matches no order, so it is not asked for.
      enabled: storeHash !== '' && (params.orderId === undefined || /^\d+$/.test(params.orderId)),
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
      queryKey: ['stores', storeHash, 'orderCount', params],
      queryFn: () => get(apiClientAtom).lists.orderCount(storeHash, params),
      enabled: storeHash !== '' && (params.orderId === undefined || /^\d+$/.test(params.orderId)),
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

export const customersAtom = atomsByParams((params: NamedListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'customers', params],
      queryFn: () => get(apiClientAtom).lists.customers(storeHash, params),
      enabled: storeHash !== '',
    };
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
