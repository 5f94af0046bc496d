import { useAtomValue } from 'jotai';
import {
  commonMessages,
  orderStatusTone,
  pageSizes,
  resourceListMessages,
  type Order,
} from '@metafields/core';
import {
  Badge,
  Inline,
  Select,
  SelectItem,
  Stack,
  useLocale,
  useMessages,
} from '@metafields/design-system';
import { channelLocksAtom } from '../../atoms/channelLocks.js';
import {
  channelsAtom,
  isOrderIdSearch,
  orderCountAtom,
  orderStatusesAtom,
  ordersAtom,
} from '../../atoms/lists.js';
import { currentStoreAtom } from '../../atoms/stores.js';
import { ResourceListLayout } from '../../layout/ResourceListLayout.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { resourceNameMessages } from '../../resources/messages.js';
import { ListPills } from '../../lists/ListPills.js';
import { ListResults } from '../../lists/ListResults.js';
import { ListSearch } from '../../lists/ListSearch.js';
import { messages as listMessages } from '../../lists/messages.js';
import { ResourceTable, type ResourceColumn } from '../../lists/ResourceTable.js';
import { useLastDefined } from '../../lists/useLastDefined.js';
import {
  ListFilterButton,
  ListFilterSummary,
  type ListFilterProps,
} from '../../lists/ListFilter.js';
import { useListRule } from '../../lists/useListRule.js';
import { useListState } from '../../lists/useListState.js';
import { orderFilters, orderListDefaults, orderListParams } from './orderListView.js';

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
  const [view, update] = useListState(`${storeHash}/orders`, orderListDefaults);
  // The search is an order id; other text matches no order (the atoms do not ask for it).
  const listRule = useListRule('orders', 'orders');
  // Contradicting rule conditions match no order either.
  const searchable = isOrderIdSearch(view.search) && listRule.query !== null;
  const filters = orderFilters(view, listRule.query);
  const params = orderListParams(view, filters);
  const orders = useAtomValue(ordersAtom(params));
  // v2 lists carry no total: the pages are counted from GET /v2/orders/count.
  const count = useAtomValue(orderCountAtom(filters));
  const total = useLastDefined(searchable ? count.data : 0);
  const statuses = useAtomValue(orderStatusesAtom).data ?? [];
  const channels = useAtomValue(channelsAtom).data ?? [];
  const channelLocks = useAtomValue(channelLocksAtom);
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
      cell: (o) => {
        const label = statusLabel.get(o.status_id);
        return label === undefined ? null : (
          <Badge variant={orderStatusTone(o.status_id)}>{label}</Badge>
        );
      },
    },
    {
      id: 'total',
      name: tList('orderList.column.total'),
      align: 'end',
      cell: (o) => money.format(Number(o.total_inc_tax)),
    },
  ];

  const filter: ListFilterProps = {
    resource: 'orders',
    listRule,
    selectOptions: {
      status_id: statuses.map((status) => ({ id: String(status.id), name: status.custom_label })),
      channel_id: channels.map((channel) => ({ id: String(channel.id), name: channel.name })),
    },
  };

  return (
    <ResourceListLayout entity="orders">
      <Stack gap="400">
        <Inline gap="400" align="end" wrap>
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
              // A locked channel is shown, not choosable, and says why in its own text.
              ...channels.map((channel) => (
                <SelectItem
                  key={channel.id}
                  id={String(channel.id)}
                  textValue={channel.name}
                  isDisabled={channelLocks.isLocked(channel.id)}
                  description={
                    channelLocks.isLocked(channel.id)
                      ? tCommon('common.plan.enterpriseOnly')
                      : undefined
                  }
                >
                  {channel.name}
                </SelectItem>
              )),
            ]}
          </Select>
          <ListFilterButton {...filter} />
        </Inline>
        <ListFilterSummary {...filter} />
        <ListPills
          aria-label={tLists('resourceLists.statusFilter')}
          pills={statuses.map((status) => ({ id: String(status.id), label: status.custom_label }))}
          value={view.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <ListResults
          isError={orders.isError || count.isError}
          onRetry={() => {
            if (orders.isError) void orders.refetch();
            if (count.isError) void count.refetch();
          }}
          // Only a failed read's refetch is the retry: while the count still loads after the
          // list failed, 'Try again' must still take the press.
          isRetrying={(orders.isError && orders.isFetching) || (count.isError && count.isFetching)}
          loadFailedMessage={tList('orderList.loadFailed')}
          total={total}
          page={view.page}
          pageSize={params.limit}
          pageSizes={pageSizes.orders}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(size) => update({ page: 1, limit: size })}
        >
          <ResourceTable
            aria-label={tResource('resource.orders')}
            columns={columns}
            rows={rows}
            rowName={orderName}
            rowHref={(o) => `/stores/${storeHash}/orders/${o.id}/metafields`}
            isLoading={searchable && orders.isPending}
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
        </ListResults>
      </Stack>
    </ResourceListLayout>
  );
}

/** An order's name: its billing first and last name. */
const orderName = (order: Order) =>
  `${order.billing_address.first_name} ${order.billing_address.last_name}`.trim();
