import { commonMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { NamedResourceList, useNamedListState, type NamedResource } from './NamedResourceList.js';
import type { ResourceColumn } from './ResourceTable.js';
import { searchLocally } from './searchLocally.js';

export interface LocallySearchedListProps<T extends { id: number }> {
  entity: NamedResource;
  /** The whole list, as its query answers. */
  result: {
    data: T[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The name the search matches, shown in the Name column. */
  nameOf: (row: T) => string;
  /** Why a row cannot be opened (a locked channel); see `ResourceTable`. */
  lockReason?: (row: T) => string | undefined;
}

/**
 * A list the platform cannot search (channels, locations): fetched whole, then searched by name
 * and paged here, shown as ID and Name.
 */
export function LocallySearchedList<T extends { id: number }>({
  entity,
  result,
  nameOf,
  lockReason,
}: LocallySearchedListProps<T>) {
  const tCommon = useMessages(commonMessages);
  const [view, update] = useNamedListState(entity);
  const shown = searchLocally(result.data ?? [], nameOf, view);
  const columns: ResourceColumn<T>[] = [
    { id: 'id', name: tCommon('common.column.id'), cell: (row) => row.id },
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: nameOf },
  ];
  return (
    <NamedResourceList
      entity={entity}
      view={view}
      update={update}
      columns={columns}
      rows={shown.rows}
      rowName={nameOf}
      lockReason={lockReason}
      isLoading={result.isPending}
      load={{
        isError: result.isError,
        onRetry: () => void result.refetch(),
        isRetrying: result.isFetching,
        total: result.data === undefined ? undefined : shown.total,
      }}
    />
  );
}
