import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Product } from '@metafields/core';
import { inDemoStore, products } from '../../testing/handlers.js';
import { failingOnce, neverAnswering } from '../../testing/listHandlers.js';
import { expectListLoadFailed, expectListLoading } from '../../testing/listStateStories.js';
import { withApp } from '../../testing/AppStory.js';
import VariantsFirstPage from './VariantsFirstPage.js';

const catalogue: Product[] = Array.from({ length: 3 }, (_, index) => ({
  id: index + 1,
  name: `Linen Apron ${index + 1}`,
  sku: `APR-LIN-${index + 1}`,
  price: 30,
  sale_price: 0,
  is_visible: true,
  primary_image: null,
}));

/** The product the Full story opens, for the title of its variants page. */
const secondProduct = http.get('/bc-api/stores/demo/v3/catalog/products/2', () =>
  HttpResponse.json({ data: { name: 'Linen Apron 2' } }),
);

const meta = {
  title: 'Pages/Variants first',
  component: VariantsFirstPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/variants',
    msw: { handlers: inDemoStore(products(catalogue), secondProduct) },
  },
} satisfies Meta<typeof VariantsFirstPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The products list titled 'Variants', filtered with 'Filter variants'; a product's row opens its
 * variants.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('rowheader', { name: 'Linen Apron 2' });
    await expect(canvas.getByRole('heading', { name: 'Variants', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage shared metafields' })).toBeVisible();
    // The filter is the variants' (their Export tab starts from it), not the products'.
    await expect(canvas.getByRole('button', { name: 'Filter variants' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filter products' })).not.toBeInTheDocument();
    await userEvent.click(row);
    // The row opened the product's variants (whose own stories cover that page).
    await expect(
      await canvas.findByRole('heading', { name: 'Linen Apron 2', level: 1 }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/stores/demo/variants');
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
      handlers: inDemoStore(failingOnce('v3/catalog/products'), products(catalogue)),
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
    await expect(await canvas.findByRole('heading', { name: 'Variants' })).toBeVisible();
    await expectListLoading(canvas, 'Variants', ['Image', 'Name', 'SKU', 'Price', 'Actions']);
    await expect(canvas.queryByRole('rowheader', { name: /Linen/ })).toBeNull();
  },
};
