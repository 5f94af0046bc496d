import { defaultSorts, pageSizeOf, pageSizes, productSortKeys } from '@metafields/core';
import type { ProductListParams, ProductSort } from '@metafields/api-client';

/** The view of a products list, kept in the URL; `visible` is the 'Visible' pill. */
export const productListDefaults = {
  page: 1,
  limit: pageSizes.products.defaultSize as number,
  sort: defaultSorts.products.column as string,
  direction: defaultSorts.products.direction as string,
  keyword: '',
  visible: '',
};
export type ProductListView = typeof productListDefaults;
export const visiblePill = 'visible';

/**
 * The platform's sort key of the view's sort: a column's key (Price sorts by the price it
 * shows, `calculated_price`), else the key itself (the default, total_sold).
 */
const sortKeyOf = (sort: string): ProductSort =>
  Object.hasOwn(productSortKeys, sort)
    ? productSortKeys[sort as keyof typeof productSortKeys]
    : (sort as ProductSort);

/** What the list reads for `view` under the rule's `query`: the page and its route share it. */
export function productListParams(
  view: ProductListView,
  query: Record<string, string>,
): ProductListParams & { limit: number } {
  return {
    page: view.page,
    limit: pageSizeOf(pageSizes.products, view.limit),
    sort: sortKeyOf(view.sort),
    direction: view.direction === 'asc' ? 'asc' : 'desc',
    keyword: view.keyword,
    isVisible: view.visible === visiblePill,
    query,
  };
}
