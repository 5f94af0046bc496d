import { defaultSorts, pageSizeOf, pageSizes } from '@metafields/core';
import type { OrderFilterParams, OrderListParams } from '@metafields/api-client';

/** The orders list's view, kept in the URL; `status` and `channel` are ids, '' for all. */
export const orderListDefaults = {
  page: 1,
  limit: pageSizes.orders.defaultSize as number,
  sort: defaultSorts.orders.column as string,
  direction: defaultSorts.orders.direction as string,
  search: '',
  status: '',
  channel: '',
};
export type OrderListView = typeof orderListDefaults;

/**
 * The filters of `view` under the rule's `query` (null: the rule matches nothing), which the
 * page and its count read: the page and its route share them.
 */
export function orderFilters(
  view: OrderListView,
  query: Record<string, string> | null,
): OrderFilterParams {
  return {
    ...(query !== null && Object.keys(query).length > 0 && { query }),
    ...(view.search !== '' && { orderId: view.search }),
    ...(view.status !== '' && { statusId: Number(view.status) }),
    ...(view.channel !== '' && { channelId: Number(view.channel) }),
  };
}

/** The page of orders `view` reads with `filters`. */
export function orderListParams(
  view: OrderListView,
  filters: OrderFilterParams,
): OrderListParams & { limit: number } {
  return {
    page: view.page,
    limit: pageSizeOf(pageSizes.orders, view.limit),
    sort: `${view.sort}:${view.direction}`,
    ...filters,
  };
}
