import { useAtomValue } from 'jotai';
import { commonMessages, resourceListMessages, type Customer } from '@metafields/core';
import { useLocale, useMessages } from '@metafields/design-system';
import { customersAtom } from '../../atoms/lists.js';
import { NamedResourceList, useNamedListState } from '../../lists/NamedResourceList.js';
import type { ResourceColumn } from '../../lists/ResourceTable.js';
import { useLastDefined } from '../../lists/useLastDefined.js';

const customerName = (customer: Customer) => `${customer.first_name} ${customer.last_name}`.trim();

/** /stores/{hash}/customers: searched by name (name:like), paged by the platform. */
export default function CustomersPage() {
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const { locale } = useLocale();
  const [view, update] = useNamedListState('customers');
  const { data, isPending, isError, isFetching, refetch } = useAtomValue(
    customersAtom({ page: view.page, limit: view.limit, name: view.search }),
  );
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const total = useLastDefined(data?.meta.pagination.total);
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
    <NamedResourceList
      entity="customers"
      view={view}
      update={update}
      columns={columns}
      rows={data?.data ?? []}
      rowName={customerName}
      isLoading={isPending}
      load={{
        isError,
        onRetry: () => void refetch(),
        isRetrying: isFetching,
        total,
      }}
    />
  );
}
