import { useAtomValue } from 'jotai';
import { commonMessages, resourceListMessages, type Customer } from '@metafields/core';
import { useLocale, useMessages } from '@metafields/design-system';
import { customerListParams, customersAtom } from '../../atoms/lists.js';
import { ListFilterButton, ListFilterSummary } from '../../lists/ListFilter.js';
import { NamedResourceList, useNamedListState } from '../../lists/NamedResourceList.js';
import type { ResourceColumn } from '../../lists/ResourceTable.js';
import { useLastDefined } from '../../lists/useLastDefined.js';
import { useListRule } from '../../lists/useListRule.js';

const customerName = (customer: Customer) => `${customer.first_name} ${customer.last_name}`.trim();

/**
 * /stores/{hash}/customers: filtered by the rule builder and searched by name (name:like), paged
 * by the platform.
 */
export default function CustomersPage() {
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const { locale } = useLocale();
  const [view, update] = useNamedListState('customers');
  const listRule = useListRule('customers', 'customers');
  const { data, isPending, isError, isFetching, refetch } = useAtomValue(
    customersAtom(customerListParams(view, listRule.query ?? {})),
  );
  // Contradicting conditions: no customer can match, whatever the platform answers.
  const matchesNone = listRule.query === null;
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const total = useLastDefined(matchesNone ? 0 : data?.meta.pagination.total);
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
      rows={matchesNone ? [] : (data?.data ?? [])}
      rowName={customerName}
      filter={<ListFilterButton resource="customers" listRule={listRule} />}
      filterSummary={<ListFilterSummary resource="customers" listRule={listRule} />}
      isLoading={isPending && !matchesNone}
      load={{
        isError,
        onRetry: () => void refetch(),
        isRetrying: isFetching,
        total,
      }}
    />
  );
}
