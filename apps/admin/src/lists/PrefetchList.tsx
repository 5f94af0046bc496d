import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ApiClient } from '@metafields/api-client';
import { apiClientAtom } from '../atoms/api.js';
import {
  customerListParams,
  customersQuery,
  isOrderIdSearch,
  orderQueries,
} from '../atoms/lists.js';
import { productsQuery } from '../atoms/products.js';
import {
  orderFilters,
  orderListDefaults,
  orderListParams,
} from '../pages/OrdersPage/orderListView.js';
import { productListDefaults, productListParams } from '../pages/ProductsPage/productListView.js';
import { namedListView, searchListDefaults } from './listDefaults.js';
import { readListParams } from './listParams.js';
import { ruleParamName } from './listRule.js';
import { rememberedViewsAtom } from './useListState.js';

type Read = { queryKey: readonly unknown[]; queryFn: () => Promise<unknown>; staleTime: number };

/** Each list's first reads for the view in the URL: the very reads its page makes. */
const firstReads = {
  products: (api: ApiClient, storeHash: string, search: URLSearchParams): Read[] => [
    productsQuery(
      api,
      storeHash,
      productListParams(readListParams(search, productListDefaults), {}),
    ),
  ],
  orders: (api: ApiClient, storeHash: string, search: URLSearchParams): Read[] => {
    const view = readListParams(search, orderListDefaults);
    if (!isOrderIdSearch(view.search)) return [];
    const filters = orderFilters(view, {});
    return [
      orderQueries.orders(api, storeHash, orderListParams(view, filters)),
      orderQueries.count(api, storeHash, filters),
    ];
  },
  customers: (api: ApiClient, storeHash: string, search: URLSearchParams): Read[] => {
    const view = namedListView('customers', readListParams(search, searchListDefaults));
    return [customersQuery(api, storeHash, customerListParams(view, {}))];
  },
};

export interface PrefetchListProps {
  /** The list whose route opens. */
  list: keyof typeof firstReads;
}

/**
 * Starts a list's first reads as its route opens, while the page's code is still on its way,
 * so that they no longer wait for that code to load and render. Only a plain view is read
 * ahead: a rule's query is the page's own to work out, and a view remembered from earlier in
 * the visit replaces the URL's.
 */
export function PrefetchList({ list }: PrefetchListProps) {
  const queryClient = useAtomValue(queryClientAtom);
  const api = useAtomValue(apiClientAtom);
  const remembered = useAtomValue(rememberedViewsAtom);
  const { storeHash = '' } = useParams();
  const { search } = useLocation();
  // Started as the route first renders, before its page's code is asked for: a browser fetches
  // six things at a time from one server, and the page's forty-odd chunks would otherwise queue
  // ahead of the read. Reading is idempotent (the query cache dedupes), so a second render's
  // start is harmless; later views are the page's.
  useState(() => {
    const params = new URLSearchParams(search);
    if (params.has(ruleParamName) || remembered[`${storeHash}/${list}`]) return;
    for (const read of firstReads[list](api, storeHash, params))
      void queryClient.prefetchQuery(read);
  });
  return null;
}
