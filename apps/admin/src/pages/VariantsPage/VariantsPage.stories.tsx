import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoVariants,
  variantPage,
  variants,
  variantsNeverAnswer,
} from '../../testing/categoryHandlers.js';
import { failingOnce } from '../../testing/listHandlers.js';
import { expectListLoadFailed, expectListLoading } from '../../testing/listStateStories.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import { productName } from '../../testing/recordHandlers.js';
import VariantsPage from './VariantsPage.js';

const product = [signedIn, stores, store(), productName()];

const meta = {
  title: 'Pages/Variants of a product',
  component: VariantsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/variants/7/variants',
    msw: { handlers: [...product, variants(demoVariants, 300), ...variantPage] },
  },
} satisfies Meta<typeof VariantsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product's name as the title, the back link 'Products' to the Variants list; paging and
 * page size; a row opens the variant's metafield page in the variants-first flow, whose back
 * link returns here.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/stores/demo/variants');
    await expect(await canvas.findByRole('rowheader', { name: 'Beige Large' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(canvas.getByText('1–250 of 300')).toBeVisible();
    // Variants page by 250 by default, from the spec's 25, 50, 100, 250.
    await expect(
      within(canvas.getByRole('combobox', { name: 'Items per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '250']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('gridcell', { name: 'APR-LIN-L-P2' })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();

    await userEvent.click(canvas.getByRole('rowheader', { name: 'Beige Large' }));
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron — Small' })).toBeVisible();
    const back = within(canvas.getByRole('main')).getByRole('link', { name: 'Variants' });
    await expect(back).toHaveAttribute('href', '/stores/demo/variants/7/variants');
    await userEvent.click(back);
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
  },
};

/**
 * /products/{id}/variants is a page of its own: the product's variants under its name, the back
 * link '{name} metafields' to the product's Variants tab, and rows opening
 * /products/{id}/variants/{vid}/metafields.
 */
export const UnderProduct: Story = {
  parameters: { path: '/stores/demo/products/7/variants' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Linen Apron', level: 1 }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: 'Linen Apron metafields' })).toHaveAttribute(
      'href',
      '/stores/demo/products/7/metafields?tab=variants',
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Beige Large' })).toBeVisible();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Beige Large' }));
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron — Small' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Variants' }),
    ).toHaveAttribute('href', '/stores/demo/products/7/metafields?tab=variants');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...product, variants([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No variants found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...product, variantsNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoading(canvas, 'Linen Apron', ['Image', 'Name', 'SKU', 'Actions']);
    await expect(canvas.queryByRole('rowheader', { name: /Beige/ })).toBeNull();
  },
};

/** A failed read in place of the table, with 'Try again'. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...product,
        failingOnce('v3/catalog/products/7/variants'),
        variants(demoVariants, 300),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectListLoadFailed(within(canvasElement), {
      errorText: 'Unable to load',
      emptyText: 'No variants found',
      rowName: /Beige/,
    });
  },
};
