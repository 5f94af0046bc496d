import * as z from 'zod/mini';
import {
  categorySchema,
  categorySearchResultLimit,
  channelSchema,
  listMetaSchema,
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
