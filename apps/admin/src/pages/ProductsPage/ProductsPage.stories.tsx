import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Product } from '@metafields/core';
import {
  products,
  productsFail,
  productsNeverAnswer,
  signedIn,
  store,
  stores,
} from '../../testing/handlers.js';
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
    msw: { handlers: [signedIn, stores, store(), products(catalogue, 300)] },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Linen Apron 1' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
    await expect(canvas.getByText('1–25 of 300')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 12')).toBeVisible();
    // The sale price when above 0.
    await expect(canvas.getAllByRole('gridcell', { name: '$25.00' }).length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 12')).toBeVisible();
    await expect(canvas.getByText('26–50 of 300')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [signedIn, stores, store(), products([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [signedIn, stores, store(), productsFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load products',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [signedIn, stores, store(), productsNeverAnswer] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Products' }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('rowheader', { name: /Linen/ })).toBeNull();
  },
};
