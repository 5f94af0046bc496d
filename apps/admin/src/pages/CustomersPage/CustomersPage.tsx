import { useAtomValue } from 'jotai';
import { commonMessages, resourceListMessages, type Customer } from '@metafields/core';
import { useLocale, useMessages } from '@metafields/design-system';
import { customersAtom } from '../../atoms/lists.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceListPageSizes, searchListDefaults } from '../../lists/listDefaults.js';
import { messages as listMessages } from '../../lists/messages.js';
import { ResourceTable, type ResourceColumn } from '../../lists/ResourceTable.js';
import { SearchableList } from '../../lists/SearchableList.js';
import { useListState } from '../../lists/useListState.js';
import { resourceItemNameMessages } from '../../resources/messages.js';
import { resourceNameMessages } from '../../resources/messages.js';

const customerName = (customer: Customer) => `${customer.first_name} ${customer.last_name}`.trim();

/** /stores/{hash}/customers: searched by name (name:like), paged by the platform. */
export default function CustomersPage() {
  const tList = useMessages(resourceListMessages);
  const tLists = useMessages(listMessages);
  const tItem = useMessages(resourceItemNameMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(resourceNameMessages);
  const { locale } = useLocale();
  const storeHash = useStoreHash();
  const [view, update] = useListState(`${storeHash}/customers`, searchListDefaults);
  const { data, isPending, isError } = useAtomValue(
    customersAtom({ page: view.page, limit: view.limit, name: view.search }),
  );
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const columns: ResourceColumn<Customer>[] = [
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: customerName },
    { id: 'email', name: tCommon('common.field.email'), cell: (c) => c.email },
    { id: 'company', name: tList('customerList.column.company'), cell: (c) => c.company },
    {
      id: 'created',
      name: tCommon('common.column.created'),
      cell: (c) => created.format(new Date(c.date_created)),
    },
  ];

  return (
    <ResourceListLayout entity="customers">
      <SearchableList
        view={view}
        update={update}
        searchLabel={tLists('resourceLists.search.customers')}
        total={data?.meta.pagination.total ?? 0}
        pageSizes={resourceListPageSizes.options}
      >
        <ResourceTable
          aria-label={tResource('resource.customers')}
          columns={columns}
          rows={data?.data ?? []}
          rowName={customerName}
          rowHref={(c) => `/stores/${storeHash}/customers/${c.id}/metafields`}
          isLoading={isPending}
          isError={isError}
          itemName={tItem('resource.itemName.customer')}
        />
      </SearchableList>
    </ResourceListLayout>
  );
}
