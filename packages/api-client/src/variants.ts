import * as z from 'zod/mini';
import { listMetaSchema, pageSizes, variantSchema } from '@metafields/core';
import type { Http } from './http.js';

const variantList = z.object({ data: z.array(variantSchema), meta: listMetaSchema });
export type VariantList = z.infer<typeof variantList>;

export interface VariantListParams {
  page?: number;
  limit?: number;
}

/** The fields the variants list shows (spec section 7: GET variants). */
const variantListFields = 'id,sku,option_values,image_url';

/** A product's variants, a page at a time (the platform pages them; spec section 9). */
export function variantCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  return {
    list: (storeHash: string, productId: number, params: VariantListParams = {}) =>
      call(async (http) => {
        const searchParams = {
          include_fields: variantListFields,
          limit: params.limit ?? pageSizes.variants.defaultSize,
          page: params.page ?? 1,
        };
        const url = storeApi(storeHash, `v3/catalog/products/${productId}/variants`);
        return variantList.parse(await http.get(url, { searchParams }).json());
      }),
  };
}
