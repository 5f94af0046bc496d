import type { CategoryTreeNode } from '@metafields/api-client';
import { defaultChannelId } from '@metafields/core';
import type { TreePickerNode } from '@metafields/widgets';

/** The category calls the loader needs (the api-client's `categories`). */
export interface CategoryTreeCalls {
  storefrontChannels: (
    storeHash: string,
  ) => Promise<readonly { id: number; name: string; icon_url?: string | undefined }[]>;
  channelCategories: (storeHash: string, channelId: number) => Promise<CategoryTreeNode[]>;
}

const categoryNode = (category: CategoryTreeNode): TreePickerNode => ({
  id: `category:${category.id}`,
  name: category.name,
  kind: 'category',
  hasChildren: category.children.length > 0,
});

/**
 * The export filter's category tree (the rule builder's `categoryTree` loader, spec section 2
 * 'Pickers'): storefront channels at the top, only expandable, non-default ones locked without
 * multistore; a channel's categories come nested in one call, so their children are kept and
 * handed out as the person expands them.
 */
export function categoryTreeLoader(
  calls: CategoryTreeCalls,
  storeHash: string,
  multistore: boolean,
) {
  const childrenOf = new Map<string, CategoryTreeNode[]>();
  const remember = (categories: CategoryTreeNode[]) => {
    for (const category of categories) {
      childrenOf.set(`category:${category.id}`, category.children);
      remember(category.children);
    }
  };

  return async (parentId: string | null): Promise<TreePickerNode[]> => {
    if (parentId === null) {
      const channels = await calls.storefrontChannels(storeHash);
      return channels.map((channel) => ({
        id: `channel:${channel.id}`,
        name: channel.name,
        kind: 'channel',
        iconUrl: channel.icon_url,
        hasChildren: true,
        isSelectable: false,
        isLocked: channel.id !== defaultChannelId && !multistore,
      }));
    }
    const channel = /^channel:(\d+)$/.exec(parentId);
    if (channel) {
      const categories = await calls.channelCategories(storeHash, Number(channel[1]));
      remember(categories);
      return categories.map(categoryNode);
    }
    return (childrenOf.get(parentId) ?? []).map(categoryNode);
  };
}
