import * as z from 'zod/mini';
import { listMetaSchema, pageSizes, variantSchema } from '@metafields/core';
import type { Http } from './http.js';

const variantList = z.object({ data: z.array(variantSchema), meta: listMetaSchema });
export type VariantList = z.infer<typeof variantList>;

export interface VariantListParams {
  page?: number;
  limit?: number;
  /** A SKU to find among the product's variants, on every page (the platform matches it whole). */
  search?: string;
}

/** The fields the variants list shows (spec section 7: GET variants). */
const variantListFields = 'id,sku,option_values,image_url';

/**
 * A product's variants, a page at a time (the platform pages them; spec section 9). A search
 * asks `GET /v3/catalog/variants` for the product's variant with that SKU: the product's own
 * variants endpoint takes no filter, and searching the page at hand would miss the others.
 */
export function variantCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  return {
    list: (storeHash: string, productId: number, params: VariantListParams = {}) =>
      call(async (http) => {
        const searchParams = new URLSearchParams({
          include_fields: variantListFields,
          limit: String(params.limit ?? pageSizes.variants.defaultSize),
          page: String(params.page ?? 1),
        });
        const sku = params.search?.trim() ?? '';
        if (sku !== '') {
          searchParams.set('product_id:in', String(productId));
          searchParams.set('sku', sku);
        }
        const path =
          sku === '' ? `v3/catalog/products/${productId}/variants` : 'v3/catalog/variants';
        return variantList.parse(
          await http.get(storeApi(storeHash, path), { searchParams }).json(),
        );
      }),
  };
}
