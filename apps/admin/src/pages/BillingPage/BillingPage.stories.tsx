import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  billingFails,
  billingLoading,
  billingServer,
  firstInvoice,
  freeAccessStore,
  lowerPlanStore,
  premiumSubscription,
  subscribedStore,
  trialStore,
} from '../../testing/billingHandlers.js';
import BillingPage from './BillingPage.js';

const meta = {
  title: 'Pages/Billing',
  component: BillingPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/billing', msw: { handlers: billingServer() } },
} satisfies Meta<typeof BillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On trial, no payment customer: the trial message with its date, then the plans to choose. */
export const Trial: Story = {
  parameters: { msw: { handlers: billingServer({ store: trialStore }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
    await expect(
      await canvas.findByText(
        'Your trial gives you free access to the Enterprise plan until January 15, 2030.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Choosing a plan asks for your company details first: they are needed to bill you.',
      ),
    ).toBeVisible();
    // Told to create the payment customer: a plan leads to the sign-up form for its price.
    await expect(await canvas.findByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/stores/demo/company-details/price_premium_monthly',
    );
    await expect(canvas.queryByRole('grid', { name: 'Invoices' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  },
};

/** The lower plan, no payment customer: the store's plan marked, the paid ones to choose. */
export const NoCustomer: Story = {
  parameters: { msw: { handlers: billingServer({ store: lowerPlanStore }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = await canvas.findByRole('list', { name: 'Plans' });
    const standard = within(plans).getByRole('article', { name: 'Standard' });
    await expect(within(standard).getByText('Current plan')).toBeVisible();
    await expect(within(standard).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(plans).getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/stores/demo/company-details/price_enterprise_monthly',
    );
    await expect(canvas.queryByText(/Your trial/)).not.toBeInTheDocument();
  },
};

/** A payment customer without a subscription subscribes at once; the billing manager follows. */
export const SubscribeWithCustomer: Story = {
  parameters: {
    msw: { handlers: billingServer({ store: { ...lowerPlanStore, stripe_id: 'cus_local_1' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Premium' }));
    await expect(await canvas.findByText('Premium plan, $29.00 per month')).toBeVisible();
    const invoices = await canvas.findByRole('grid', { name: 'Invoices' });
    await expect(await within(invoices).findByText('LOCAL-000001')).toBeVisible();
    // The toast region loads with its first toast.
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alert'),
    ).toHaveTextContent('Your store is now on the Premium plan.');
  },
};

/** Subscribed: the plan, its period, change and cancel, and the invoices. */
export const Subscribed: Story = {
  parameters: {
    msw: {
      handlers: billingServer({
        store: subscribedStore,
        subscription: premiumSubscription,
        invoices: [firstInvoice],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Premium plan, $29.00 per month')).toBeVisible();
    await expect(canvas.getByText('Current period: Mar 1, 2030 to Mar 31, 2030')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/stores/demo/subscription',
    );
    const invoices = await canvas.findByRole('grid', { name: 'Invoices' });
    const row = await within(invoices).findByRole('row', { name: /LOCAL-000001/ });
    await expect(row).toHaveTextContent('$29.00');
    await expect(row).toHaveTextContent('Paid');
  },
};

/** Cancelling asks first; then the store is back on the plans to choose. */
export const Cancel: Story = {
  // Its own server: the cancellation stays this story's.
  parameters: {
    msw: {
      handlers: billingServer({
        store: subscribedStore,
        subscription: premiumSubscription,
        invoices: [firstInvoice],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    // The plans' names may arrive after the subscription.
    await waitFor(() =>
      expect(dialog).toHaveTextContent('Your store goes back to the Standard plan at once.'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('button', { name: 'Choose Premium' })).toBeVisible();
    await expect(canvas.queryByText('Premium plan, $29.00 per month')).not.toBeInTheDocument();
  },
};

/** Free access: the billing manager says the store is never billed; no plans, no trial. */
export const FreeAccess: Story = {
  parameters: {
    msw: { handlers: billingServer({ store: { ...freeAccessStore, on_trial: true } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your store has free access to the app and is never billed.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Your trial/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
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
    await expect(await canvas.findByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Plans' })).not.toBeInTheDocument();
  },
};
