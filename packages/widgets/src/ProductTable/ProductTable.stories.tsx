import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Product } from '@metafields/core';
import type { SortDescriptor } from '@metafields/design-system';
import { ProductTable } from './ProductTable.js';
import partnerExample from '../../examples/ProductTable.tsx?raw';

const image = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${color}"/></svg>`)}`;

const products: Product[] = [
  {
    id: 11,
    name: 'Linen Apron — Sage',
    sku: 'APR-LIN-0011',
    price: 34,
    sale_price: 27.5,
    is_visible: true,
    primary_image: { url_thumbnail: image('#8fb39a') },
  },
  {
    id: 12,
    name: 'Cast Iron Skillet',
    sku: 'KIT-CIS-0012',
    price: 59,
    sale_price: 0,
    is_visible: true,
    primary_image: null,
  },
  {
    id: 13,
    name: 'Trail Tent',
    sku: 'OUT-TNT-0013',
    price: 249,
    sale_price: 0,
    is_visible: false,
    primary_image: { url_thumbnail: image('#c98d5b') },
  },
];

const meta = {
  title: 'Widgets/ProductTable',
  component: ProductTable,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Products',
    products,
    currency: 'USD',
    defaultImageUrl: image('#ebeff7'),
    onRowAction: fn(),
    onSortChange: fn(),
  },
  parameters: {
    usage: {
      notes: [
        "The product table lists a store's products: image, name (with an eye-off icon and “Not visible in storefront” for hidden products), SKU and price (the sale price when there is one), sortable by name, SKU and price.",
        'It is controlled: the app passes the page of products, the sort and the loading state, and opens a product from `onRowAction` (a click or Enter on the row). With `productHref`, an Actions column offers Edit.',
        "Pass the store's currency code so prices are formatted for it in the person's locale, and an image to show for products without one.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Price shows the sale price when above 0, otherwise the normal price; a product the storefront
 * does not show has the hidden-eye icon, 'Not visible in storefront'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getByRole('gridcell', { name: '$27.50' })).toBeVisible();
    await expect(within(rows[1]!).getByRole('gridcell', { name: '$59.00' })).toBeVisible();
    await expect(
      within(rows[2]!).getByRole('img', { name: 'Not visible in storefront' }),
    ).toBeVisible();
    await expect(within(rows[1]!).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Opening a row, by click or by keyboard, reports the product id. */
export const OpensAProduct: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Cast Iron Skillet' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(13);
  },
};

function SortableTable(args: React.ComponentProps<typeof ProductTable>) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'name',
    direction: 'ascending',
  });
  return (
    <ProductTable
      {...args}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        args.onSortChange?.(descriptor);
        setSortDescriptor(descriptor);
      }}
    />
  );
}

/** Name, SKU and Price sort; the caller fetches in the new order. */
export const Sorting: Story = {
  render: (args) => <SortableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const price = within(canvasElement).getByRole('columnheader', { name: /Price/ });
    await userEvent.click(price);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'price',
      direction: 'ascending',
    });
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** With `productHref`, each row has an Edit action leading to the product's page. */
export const WithEditAction: Story = {
  args: { productHref: (productId: number) => `/products/${productId}/metafields` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Trail Tent' })).toHaveAttribute(
      'href',
      '/products/13/metafields',
    );
  },
};

export const InEuros: Story = {
  args: { currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('gridcell', { name: '€249.00' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], isLoading: true },
};
