import { useAtomValue } from 'jotai';
import {
  commonMessages,
  defaultSorts,
  pageSizes,
  resourceListMessages,
  type Order,
} from '@metafields/core';
import {
  Inline,
  Pagination,
  Select,
  SelectItem,
  Stack,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { channelsAtom, orderStatusesAtom, ordersAtom } from '../../atoms/lists.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { ListPills } from '../../lists/ListPills.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { messages as listMessages } from '../../lists/messages.js';
import { ResourceTable, type ResourceColumn } from '../../lists/ResourceTable.js';
import { useListState } from '../../lists/useListState.js';

/** The orders list's view; `status` and `channel` are ids, '' for all. */
const defaults = {
  page: 1,
  limit: pageSizes.orders.defaultSize as number,
  sort: defaultSorts.orders.column as string,
  direction: defaultSorts.orders.direction as string,
  search: '',
  status: '',
  channel: '',
};
const allChannels = 'all';

/** /stores/{hash}/orders (metafields.md section 2, orders table). */
export default function OrdersPage() {
  const tList = useMessages(resourceListMessages);
  const tLists = useMessages(listMessages);
  const tCommon = useMessages(commonMessages);
  const tResource = useMessages(resourceNameMessages);
  const { locale } = useLocale();
  const storeHash = useStoreHash();
  const store = useAtomValue(currentStoreAtom);
  const [view, update] = useListState(`${storeHash}/orders`, defaults);
  // The search is an order id; other text matches no order (the atom does not ask for it).
  const searchable = view.search === '' || /^\d+$/.test(view.search);
  const orders = useAtomValue(
    ordersAtom({
      page: view.page,
      limit: view.limit,
      sort: `${view.sort}:${view.direction}`,
      ...(view.search !== '' && { orderId: view.search }),
      ...(view.status !== '' && { statusId: Number(view.status) }),
      ...(view.channel !== '' && { channelId: Number(view.channel) }),
    }),
  );
  const statuses = useAtomValue(orderStatusesAtom).data ?? [];
  const channels = useAtomValue(channelsAtom).data ?? [];
  const rows = searchable ? (orders.data ?? []) : [];

  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: store?.currency ?? 'USD',
  });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(store && { timeZone: store.timezone_name }),
  });
  const statusLabel = new Map(statuses.map((status) => [status.id, status.custom_label]));
  const columns: ResourceColumn<Order>[] = [
    { id: 'id', name: tCommon('common.column.id'), allowsSorting: true, cell: (o) => o.id },
    {
      id: 'date_created',
      name: tList('orderList.column.date'),
      allowsSorting: true,
      cell: (o) => date.format(new Date(o.date_created)),
    },
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: orderName },
    {
      id: 'status',
      name: tCommon('common.column.status'),
      cell: (o) => statusLabel.get(o.status_id) ?? '',
    },
    {
      id: 'total',
      name: tList('orderList.column.total'),
      align: 'end',
      cell: (o) => money.format(Number(o.total_inc_tax)),
    },
  ];

  return (
    <ResourceListLayout entity="orders">
      <Stack gap="400">
        <Inline gap="400" align="end">
          <ListSearch
            aria-label={tLists('resourceLists.search.orders')}
            value={view.search}
            onSearch={(search) => update({ search, page: 1 })}
          />
          <Select
            label={tList('orderList.channelFilter.label')}
            value={view.channel === '' ? allChannels : view.channel}
            onChange={(key) =>
              update({ channel: key === allChannels || key === null ? '' : String(key), page: 1 })
            }
          >
            {[
              <SelectItem key={allChannels} id={allChannels}>
                {tList('orderList.channelFilter.all')}
              </SelectItem>,
              ...channels.map((channel) => (
                <SelectItem key={channel.id} id={String(channel.id)}>
                  {channel.name}
                </SelectItem>
              )),
            ]}
          </Select>
        </Inline>
        <ListPills
          aria-label={tLists('resourceLists.statusFilter')}
          pills={statuses.map((status) => ({ id: String(status.id), label: status.custom_label }))}
          value={view.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <ResourceTable
          aria-label={tResource('resource.orders')}
          columns={columns}
          rows={rows}
          rowName={orderName}
          rowHref={(o) => `/stores/${storeHash}/orders/${o.id}/metafields`}
          isLoading={searchable && orders.isPending}
          isError={orders.isError}
          loadFailedMessage={tList('orderList.loadFailed')}
          itemName={tList('orderList.empty.item')}
          sortDescriptor={{
            column: view.sort,
            direction: view.direction === 'asc' ? 'ascending' : 'descending',
          }}
          onSortChange={({ column, direction }) =>
            update({
              page: 1,
              sort: String(column),
              direction: direction === 'ascending' ? 'asc' : 'desc',
            })
          }
        />
        <Pagination
          page={view.page}
          // v2 gives no total: a full page means there may be another.
          pageCount={rows.length === view.limit ? view.page + 1 : view.page}
          pageSize={view.limit}
          pageSizes={pageSizes.orders.options}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(limit) => update({ page: 1, limit })}
        />
      </Stack>
    </ResourceListLayout>
  );
}

/** An order's name: its billing first and last name. */
const orderName = (order: Order) =>
  `${order.billing_address.first_name} ${order.billing_address.last_name}`.trim();
