import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import HelpPage from './HelpPage.js';

const meta = {
  title: 'Pages/Help',
  component: HelpPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/help', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help panel's ways in, the legal footer, and the way back to the store. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(
      main.getByText('Find our support documentation and ways of getting in touch.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read the documentation' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Email support@/ })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
  },
};
