import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Banner } from './Banner.js';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    title: 'Available on premium plans and above',
    children: 'Upgrade to Premium to unlock import.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveTextContent('Available on premium plans and above');
    await expect(banner).toHaveTextContent('Upgrade to Premium to unlock import.');
  },
};

/** A critical banner is an alert, so a screen reader reads it out at once. */
export const Critical: Story = {
  args: { variant: 'critical', title: undefined, children: 'Unable to fetch matching orders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to fetch matching orders',
    );
  },
};
