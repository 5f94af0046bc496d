import type { Category } from '@metafields/core';
import { commonMessages, resourceListMessages } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { ResourceTable } from '../../lists/ResourceTable.js';
import { useStoreHash } from '../../layout/useStoreHash.js';
import { messages } from './messages.js';
import { categoryMetafieldsPath, useOpenCategory } from './useOpenCategory.js';

export interface CategoryTableProps {
  'aria-label': string;
  categories: readonly Category[];
  isLoading: boolean;
}

/**
 * Categories as a flat table, Name and URL path (the search's matches and the filter's): a row
 * or its Edit opens the category's metafield page with this page, its search term or rule
 * included, as the referer its back link returns to.
 */
export function CategoryTable({ categories, isLoading, 'aria-label': label }: CategoryTableProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const storeHash = useStoreHash();
  const { state } = useOpenCategory();
  const rows = categories.map((category) => ({ ...category, id: category.category_id }));
  return (
    <ResourceTable
      aria-label={label}
      columns={[
        {
          id: 'name',
          name: tCommon('common.field.name'),
          isRowHeader: true,
          cell: (category) => category.name,
        },
        {
          id: 'path',
          name: t('categoriesPage.column.urlPath'),
          cell: (category) => category.url?.path ?? '',
        },
      ]}
      rows={rows}
      rowName={(category) => category.name}
      rowHref={(category) => categoryMetafieldsPath(storeHash, category.id)}
      rowState={(category) => state(category.name)}
      isLoading={isLoading}
      itemName={tList('categoryList.empty.item')}
    />
  );
}
