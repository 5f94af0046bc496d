import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { AppProviders } from '../../AppProviders.js';
import { MainRegion } from '../../layout/MainRegion.js';
import { StoryDesignSystem, withApp } from '../../testing/AppStory.js';
import {
  acmeDetails,
  billingPlansFail,
  billingServer,
  firstInvoice,
  lowerPlanStore,
  premiumSubscription,
  subscribedStore,
} from '../../testing/billingHandlers.js';
import SignUpPage from './SignUpPage.js';

const meta = {
  title: 'Pages/Billing/Sign up',
  component: SignUpPage,
  // Each story says where it renders: in the app, or outside any store (NoStore).
  parameters: {
    path: '/stores/demo/company-details/price_premium_monthly',
    msw: { handlers: billingServer({ store: lowerPlanStore }) },
  },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The company details, refused by the server for its country code (shown by the field), fixed
 * and sent again: the store is subscribed and billing shows the new plan.
 */
export const SignUpWithServerFieldErrors: Story = {
  decorators: [withApp],
  // Each story that writes has its own server, so that what it saved stays its own.
  parameters: { msw: { handlers: billingServer({ store: lowerPlanStore }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    await expect(
      await canvas.findByText(
        'Your company details, for the invoices of the Premium plan at $29.00 per month.',
      ),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Company name/ }), 'Acme Trading');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Billing email/ }), 'a@acme.example');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Street address/ }), '1 High Street');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'London');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Postcode/ }), 'SW1A 1AA');
    const country = canvas.getByRole('textbox', { name: /^Country code/ });
    await userEvent.type(country, 'XX');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    await expect(
      await canvas.findByText('Enter a two-letter country code (ISO 3166-1), such as GB or US.'),
    ).toBeVisible();
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveFocus();

    await userEvent.clear(country);
    await userEvent.type(country, 'gb');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Premium plan, $29.00 per month')).toBeVisible();
  },
};

/** Core's schema answers first: required fields and the email's shape, by their fields. */
export const ClientValidation: Story = {
  decorators: [withApp],
  parameters: { msw: { handlers: billingServer({ store: lowerPlanStore }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Billing email/ }),
      'not-an-email',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('Enter an email address such as name@example.com.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /^Company name/ })).toHaveFocus();
  },
};

/** Saved details fill the form again; a subscribed store sees its invoices. */
export const Subscribed: Story = {
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/company-details/price_enterprise_monthly',
    msw: {
      handlers: billingServer({
        store: subscribedStore,
        subscription: premiumSubscription,
        invoices: [firstInvoice],
        details: acmeDetails,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Acme Trading Ltd')).toBeVisible();
    const invoices = await canvas.findByRole('grid', { name: 'Invoices' });
    await expect(await within(invoices).findByText('LOCAL-000001')).toBeVisible();
  },
};

export const UnknownPlan: Story = {
  decorators: [withApp],
  parameters: { path: '/stores/demo/company-details/price_gold' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This plan cannot be found. Choose one from the billing page.',
      ),
    ).toBeVisible();
  },
};

export const PlansLoadFailed: Story = {
  decorators: [withApp],
  parameters: {
    msw: { handlers: [billingPlansFail, ...billingServer({ store: lowerPlanStore })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load the plans.')).toBeVisible();
  },
};

/** The page outside any store, as no route of the app shows it: the store's hash is unknown. */
const withoutStore: Decorator = (Story) => (
  <AppProviders retry={0}>
    <MemoryRouter initialEntries={['/company-details/price_premium_monthly']}>
      <StoryDesignSystem theme="light" locale="en-US">
        <Routes>
          <Route
            path="/company-details/:priceId"
            element={
              <MainRegion>
                <Story />
              </MainRegion>
            }
          />
        </Routes>
      </StoryDesignSystem>
    </MemoryRouter>
  </AppProviders>
);

export const NoStore: Story = {
  decorators: [withoutStore],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to identify store')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};
