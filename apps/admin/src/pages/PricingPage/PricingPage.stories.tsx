import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { billingPlans, billingPlansFail } from '../../testing/billingHandlers.js';
import { signedOut } from '../../testing/handlers.js';
import PricingPage from './PricingPage.js';

const meta = {
  title: 'Pages/Pricing (public)',
  component: PricingPage,
  decorators: [withApp],
  // Nobody signed in: the page needs no session.
  parameters: { path: '/pricing', msw: { handlers: [signedOut, billingPlans] } },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    const plans = await canvas.findByRole('list', { name: 'Plans' });
    await expect(within(plans).getAllByRole('article')).toHaveLength(3);
    await expect(within(plans).queryByText('Current plan')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Install Metafield Studio from the app marketplace' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [signedOut, billingPlansFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to load the plans.')).toBeVisible();
  },
};
