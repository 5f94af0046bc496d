import { useAtomValue } from 'jotai';
import { commonMessages, type Brand } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { brandsAtom } from '../../atoms/lists.js';
import { NamedResourceList, useNamedListState } from '../../lists/NamedResourceList.js';
import type { ResourceColumn } from '../../lists/ResourceTable.js';
import { useLastDefined } from '../../lists/useLastDefined.js';

/** /stores/{hash}/brands: searched by name (name:like), paged by the platform. */
export default function BrandsPage() {
  const tCommon = useMessages(commonMessages);
  const [view, update] = useNamedListState('brands');
  const { data, isPending, isError, isFetching, refetch } = useAtomValue(
    brandsAtom({ page: view.page, limit: view.limit, name: view.search }),
  );
  const total = useLastDefined(data?.meta.pagination.total);
  const columns: ResourceColumn<Brand>[] = [
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: (b) => b.name },
  ];

  return (
    <NamedResourceList
      entity="brands"
      view={view}
      update={update}
      columns={columns}
      rows={data?.data ?? []}
      rowName={(b) => b.name}
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
