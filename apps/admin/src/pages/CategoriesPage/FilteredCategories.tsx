import { useAtomValue } from 'jotai';
import { pageSizes, resourceListMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { filteredCategoriesAtom } from '../../atoms/categories.js';
import { ListResults } from '../../lists/ListResults.js';
import { useLastDefined } from '../../lists/useLastDefined.js';
import { CategoryTable } from './CategoryTable.js';

export interface FilteredCategoriesProps {
  /** The rule's query (`useListRule`); null when no category can match. */
  query: Record<string, string> | null;
  /** The search box's term, narrowing within the rule ('' for none). */
  keyword: string;
  page: number;
  limit: number;
  update: (change: { page?: number; limit?: number }) => void;
}

/**
 * The categories a filter rule matches, from every tree, as a flat paged table: the tree cannot
 * show them, since a match's parents may not match.
 */
export function FilteredCategories({
  query,
  keyword,
  page,
  limit,
  update,
}: FilteredCategoriesProps) {
  const tList = useMessages(resourceListMessages);
  const { data, isPending, isError, isFetching, refetch } = useAtomValue(
    filteredCategoriesAtom({ page, limit, query: query ?? {}, keyword }),
  );
  // Contradicting conditions: no category can match, whatever the platform answers.
  const matchesNone = query === null;
  const total = useLastDefined(matchesNone ? 0 : data?.meta.pagination.total);
  return (
    <ListResults
      isError={isError}
      onRetry={() => void refetch()}
      isRetrying={isFetching}
      loadFailedMessage={tList('categoryList.loadFailed')}
      total={total}
      page={page}
      pageSize={limit}
      pageSizes={pageSizes.categories}
      onPageChange={(next) => update({ page: next })}
      onPageSizeChange={(size) => update({ page: 1, limit: size })}
    >
      <CategoryTable
        aria-label={tList('categoryList.empty.items')}
        categories={matchesNone ? [] : (data?.data ?? [])}
        isLoading={isPending && !matchesNone}
      />
    </ListResults>
  );
}
