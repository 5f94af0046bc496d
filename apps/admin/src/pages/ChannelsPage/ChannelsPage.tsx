import { useAtomValue } from 'jotai';
import { commonMessages, type Channel } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { channelsAtom } from '../../atoms/lists.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceListPageSizes, searchListDefaults } from '../../lists/listDefaults.js';
import { messages as listMessages } from '../../lists/messages.js';
import { ResourceTable, type ResourceColumn } from '../../lists/ResourceTable.js';
import { SearchableList } from '../../lists/SearchableList.js';
import { searchLocally } from '../../lists/searchLocally.js';
import { useListState } from '../../lists/useListState.js';
import { resourceItemNameMessages } from '../../resources/messages.js';
import { resourceNameMessages } from '../../resources/messages.js';

/** /stores/{hash}/channels: every channel fetched, searched by name and paged here (spec). */
export default function ChannelsPage() {
  const tLists = useMessages(listMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const [view, update] = useListState(`${storeHash}/channels`, searchListDefaults);
  const { data, isPending, isError } = useAtomValue(channelsAtom);
  const shown = searchLocally(data ?? [], (c) => c.name, view);
  const columns: ResourceColumn<Channel>[] = [
    { id: 'id', name: tCommon('common.column.id'), cell: (c) => c.id },
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: (c) => c.name },
  ];

  return (
    <ResourceListLayout entity="channels">
      <SearchableList
        view={view}
        update={update}
        searchLabel={tLists('resourceLists.search.channels')}
        total={shown.total}
        pageSizes={resourceListPageSizes.options}
      >
        <ResourceTable
          aria-label={tResource('resource.channels')}
          columns={columns}
          rows={shown.rows}
          rowName={(c) => c.name}
          rowHref={(c) => `/stores/${storeHash}/channels/${c.id}/metafields`}
          isLoading={isPending}
          isError={isError}
          itemName={tItem('resource.itemName.channel')}
        />
      </SearchableList>
    </ResourceListLayout>
  );
}
