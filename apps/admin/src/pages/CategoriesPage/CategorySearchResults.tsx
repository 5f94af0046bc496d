import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { commonMessages, resourceListMessages } from '@metafields/core';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  Row,
  Table,
  TableBody,
  TableHeader,
  useMessages,
  ZeroResultsPanel,
} from '@metafields/design-system';
import { categorySearchAtom, categorySearchKeywordAtom } from '../../atoms/categories.js';
import { messages as listMessages } from '../../lists/messages.js';
import { messages } from './messages.js';
import { useOpenCategory } from './useOpenCategory.js';

export interface CategorySearchResultsProps {
  /** The keyword, trimmed and not empty. */
  term: string;
}

/**
 * The categories matching a keyword (spec section 2: five results, each with its URL path), as
 * a table like the other lists'. A row or its Edit opens the category's metafield page with
 * this page, search term included, as the referer its back link returns to.
 */
export function CategorySearchResults({ term }: CategorySearchResultsProps) {
  const t = useMessages(messages);
  const tLists = useMessages(listMessages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const setKeyword = useSetAtom(categorySearchKeywordAtom);
  useLayoutEffect(() => setKeyword(term), [term, setKeyword]);
  const results = useAtomValue(categorySearchAtom);
  const { open } = useOpenCategory();
  const rows = (results.isError ? [] : (results.data ?? [])).map((category) => ({
    ...category,
    id: category.category_id,
  }));
  const names = new Map(rows.map((category) => [category.id, category.name]));

  return (
    <Table
      aria-label={t('categoriesPage.search.results')}
      isLoading={results.isPending || results.isPlaceholderData}
      onRowAction={(key) => {
        const name = names.get(Number(key));
        if (name !== undefined) open(Number(key), name);
      }}
    >
      <TableHeader>
        <Column id="name" isRowHeader>
          {tCommon('common.field.name')}
        </Column>
        <Column id="path">{t('categoriesPage.column.urlPath')}</Column>
        <Column id="actions" align="end">
          {tCommon('common.column.actions')}
        </Column>
      </TableHeader>
      <TableBody
        items={rows}
        renderEmptyState={() =>
          results.isError ? (
            <div role="alert">
              <EmptyState tone="critical" icon="error" title={tList('categoryList.loadFailed')} />
            </div>
          ) : results.isPending ? null : (
            <ZeroResultsPanel title={t('categoriesPage.empty')} />
          )
        }
      >
        {(category) => (
          <Row id={category.id}>
            <Cell>{category.name}</Cell>
            <Cell>{category.url?.path ?? ''}</Cell>
            <Cell align="end">
              <Button
                variant="secondary"
                size="small"
                aria-label={tLists('resourceLists.editRow', { name: category.name })}
                onPress={() => open(category.id, category.name)}
              >
                {tCommon('common.action.edit')}
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
