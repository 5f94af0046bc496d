import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoVariants,
  variantPage,
  variants,
  variantsBySku,
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
    msw: {
      handlers: [
        ...product,
        variants(demoVariants, 300),
        variantsBySku(demoVariants, 300),
        ...variantPage,
      ],
    },
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

const skuSearches = fn();

/**
 * The search asks the platform for the SKU, so a variant on the second page is found from the
 * first; a search starts again from page 1, and its row opens the variant.
 */
export const SearchBySku: Story = {
  parameters: {
    msw: {
      handlers: [
        ...product,
        variants(demoVariants, 300),
        variantsBySku(demoVariants, 300, skuSearches),
        ...variantPage,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    skuSearches.mockClear();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('gridcell', { name: 'APR-LIN-L' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('gridcell', { name: 'APR-LIN-L-P2' })).toBeNull();
    await userEvent.click(main.getByRole('button', { name: 'Next page' }));
    await expect(await main.findByText('Page 2 of 2')).toBeVisible();

    await userEvent.type(
      main.getByRole('searchbox', { name: 'Search variants by SKU' }),
      'APR-LIN-L-P2',
    );
    const grid = main.getByRole('grid', { name: 'Linen Apron' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent),
      ).toEqual(['APR-LIN-L-P2']),
    );
    await expect(main.getByText('1–1 of 1')).toBeVisible();
    await expect(skuSearches).toHaveBeenLastCalledWith(
      'include_fields=id%2Csku%2Coption_values%2Cimage_url&limit=250&page=1&product_id%3Ain=7&sku=APR-LIN-L-P2',
    );
    await userEvent.click(within(grid).getByRole('rowheader', { name: 'Beige Large' }));
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron — Small' })).toBeVisible();
  },
};

/** A SKU no variant of the product has: the platform finds none. */
export const SearchFindsNone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Beige Large' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await userEvent.type(
      main.getByRole('searchbox', { name: 'Search variants by SKU' }),
      'NO-SUCH-SKU',
    );
    await expect(await main.findByText('No variants found')).toBeVisible();
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
