import { atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { keepPreviousData } from '@tanstack/query-core';
import type { CategoryListParams, CategoryTreeNode } from '@metafields/api-client';
import { atomsByParams } from '../lists/atomsByParams.js';
import type { TreePickerNode } from '@metafields/widgets';
import { apiClientAtom } from './api.js';
import { channelLocksAtom } from './channelLocks.js';
import { storeHashAtom } from './stores.js';

/** The storefront channels: the category tree's top level. */
export const storefrontChannelsAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  return {
    queryKey: ['stores', storeHash, 'channels', 'storefront'],
    queryFn: () => get(apiClientAtom).categories.storefrontChannels(storeHash),
    enabled: storeHash !== '',
  };
});

/** The keyword of the category search, as the page reads it from the URL ('' for none). */
export const categorySearchKeywordAtom = atom('');

export const categorySearchAtom = atomWithQuery((get) => {
  const storeHash = get(storeHashAtom);
  const keyword = get(categorySearchKeywordAtom);
  return {
    queryKey: ['stores', storeHash, 'categories', 'search', keyword],
    queryFn: () => get(apiClientAtom).categories.search(storeHash, keyword),
    enabled: storeHash !== '' && keyword !== '',
    // The previous results stay while the next keyword's arrive.
    placeholderData: keepPreviousData,
  };
});

/**
 * A page of the categories a filter rule matches, across every tree (the categories list while
 * a rule applies), keyed by the page, its size, the rule's query and the search term.
 */
export const filteredCategoriesAtom = atomsByParams((params: CategoryListParams) =>
  atomWithQuery((get) => {
    const storeHash = get(storeHashAtom);
    return {
      queryKey: ['stores', storeHash, 'categories', 'filtered', params],
      queryFn: () => get(apiClientAtom).categories.list(storeHash, params),
      enabled: storeHash !== '',
    };
  }),
);

/** Node ids of the tree: the expansion in the URL is made of them. */
export const channelNodeId = (id: number) => `channel:${id}`;
export const categoryNodeId = (id: number) => `category:${id}`;
/** The category id of a category node, for its metafield page. */
export const categoryIdOf = (node: TreePickerNode) => Number(node.id.slice('category:'.length));

const categoryNodes = (categories: readonly CategoryTreeNode[]): TreePickerNode[] =>
  categories.map((category) => ({
    id: categoryNodeId(category.id),
    name: category.name,
    kind: 'category',
    hasChildren: category.children.length > 0,
  }));

/**
 * The tree picker's `loadChildren` for the categories list: the storefront channels at the top
 * (locked without multistore, except channel 1), then a channel's categories, read once per
 * channel when it is first expanded and cached under the store's keys like every query, then a
 * category's children from its channel's tree. Read it once the current store is known, since
 * the locks depend on its plan.
 */
export const categoryTreeLoaderAtom = atom((get) => {
  const storeHash = get(storeHashAtom);
  const { isLocked } = get(channelLocksAtom);
  const api = get(apiClientAtom);
  const queryClient = get(queryClientAtom);
  // A category's children, from the channel trees read so far (those in the query cache).
  const childrenOf = (nodeId: string) => {
    const find = (list: readonly CategoryTreeNode[]): CategoryTreeNode | undefined => {
      for (const category of list) {
        const found = categoryNodeId(category.id) === nodeId ? category : find(category.children);
        if (found) return found;
      }
      return undefined;
    };
    const trees = queryClient.getQueriesData<CategoryTreeNode[]>({
      queryKey: ['stores', storeHash, 'channels'],
    });
    for (const [key, tree] of trees) {
      const found = key[4] === 'categories' && tree ? find(tree) : undefined;
      if (found) return found.children;
    }
    return [];
  };

  return async (parentId: string | null): Promise<TreePickerNode[]> => {
    if (parentId === null) {
      const channels = await queryClient.fetchQuery({
        queryKey: ['stores', storeHash, 'channels', 'storefront'],
        queryFn: () => api.categories.storefrontChannels(storeHash),
      });
      return channels.map((channel) => ({
        id: channelNodeId(channel.id),
        name: channel.name,
        kind: 'channel',
        iconUrl: channel.icon_url,
        hasChildren: true,
        isLocked: isLocked(channel.id),
      }));
    }
    if (parentId.startsWith('channel:')) {
      const channelId = Number(parentId.slice('channel:'.length));
      const categories = await queryClient.fetchQuery({
        queryKey: ['stores', storeHash, 'channels', channelId, 'categories'],
        queryFn: () => api.categories.channelCategories(storeHash, channelId),
      });
      return categoryNodes(categories);
    }
    // A category expands only once its channel's tree is at hand.
    return categoryNodes(childrenOf(parentId));
  };
});
