import { useAtomValue } from 'jotai';
import { commonMessages, type Location } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { locationPageAtom, locationsAtom } from '../../atoms/lists.js';
import { NamedResourceList, useNamedListState } from '../../lists/NamedResourceList.js';
import type { ResourceColumn } from '../../lists/ResourceTable.js';
import { searchLocally } from '../../lists/searchLocally.js';
import { useLastDefined } from '../../lists/useLastDefined.js';

const labelOf = (location: Location) => location.label;

/**
 * /stores/{hash}/locations: a location's label is its name. Without a search the platform pages
 * the locations. The platform cannot search them by label (its filters are ids, codes and
 * types), so a search reads every location once and searches and pages them here; one table
 * serves both, so the search box keeps its focus when the source changes.
 */
export default function LocationsPage() {
  const tCommon = useMessages(commonMessages);
  const [view, update] = useNamedListState('locations');
  const searching = view.search !== '';
  const paged = useAtomValue(
    locationPageAtom(searching ? null : { page: view.page, limit: view.limit }),
  );
  const all = useAtomValue(locationsAtom(searching));
  const pagedTotal = useLastDefined(paged.data?.meta.pagination.total);
  const found = searchLocally(all.data ?? [], labelOf, view);
  const result = searching ? all : paged;
  const columns: ResourceColumn<Location>[] = [
    { id: 'id', name: tCommon('common.column.id'), cell: (row) => row.id },
    { id: 'name', name: tCommon('common.field.name'), isRowHeader: true, cell: labelOf },
  ];

  return (
    <NamedResourceList
      entity="locations"
      view={view}
      update={update}
      columns={columns}
      rows={searching ? found.rows : (paged.data?.data ?? [])}
      rowName={labelOf}
      isLoading={result.isPending}
      load={{
        isError: result.isError,
        onRetry: () => void result.refetch(),
        isRetrying: result.isFetching,
        total: searching ? (all.data === undefined ? undefined : found.total) : pagedTotal,
      }}
    />
  );
}
