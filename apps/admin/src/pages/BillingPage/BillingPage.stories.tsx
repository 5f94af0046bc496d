import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  billingPlans,
  billingPlansFail,
  billingPlansNeverAnswer,
} from '../../testing/jobHandlers.js';
import BillingPage from './BillingPage.js';

const session = [signedIn, stores];

const meta = {
  title: 'Pages/Billing',
  component: BillingPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/billing',
    msw: { handlers: [...session, store({ plan: 'premium' }), billingPlans] },
  },
} satisfies Meta<typeof BillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every plan with its monthly price and features; the store's own plan is marked. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    const plans = await canvas.findByRole('list', { name: 'Plans' });
    const premium = within(plans).getByRole('article', { name: 'Premium' });
    await expect(within(premium).getByText('$29.00 per month')).toBeVisible();
    await expect(within(premium).getByText('Import and export')).toBeVisible();
    // The store's plan may arrive after the plans.
    await expect(await within(premium).findByText('Current plan')).toBeVisible();
    const standard = within(plans).getByRole('article', { name: 'Standard' });
    await expect(within(standard).getByText('$0.00 per month')).toBeVisible();
    await expect(within(standard).queryByText('Current plan')).not.toBeInTheDocument();
  },
};

/** A store without a plan of its own is on the lower plan. */
export const LowerPlan: Story = {
  parameters: {
    msw: { handlers: [...session, store({ plan: null, plan_features: [] }), billingPlans] },
  },
  play: async ({ canvasElement }) => {
    const plans = await within(canvasElement).findByRole('list', { name: 'Plans' });
    const standard = within(plans).getByRole('article', { name: 'Standard' });
    await expect(await within(standard).findByText('Current plan')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, store(), billingPlansFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load the plans.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...session, store(), billingPlansNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
  },
};
