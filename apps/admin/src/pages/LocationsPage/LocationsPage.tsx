import { useAtomValue } from 'jotai';
import { commonMessages, type Location } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { locationsAtom } from '../../atoms/lists.js';
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

/**
 * /stores/{hash}/locations: a location's label is its name. The platform cannot search locations
 * by label, so every location is fetched and searched and paged here.
 */
export default function LocationsPage() {
  const tLists = useMessages(listMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const [view, update] = useListState(`${storeHash}/locations`, searchListDefaults);
  const { data, isPending, isError } = useAtomValue(locationsAtom);
  const shown = searchLocally(data ?? [], (l) => l.label, view);
  const columns: ResourceColumn<Location>[] = [
    { id: 'id', name: tCommon('common.column.id'), cell: (l) => l.id },
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: (l) => l.label },
  ];

  return (
    <ResourceListLayout entity="locations">
      <SearchableList
        view={view}
        update={update}
        searchLabel={tLists('resourceLists.search.locations')}
        total={shown.total}
        pageSizes={resourceListPageSizes.options}
      >
        <ResourceTable
          aria-label={tResource('resource.locations')}
          columns={columns}
          rows={shown.rows}
          rowName={(l) => l.label}
          rowHref={(l) => `/stores/${storeHash}/locations/${l.id}/metafields`}
          isLoading={isPending}
          isError={isError}
          itemName={tItem('resource.itemName.location')}
        />
      </SearchableList>
    </ResourceListLayout>
  );
}
