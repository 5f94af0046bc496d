import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Product } from '@metafields/core';
import { inDemoStore, products } from '../../testing/handlers.js';
import {
  failingOnce,
  neverAnswering,
  searchableProducts,
  sortedProducts,
} from '../../testing/listHandlers.js';
import { expectListLoadFailed, expectListLoading } from '../../testing/listStateStories.js';
import { addCondition, removeAllFilters } from '../../testing/listFilterSteps.js';
import { withApp } from '../../testing/AppStory.js';
import ProductsPage from './ProductsPage.js';

const catalogue: Product[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Linen Apron ${index + 1}`,
  sku: `APR-LIN-${String(index + 1).padStart(4, '0')}`,
  price: 30 + index,
  sale_price: index % 4 === 0 ? 25 : 0,
  is_visible: index % 10 !== 0,
  primary_image: null,
}));

const meta = {
  title: 'Pages/Products',
  component: ProductsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products',
    msw: { handlers: inDemoStore(products(catalogue, 300)) },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not visible in the storefront: the hidden-eye icon's label is read with the name.
    await expect(
      await canvas.findByRole('rowheader', { name: 'Linen Apron 1 Not visible in storefront' }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Linen Apron 2' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('1–25 of 300')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 12')).toBeVisible();
    // The sale price when above 0.
    await expect(canvas.getAllByRole('gridcell', { name: '$25.00' }).length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 12')).toBeVisible();
    await expect(canvas.getByText('26–50 of 300')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Manage shared metafields' })).toBeVisible();
    // The paging keeps its place while page 2's rows load.
    await expect(await canvas.findByRole('link', { name: 'Edit Linen Apron 1' })).toHaveAttribute(
      'href',
      '/stores/demo/products/1/metafields',
    );
  },
};

/** The keyword search and the 'Visible' pill, over a handler that applies them. */
export const SearchAndVisiblePill: Story = {
  parameters: {
    msw: { handlers: inDemoStore(searchableProducts(catalogue)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    const names = () =>
      within(grid)
        .queryAllByRole('rowheader')
        // The visible text: the not-visible icon's label is not part of it.
        .map((cell) => cell.innerText);
    await waitFor(() => expect(names()).toHaveLength(25));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'Apron 1');
    await waitFor(() => expect(names()).toHaveLength(11));
    await expect(names()[0]).toBe('Linen Apron 1');

    // Products 1 and 11 are not visible in the storefront.
    await userEvent.click(canvas.getByRole('radio', { name: 'Visible' }));
    await waitFor(() => expect(names()).toHaveLength(9));
    await expect(names()).not.toContain('Linen Apron 1');

    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(names()).toHaveLength(11));
  },
};

/**
 * Sorting by Price orders by the price the column shows (the sale price when above 0), which
 * the platform sorts as calculated_price; by the base price, a $25 sale would sort among the
 * $40s.
 */
export const SortByPrice: Story = {
  parameters: {
    msw: { handlers: inDemoStore(sortedProducts(catalogue)) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    const prices = () =>
      within(grid)
        .queryAllByRole('row')
        .slice(1)
        .map((row) => Number(row.querySelectorAll('td')[3]?.textContent?.replace(/[^0-9.]/g, '')));
    await waitFor(() => expect(prices()).toHaveLength(25));
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Price' }));
    await waitFor(() => expect(prices()[0]).toBe(25));
    const ascending = prices();
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Price' }));
    await waitFor(() => expect(prices()[0]).toBe(53));
    const descending = prices();
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: inDemoStore(products([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** A failed read says so in place of the table (no 'No products found' under it), with 'Try again'. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(failingOnce('v3/catalog/products'), products(catalogue, 300)),
    },
  },
  play: async ({ canvasElement }) => {
    await expectListLoadFailed(within(canvasElement), {
      errorText: 'Unable to load products',
      emptyText: 'No products found',
      rowName: /Linen Apron/,
    });
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: inDemoStore(neverAnswering('v3/catalog/products')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Products' })).toBeVisible();
    await expectListLoading(canvas, 'Products', ['Image', 'Name', 'SKU', 'Price', 'Actions']);
    await expect(canvas.queryByRole('rowheader', { name: /Linen/ })).toBeNull();
  },
};

/**
 * The rule builder on the list: a keyword condition narrows the rows through the platform's
 * query, the rule stands above the table in words, and 'Remove all filters' brings every row back.
 */
export const Filtered: Story = {
  parameters: { msw: { handlers: inDemoStore(searchableProducts(catalogue)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1–25 of 25')).toBeVisible();
    const canvas = within(within(canvasElement).getByRole('main'));
    const condition = await addCondition(canvas, 'Filter products', 'Keyword');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), 'Apron 2');
    await userEvent.tab();

    // Linen Apron 2 and 20 to 25.
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')).toHaveLength(7));
    await expect(within(grid).getByRole('rowheader', { name: 'Linen Apron 20' })).toBeVisible();
    await expect(await canvas.findByText('Keyword contains “Apron 2”')).toBeVisible();

    await removeAllFilters(canvas, 'Filter products');
    await expect(await canvas.findByText('1–25 of 25')).toBeVisible();
    await expect(canvas.queryByText(/Keyword contains/)).not.toBeInTheDocument();
  },
};
