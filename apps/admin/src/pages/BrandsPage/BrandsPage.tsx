import { useAtomValue } from 'jotai';
import { commonMessages, type Brand } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { brandsAtom } from '../../atoms/lists.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceListPageSizes, searchListDefaults } from '../../lists/listDefaults.js';
import { messages as listMessages } from '../../lists/messages.js';
import { ResourceTable, type ResourceColumn } from '../../lists/ResourceTable.js';
import { SearchableList } from '../../lists/SearchableList.js';
import { useListState } from '../../lists/useListState.js';
import { resourceItemNameMessages } from '../../resources/messages.js';
import { resourceNameMessages } from '../../resources/messages.js';

/** /stores/{hash}/brands: searched by name (name:like), paged by the platform. */
export default function BrandsPage() {
  const tLists = useMessages(listMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(resourceNameMessages);
  const storeHash = useStoreHash();
  const [view, update] = useListState(`${storeHash}/brands`, searchListDefaults);
  const { data, isPending, isError } = useAtomValue(
    brandsAtom({ page: view.page, limit: view.limit, name: view.search }),
  );
  const columns: ResourceColumn<Brand>[] = [
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: (b) => b.name },
  ];

  return (
    <ResourceListLayout entity="brands">
      <SearchableList
        view={view}
        update={update}
        searchLabel={tLists('resourceLists.search.brands')}
        total={data?.meta.pagination.total ?? 0}
        pageSizes={resourceListPageSizes.options}
      >
        <ResourceTable
          aria-label={tResource('resource.brands')}
          columns={columns}
          rows={data?.data ?? []}
          rowName={(b) => b.name}
          rowHref={(b) => `/stores/${storeHash}/brands/${b.id}/metafields`}
          isLoading={isPending}
          isError={isError}
          itemName={tItem('resource.itemName.brand')}
        />
      </SearchableList>
    </ResourceListLayout>
  );
}
