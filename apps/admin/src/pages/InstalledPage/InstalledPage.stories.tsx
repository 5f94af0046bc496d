import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import InstalledPage from './InstalledPage.js';

const meta = {
  title: 'Pages/Installed',
  component: InstalledPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/installed', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof InstalledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a fresh install lands: the app's name and logo, and the way to get started. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Metafield Studio is installed' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
  },
};
