import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  demoVariants,
  variantPage,
  variants,
  variantsBySku,
  variantsFail,
  variantsNeverAnswer,
} from '../../testing/categoryHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { productTemplateFields } from '../../testing/templateHandlers.js';
import { withApp } from '../../testing/AppStory.js';
import { productMetafields, productName } from '../../testing/recordHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';

const product = [
  signedIn,
  stores,
  store(),
  productName(),
  ...productMetafields([]),
  ...productTemplateFields([]),
];

const meta = {
  title: 'Pages/Record metafields/Variants tab',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields?tab=variants',
    msw: {
      handlers: [
        ...product,
        variants(demoVariants, 300),
        variantsBySku(demoVariants, 300),
        ...variantPage,
      ],
    },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The product's variants: the name is the option labels joined, else the SKU; a search by
 * SKU asks the platform, which finds one on the second page too; paging asks for the next page; a row opens the variant's metafield page, whose
 * back link returns to this tab.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Variants' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Beige Small' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'APR-LIN-PLAIN' })).toBeVisible();
    await expect(canvas.getByText('1–250 of 300')).toBeVisible();

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search variants by SKU' }),
      'APR-LIN-L-P2',
    );
    await waitFor(() =>
      expect(canvas.queryByRole('rowheader', { name: 'Beige Small' })).toBeNull(),
    );
    await expect(canvas.getByRole('gridcell', { name: 'APR-LIN-L-P2' })).toBeVisible();
    await expect(canvas.getByText('1–1 of 1')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search variants by SKU' }));
    // Without the search the whole list is back, from page 1.
    await expect(await canvas.findByText('1–250 of 300')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('gridcell', { name: 'APR-LIN-S-P2' })).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();

    const row = canvas.getByRole('gridcell', { name: 'APR-LIN-S-P2' }).closest('[role="row"]');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Edit' }));
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron — Small' })).toBeVisible();
    const back = within(canvas.getByRole('main')).getByRole('link', { name: 'Variants' });
    await expect(back).toHaveAttribute('href', '/stores/demo/products/7/metafields?tab=variants');
    await userEvent.click(back);
    // Coming back restores the page the list was on.
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible();
  },
};

/** The spec's `/products/{product_id}/variants` is the product's page with this tab open. */
export const VariantsRoute: Story = {
  parameters: { path: '/stores/demo/products/7/variants' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Variants' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Beige Small' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...product, variants([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No variants found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...product, variantsNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Variants' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: /Beige/ })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...product, variantsFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load',
    );
  },
};

/** Other records have no Variants tab. */
export const NotForOtherRecords: Story = {
  parameters: {
    path: '/stores/demo/brands/7/metafields',
    msw: {
      handlers: [
        signedIn,
        stores,
        store(),
        http.get('/bc-api/stores/demo/v3/catalog/brands/7', () =>
          HttpResponse.json({ data: { name: 'Common Thread' } }),
        ),
        http.get('/bc-api/stores/demo/v3/catalog/brands/7/metafields', () =>
          HttpResponse.json({
            data: [],
            meta: {
              pagination: { total: 0, count: 0, per_page: 250, current_page: 1, total_pages: 0 },
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Common Thread' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Custom metafields' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Variants' })).toBeNull();
  },
};
