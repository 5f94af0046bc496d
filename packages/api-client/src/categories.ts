import * as z from 'zod/mini';
import {
  categorySchema,
  categorySearchResultLimit,
  channelSchema,
  listMetaSchema,
  pageSizes,
} from '@metafields/core';
import type { Http } from './http.js';

/**
 * A category as `GET /v3/catalog/trees/{tree_id}/categories` nests it. Core's `categorySchema`
 * is the flat shape of `/trees/categories` (`category_id`, `url.path`); the nested one names its
 * id `id` and its URL path `url`.
 */
export interface CategoryTreeNode {
  id: number;
  name: string;
  url: string;
  children: CategoryTreeNode[];
}
const categoryTreeNode: z.ZodMiniType<CategoryTreeNode> = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  url: z.string(),
  get children() {
    return z.array(categoryTreeNode);
  },
});

const channels = z.object({ data: z.array(channelSchema), meta: listMetaSchema });
const trees = z.object({
  data: z.array(z.object({ id: z.number().check(z.int(), z.positive()) })),
});
const treeCategories = z.object({ data: z.array(categoryTreeNode) });
const searchResults = z.object({ data: z.array(categorySchema) });
const categoryPage = z.object({ data: z.array(categorySchema), meta: listMetaSchema });

export type CategoryList = z.infer<typeof categoryPage>;

/** A page of the categories of every tree, as the filtered categories list asks for it. */
export interface CategoryListParams {
  page?: number;
  limit?: number;
  /** A filter rule's query parameters (core's `toPlatformQuery`: tree_id:in, category_id:in, name:like). */
  query?: Record<string, string>;
  /** The search box, narrowing within the rule. */
  keyword?: string;
}

/** The storefront channels of the category tree: one page is plenty (a store has a few). */
const channelLimit = 250;

/** The category tree (storefront channels, each channel's tree) and the category search. */
export function categoryCalls(
  { call }: Pick<Http, 'call'>,
  storeApi: (storeHash: string, path: string) => string,
) {
  return {
    /** The storefront channels, the tree's top level (spec section 7: a storefront type filter). */
    storefrontChannels: (storeHash: string) =>
      call(async (http) => {
        const searchParams = {
          'type:in': 'storefront',
          include_fields: 'id,name,icon_url',
          limit: channelLimit,
          page: 1,
        };
        return channels.parse(
          await http.get(storeApi(storeHash, 'v3/channels'), { searchParams }).json(),
        ).data;
      }),

    /**
     * A channel's categories, nested: the channel's category tree, then its categories. An
     * empty list when no tree is assigned to the channel.
     */
    channelCategories: (storeHash: string, channelId: number) =>
      call(async (http) => {
        const found = trees.parse(
          await http
            .get(storeApi(storeHash, 'v3/catalog/trees'), {
              searchParams: { 'channel_id:in': channelId },
            })
            .json(),
        ).data[0];
        if (found === undefined) return [];
        return treeCategories.parse(
          await http.get(storeApi(storeHash, `v3/catalog/trees/${found.id}/categories`)).json(),
        ).data;
      }),

    /**
     * A page of categories across every tree, narrowed by a rule's query and a keyword: the
     * categories list while a filter applies, and the names of a rule's category ids.
     */
    list: (storeHash: string, params: CategoryListParams = {}): Promise<CategoryList> =>
      call(async (http) => {
        const searchParams = new URLSearchParams({
          include_fields: 'name,url',
          limit: String(params.limit ?? pageSizes.categories.defaultSize),
          page: String(params.page ?? 1),
        });
        for (const [name, value] of Object.entries(params.query ?? {}))
          searchParams.set(name, value);
        if (params.keyword) searchParams.set('keyword', params.keyword);
        return categoryPage.parse(
          await http
            .get(storeApi(storeHash, 'v3/catalog/trees/categories'), { searchParams })
            .json(),
        );
      }),

    /** Categories whose name, description or search keywords hold `keyword`: five at most. */
    search: (storeHash: string, keyword: string) =>
      call(async (http) => {
        const searchParams = {
          keyword,
          include_fields: 'name,url',
          limit: categorySearchResultLimit,
          page: 1,
        };
        return searchResults.parse(
          await http
            .get(storeApi(storeHash, 'v3/catalog/trees/categories'), { searchParams })
            .json(),
        ).data;
      }),
  };
}
