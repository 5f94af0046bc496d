import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import WelcomePage from './WelcomePage.js';

const meta = {
  title: 'Pages/Welcome',
  component: WelcomePage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/welcome', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof WelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(
      await main.findByRole('heading', { level: 1, name: 'Welcome to Metafield Studio' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
  },
};
