import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { variantName } from '@metafields/api-client';
import { commonMessages, pageSizeOf, pageSizes, resourceListMessages } from '@metafields/core';
import {
  Button,
  Cell,
  Column,
  Row,
  Stack,
  Table,
  TableBody,
  TableHeader,
  useMessages,
} from '@metafields/design-system';
import { variantListAtom, variantsAtom } from '../atoms/variants.js';
import { useStoreHash } from '../layout/useStoreHash.js';
import { ListResults } from '../lists/ListResults.js';
import { ListSearch } from '../lists/ListSearch.js';
import { useLastDefined } from '../lists/useLastDefined.js';
import { useListState } from '../lists/useListState.js';
import { messages } from './messages.js';
import { VariantImage } from './VariantList.styles.js';

const listDefaults: { page: number; limit: number; search: string } = {
  page: 1,
  limit: pageSizes.variants.defaultSize,
  search: '',
};
const defaultImageUrl = '/img/product-default.svg';

export interface VariantListProps {
  productId: number;
  /** Names the table (the product's name, or 'Variants'). */
  'aria-label': string;
  /** The metafield page of one of the product's variants, where its row leads. */
  variantPath: (variantId: number) => string;
}

/**
 * One product's variants (metafields.md, variants tables): image (a placeholder when none),
 * name (option labels joined, else SKU), SKU and Edit; search, paging and page size kept in the
 * URL. The search asks the platform for the product's variant with that SKU, so a variant on
 * another page is found too (the platform can search variants by SKU only, not by name).
 */
export function VariantList({ productId, variantPath, 'aria-label': label }: VariantListProps) {
  const t = useMessages(messages);
  const tList = useMessages(resourceListMessages);
  const tCommon = useMessages(commonMessages);
  const storeHash = useStoreHash();
  const navigate = useNavigate();
  const [params, update] = useListState(
    `${storeHash}/products/${productId}/variants`,
    listDefaults,
  );
  const limit = pageSizeOf(pageSizes.variants, params.limit);
  const setList = useSetAtom(variantListAtom);
  useLayoutEffect(
    () => setList({ productId, page: params.page, limit, search: params.search }),
    [productId, params.page, limit, params.search, setList],
  );
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useAtomValue(variantsAtom);
  const total = useLastDefined(data?.meta.pagination.total);

  const rows = useMemo(
    () => (data?.data ?? []).map((variant) => ({ ...variant, name: variantName(variant) })),
    [data],
  );
  const open = (variantId: number) => void navigate(variantPath(variantId));

  return (
    <Stack gap="300">
      <ListSearch
        aria-label={t('variantList.search.label')}
        value={params.search}
        onSearch={(search) => update({ search, page: 1 })}
      />
      <ListResults
        isError={isError}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        total={total}
        page={params.page}
        pageSize={limit}
        pageSizes={pageSizes.variants}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(size) => update({ page: 1, limit: size })}
      >
        <Table
          aria-label={label}
          isLoading={isPending || isPlaceholderData}
          onRowAction={(key) => open(Number(key))}
        >
          <TableHeader>
            <Column id="image" width={72}>
              {tList('productList.column.image')}
            </Column>
            <Column id="name" isRowHeader>
              {tCommon('common.field.name')}
            </Column>
            <Column id="sku">{tList('productList.column.sku')}</Column>
            <Column id="actions" align="end">
              {tCommon('common.column.actions')}
            </Column>
          </TableHeader>
          <TableBody items={rows} renderEmptyState={() => t('variantList.empty')}>
            {(variant) => (
              <Row id={variant.id}>
                <Cell>
                  <VariantImage
                    src={variant.image_url || defaultImageUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                  />
                </Cell>
                <Cell>{variant.name}</Cell>
                <Cell>{variant.sku}</Cell>
                <Cell align="end">
                  <Button variant="secondary" size="small" onPress={() => open(variant.id)}>
                    {tCommon('common.action.edit')}
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </ListResults>
    </Stack>
  );
}
