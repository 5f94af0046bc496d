import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  billingPlansFail,
  billingPlansNeverAnswer,
  billingServer,
  subscribedStore,
} from '../../testing/billingHandlers.js';
import StorePricingPage from './StorePricingPage.js';

const meta = {
  title: 'Pages/Billing/Store pricing',
  component: StorePricingPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/billing/pricing',
    msw: { handlers: billingServer({ store: subscribedStore }) },
  },
} satisfies Meta<typeof StorePricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan with its price and features, the store's own marked; back to billing. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    const plans = await canvas.findByRole('list', { name: 'Plans' });
    const premium = within(plans).getByRole('article', { name: 'Premium' });
    await expect(within(premium).getByText('$29.00 per month')).toBeVisible();
    await expect(within(premium).getByText('Import and export')).toBeVisible();
    await expect(await within(premium).findByText('Current plan')).toBeVisible();
  },
};

/** /stores/{hash}/pricing is the same page. */
export const StorePath: Story = {
  parameters: { path: '/stores/demo/pricing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Plans' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [billingPlansFail, ...billingServer()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load the plans.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [billingPlansNeverAnswer, ...billingServer()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pricing' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
  },
};
