import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  billingFails,
  billingLoading,
  billingServer,
  firstInvoice,
  lowerPlanStore,
  premiumSubscription,
  subscribedStore,
} from '../../testing/billingHandlers.js';
import ChangePlanPage from './ChangePlanPage.js';

const subscribed = () =>
  billingServer({
    store: subscribedStore,
    subscription: premiumSubscription,
    invoices: [firstInvoice],
  });

const meta = {
  title: 'Pages/Billing/Change plan',
  component: ChangePlanPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/subscription', msw: { handlers: subscribed() } },
} satisfies Meta<typeof ChangePlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Premium to Enterprise: the proration shows before confirming (the whole period is still to
 * come, so the full difference); confirming goes back to billing on the new plan.
 */
export const ChangeWithProration: Story = {
  // Its own server: the change stays this story's.
  parameters: { msw: { handlers: subscribed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Change plan', level: 1 }),
    ).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    const confirm = await canvas.findByRole('button', { name: 'Confirm change' });
    await expect(confirm).toBeDisabled();
    // The current plan is not offered.
    await expect(canvas.queryByRole('radio', { name: /^Premium/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /^Enterprise/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Changing now invoices $70.00 for the rest of this period.',
    );
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Enterprise plan, $99.00 per month')).toBeVisible();
    const invoices = await canvas.findByRole('grid', { name: 'Invoices' });
    await expect(await within(invoices).findByText('LOCAL-000002')).toBeVisible();
  },
};

/** Enterprise to Premium: the difference is kept as credit. */
export const Downgrade: Story = {
  parameters: {
    msw: {
      handlers: billingServer({
        store: { ...subscribedStore, plan: 'enterprise' },
        subscription: {
          ...premiumSubscription,
          plan: 'enterprise',
          price_id: 'price_enterprise_monthly',
          amount_cents: 9900,
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Premium/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Changing now keeps $70.00 as credit for your next invoices.',
    );
  },
};

/** No subscription yet: the plans to choose, as on the billing page. */
export const NoSubscription: Story = {
  parameters: { msw: { handlers: billingServer({ store: lowerPlanStore }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Choose Premium' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: billingFails } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Unable to load your subscription. Please try again later.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: billingLoading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Change plan' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};
