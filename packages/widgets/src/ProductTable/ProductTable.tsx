import { productPrice, type Product } from '@metafields/core';
import {
  Cell,
  Column,
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
import { Thumbnail } from './ProductTable.styles.js';

export const productTableSortColumns = ['name', 'sku', 'price'] as const;
export type ProductTableSortColumn = (typeof productTableSortColumns)[number];

export interface ProductTableProps {
  products: Product[];
  /** ISO 4217 code of the store's currency, for the Price column. */
  currency: string;
  'aria-label': string;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** A row was opened (click, Enter); receives the product id. */
  onRowAction?: (productId: number) => void;
  isLoading?: boolean;
  /** Shown for a product without an image. */
  defaultImageUrl: string;
}

/**
 * The products table of the spec: image, name, SKU and price (the sale price when above 0).
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
  'aria-label': ariaLabel,
}: ProductTableProps) {
  const t = useMessages(messages);
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
            <Cell>{product.name}</Cell>
            <Cell>{product.sku}</Cell>
            <Cell align="end">{price.format(productPrice(product))}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
