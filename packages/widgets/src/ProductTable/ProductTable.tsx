import { commonMessages, productPrice, resourceListMessages, type Product } from '@metafields/core';
import {
  Cell,
  Column,
  Icon,
  Link,
  Row,
  Table,
  TableBody,
  TableHeader,
  useLocale,
  useMessages,
  type Key,
  type SortDescriptor,
} from '@metafields/design-system';
import { messages } from './messages.js';
import { NameCell, Thumbnail } from './ProductTable.styles.js';

export const productTableSortColumns = ['name', 'sku', 'price'] as const;
export type ProductTableSortColumn = (typeof productTableSortColumns)[number];

export interface ProductTableProps {
  /** The rows: the products of the page shown. */
  products: Product[];
  /** ISO 4217 code of the store's currency, for the Price column. */
  currency: string;
  'aria-label': string;
  /** The column sorted by and its direction (controlled). */
  sortDescriptor?: SortDescriptor;
  /** A sortable header was pressed: ascending first, then the other way. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** A row was opened (click, Enter); receives the product id. */
  onRowAction?: (productId: number) => void;
  /** Rows are being fetched: the table is busy, with skeleton rows while it has none. */
  isLoading?: boolean;
  /** Shown for a product without an image. */
  defaultImageUrl: string;
  /** Where a product's Edit action leads; with it, the table has an Actions column. */
  productHref?: (productId: number) => string;
}

/**
 * The products table of the spec: image, name (with a hidden-eye icon, 'Not visible in
 * storefront', for a product the storefront does not show), SKU and price (the sale price when
 * above 0).
 * Controlled: rows, sort and paging belong to the caller.
 */
export function ProductTable({
  products,
  currency,
  sortDescriptor,
  onSortChange,
  onRowAction,
  isLoading = false,
  defaultImageUrl,
  productHref,
  'aria-label': ariaLabel,
}: ProductTableProps) {
  const t = useMessages(messages);
  const tCommon = useMessages(commonMessages);
  const tList = useMessages(resourceListMessages);
  const { locale } = useLocale();
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency });

  return (
    <Table
      aria-label={ariaLabel}
      isLoading={isLoading}
      {...(sortDescriptor && { sortDescriptor })}
      {...(onSortChange && { onSortChange })}
      {...(onRowAction && { onRowAction: (key: Key) => onRowAction(Number(key)) })}
    >
      <TableHeader>
        <Column id="image" width={72}>
          {t('productTable.column.image')}
        </Column>
        {productTableSortColumns.map((column) => (
          <Column
            key={column}
            id={column}
            isRowHeader={column === 'name'}
            allowsSorting
            align={column === 'price' ? 'end' : 'start'}
          >
            {t(`productTable.column.${column}`)}
          </Column>
        ))}
        {productHref && (
          <Column id="actions" align="end">
            {tCommon('common.column.actions')}
          </Column>
        )}
      </TableHeader>
      <TableBody items={products} renderEmptyState={() => t('productTable.empty')}>
        {(product) => (
          <Row id={product.id}>
            <Cell>
              <Thumbnail
                src={product.primary_image?.url_thumbnail ?? defaultImageUrl}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
            </Cell>
            <Cell>
              <NameCell>
                {product.name}
                {/* Its <title> is the pointer's tooltip; its label is read with the name. */}
                {!product.is_visible && (
                  <Icon name="eyeOff" size="small" title={tList('productList.notVisible')} />
                )}
              </NameCell>
            </Cell>
            <Cell>{product.sku}</Cell>
            <Cell align="end">{price.format(productPrice(product))}</Cell>
            {productHref && (
              <Cell align="end">
                <Link
                  href={productHref(product.id)}
                  aria-label={t('productTable.edit', { name: product.name })}
                >
                  {tCommon('common.action.edit')}
                </Link>
              </Cell>
            )}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
