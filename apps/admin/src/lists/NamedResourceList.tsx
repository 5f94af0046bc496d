import type { ReactNode } from 'react';
import { pageSizes } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { ResourceListLayout } from '../layout/ResourceListLayout.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { resourceItemNameMessages, resourceNameMessages } from '../resources/messages.js';
import { namedListView, searchListDefaults, type NamedResource } from './listDefaults.js';
import { messages as listMessages } from './messages.js';
import { ResourceTable, type ResourceColumn } from './ResourceTable.js';
import { SearchableList, type ListLoad } from './SearchableList.js';
import { useListState } from './useListState.js';

export type { NamedResource } from './listDefaults.js';

const itemNameKeys = {
  brands: 'resource.itemName.brand',
  channels: 'resource.itemName.channel',
  customers: 'resource.itemName.customer',
  locations: 'resource.itemName.location',
} as const;

/**
 * The view (search, page, page size) of a store's list of `entity`, kept in the URL; a page size
 * the list does not offer (a hand-edited URL) reads as its default.
 */
export function useNamedListState(entity: NamedResource) {
  const storeHash = useStoreHash();
  const [view, update] = useListState(`${storeHash}/${entity}`, searchListDefaults);
  return [namedListView(entity, view), update] as const;
}

export interface NamedResourceListProps<T extends { id: number }> {
  entity: NamedResource;
  view: typeof searchListDefaults;
  update: (change: Partial<typeof searchListDefaults>) => void;
  columns: ResourceColumn<T>[];
  /** The page of rows to show. */
  rows: T[];
  rowName: (row: T) => string;
  /** Why a row cannot be opened (a locked channel); see `ResourceTable`. */
  lockReason?: ((row: T) => string | undefined) | undefined;
  /** The list's rule builder (`ListFilterButton`), beside the search box. */
  filter?: ReactNode;
  /** The applied rule in words (`ListFilterSummary`), above the table. */
  filterSummary?: ReactNode;
  /** The rows are loading. */
  isLoading: boolean;
  /** A failed read, its retry, and the total over every page. */
  load: ListLoad;
}

/**
 * The page of a list searched by name (brands, channels, customers, locations): one shape for
 * the four, so they keep the same heading, search box, table, paging and links. The page only
 * says where its rows come from and which columns show them.
 */
export function NamedResourceList<T extends { id: number }>({
  entity,
  view,
  update,
  columns,
  rows,
  rowName,
  lockReason,
  filter,
  filterSummary,
  isLoading,
  load,
}: NamedResourceListProps<T>) {
  const tLists = useMessages(listMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  return (
    <ResourceListLayout entity={entity}>
      <SearchableList
        view={view}
        update={update}
        searchLabel={tLists(`resourceLists.search.${entity}`)}
        load={load}
        pageSizes={pageSizes[entity]}
        filter={filter}
        filterSummary={filterSummary}
      >
        <ResourceTable
          aria-label={tResource(`resource.${entity}`)}
          columns={columns}
          rows={rows}
          rowName={rowName}
          rowHref={(row) => `/stores/${storeHash}/${entity}/${row.id}/metafields`}
          {...(lockReason && { lockReason })}
          isLoading={isLoading}
          itemName={tItem(itemNameKeys[entity])}
        />
      </SearchableList>
    </ResourceListLayout>
  );
}
