import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { commonMessages, resourceListMessages } from '@metafields/core';
import { Banner, Button, EmptyState, Spinner, useMessages } from '@metafields/design-system';
import { TreePicker, type TreePickerNode } from '@metafields/widgets';
import {
  categoryIdOf,
  categoryTreeLoaderAtom,
  storefrontChannelsAtom,
} from '../../atoms/categories.js';
import { channelLocksAtom } from '../../atoms/channelLocks.js';
import { currentStoreQueryAtom } from '../../atoms/stores.js';
import { CategoryTreeFrame, CategoryTreeHeader } from './CategoriesPage.styles.js';
import { messages as listMessages } from '../../lists/messages.js';
import { useOpenCategory } from './useOpenCategory.js';

/** The query parameter holding the expanded nodes ('channel:1,category:23'). */
const expandedParam = 'expanded';

/**
 * The category tree (metafields.md, categories list): storefront channels with their icons,
 * their categories beneath, loaded when a channel first opens. The expanded nodes live in the
 * URL, so a link, a reload or the back link of a category's page shows the same tree; without
 * the parameter the first channel opens. Channels other than the default one are locked
 * without multistore.
 */
export function CategoryTree() {
  const tLists = useMessages(listMessages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const store = useAtomValue(currentStoreQueryAtom);
  const channels = useAtomValue(storefrontChannelsAtom);
  const loadChildren = useAtomValue(categoryTreeLoaderAtom);
  const { isTrialStore } = useAtomValue(channelLocksAtom);
  const { open } = useOpenCategory();
  const [search, setSearch] = useSearchParams();
  const expanded = search.get(expandedParam);

  if (channels.isError)
    return <Banner variant="critical">{tList('categoryList.loadFailed')}</Banner>;
  // The locks depend on the store's plan: the tree waits for it (and for its top level).
  if (store.isPending || channels.isPending) return <Spinner />;
  if (channels.data.length === 0)
    return (
      <EmptyState
        icon="search"
        title={tLists('resourceLists.empty', { item: tList('categoryList.empty.item') })}
      />
    );

  const openCategory = (node: TreePickerNode) => {
    if (node.kind === 'category') open(categoryIdOf(node), node.name);
  };
  return (
    <CategoryTreeFrame>
      <CategoryTreeHeader aria-hidden="true">
        <span>{tCommon('common.field.name')}</span>
        <span>{tCommon('common.column.actions')}</span>
      </CategoryTreeHeader>
      <TreePicker
        label={tList('categoryList.empty.items')}
        selectionMode="none"
        loadChildren={loadChildren}
        expandedIds={expanded === null ? undefined : expanded.split(',').filter(Boolean)}
        onExpandedChange={(ids) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              next.set(expandedParam, ids.join(','));
              return next;
            },
            { replace: true },
          )
        }
        isTrialStore={isTrialStore}
        onAction={openCategory}
        renderActions={(node) =>
          node.kind === 'category' && (
            <Button variant="secondary" size="small" onPress={() => openCategory(node)}>
              {tCommon('common.action.edit')}
            </Button>
          )
        }
      />
    </CategoryTreeFrame>
  );
}
