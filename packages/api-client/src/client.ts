import * as z from 'zod/mini';
import {
  defaultSorts,
  listMetaSchema,
  pageSizes,
  productSchema,
  storeSchema,
  userSchema,
  type LanguageCode,
  type LoginInput,
  type Product,
} from '@metafields/core';
import { billingCalls } from './billing.js';
import { passwordCalls } from './password.js';
import { settingsCalls } from './settings.js';
import { appExtensionCalls } from './appExtensions.js';
import { fileCalls } from './files.js';
import { createHttp, type HttpOptions } from './http.js';
import { jobCalls } from './jobs.js';
import { listCalls } from './lists.js';
import { historyCalls } from './history.js';
import { metafieldCalls } from './metafields.js';
import { categoryCalls } from './categories.js';
import { customResourceCalls } from './customResources.js';
import { variantCalls } from './variants.js';
import { recordNameCall } from './records.js';
import { referenceCalls } from './references.js';
import { templateCalls } from './templates.js';

const userResponse = z.object({ data: userSchema });
const storesResponse = z.object({ data: z.array(storeSchema) });
const storeResponse = z.object({ data: storeSchema });
const productsResponse = z.object({ data: z.array(productSchema), meta: listMetaSchema });

/** The platform's product sort keys the app asks for; the Price column sorts by `calculated_price`. */
export type ProductSort =
  'id' | 'name' | 'sku' | 'price' | 'calculated_price' | 'total_sold' | 'date_modified';

export interface ProductListParams {
  page?: number;
  limit?: number;
  keyword?: string;
  sort?: ProductSort;
  direction?: 'asc' | 'desc';
  /** The 'Visible' pill. */
  isVisible?: boolean;
  /** A filter rule's query parameters (core's `toPlatformQuery`), sent as they are. */
  query?: Record<string, string>;
}

/** The fields the products list shows (spec section 7: GET /v3/catalog/products). */
const productListFields = 'id,is_visible,sku,name,primary_image,price,sale_price';

/** One typed function per call; the only code that knows the server's and gateway's URLs. */
export function createApiClient(options: HttpOptions = {}) {
  const { call, csrfToken } = createHttp(options);
  const storeApi = (storeHash: string, path: string) =>
    `bc-api/stores/${encodeURIComponent(storeHash)}/${path}`;

  return {
    csrfToken,
    users: {
      login: (input: LoginInput) =>
        call(
          async (http) =>
            userResponse.parse(await http.post('api/users/sessions', { json: input }).json()).data,
        ),
      logout: () => call(async (http) => void (await http.delete('api/users/sessions'))),
      password: passwordCalls({ call }),
      me: () =>
        call(async (http) => userResponse.parse(await http.get('api/users/me').json()).data),
      /** Remembers the interface language the signed-in person chose. */
      chooseLanguage: (language: LanguageCode) =>
        call(
          async (http) =>
            userResponse.parse(
              await http.put('api/users/me/language', { json: { language } }).json(),
            ).data,
        ),
    },
    stores: {
      list: () =>
        call(async (http) => storesResponse.parse(await http.get('api/stores').json()).data),
      /** One store with its plan, features, sandbox and trial state (for plan gating). */
      get: (storeHash: string) =>
        call(
          async (http) =>
            storeResponse.parse(
              await http.get(`api/stores/${encodeURIComponent(storeHash)}`).json(),
            ).data,
        ),
    },
    lists: listCalls({ call }, storeApi),
    metafields: metafieldCalls({ call }, storeApi),
    categories: categoryCalls({ call }, storeApi),
    variants: variantCalls({ call }, storeApi),
    jobs: jobCalls({ call }),
    history: historyCalls({ call }, options.baseUrl ?? '/'),
    billing: billingCalls({ call }),
    settings: settingsCalls({ call }),
    appExtensions: appExtensionCalls({ call }),
    templates: templateCalls({ call }),
    references: referenceCalls({ call }, storeApi),
    customResources: customResourceCalls({ call }),
    files: fileCalls({ call }),
    records: { name: recordNameCall({ call }, storeApi) },
    catalog: {
      listProducts: (storeHash: string, params: ProductListParams = {}) =>
        call(async (http) => {
          const searchParams = new URLSearchParams({
            include_fields: productListFields,
            include: 'primary_image',
            limit: String(params.limit ?? pageSizes.products.defaultSize),
            page: String(params.page ?? 1),
            sort: params.sort ?? defaultSorts.products.column,
            direction: params.direction ?? defaultSorts.products.direction,
          });
          for (const [name, value] of Object.entries(params.query ?? {}))
            searchParams.set(name, value);
          // The search box and the pill narrow within the filter: sent last, so they win.
          if (params.keyword) {
            searchParams.set('keyword', params.keyword);
            searchParams.set('keyword_context', 'merchant');
          }
          if (params.isVisible) searchParams.set('is_visible', 'true');
          const body = await http
            .get(storeApi(storeHash, 'v3/catalog/products'), { searchParams })
            .json();
          return productsResponse.parse(body);
        }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type ProductList = { data: Product[]; meta: z.infer<typeof listMetaSchema> };
