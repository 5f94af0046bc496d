import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import WhatsNewPage from './WhatsNewPage.js';

const meta = {
  title: "Pages/What's new",
  component: WhatsNewPage,
  decorators: [withApp],
  parameters: { path: '/stores/demo/whats-new', msw: { handlers: inDemoStore() } },
} satisfies Meta<typeof WhatsNewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The updates with their dates in the UI's locale, and the provider's other apps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
    await expect(
      main.getByText('Get the latest news on new features, fixes, and other apps that we offer.'),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: 'Custom resources' })).toBeVisible();
    await expect(main.getByText('November 20, 2026')).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our other apps' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
  },
};

/** Dates follow the UI's locale. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement);
    await expect(await main.findByText('20. November 2026')).toBeVisible();
  },
};
