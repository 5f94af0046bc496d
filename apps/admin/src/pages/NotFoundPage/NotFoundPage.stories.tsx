import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import { NotFoundPage } from './NotFoundPage.js';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  decorators: [withApp],
  parameters: { msw: { handlers: [signedIn, stores] } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownRoute: Story = {
  parameters: { path: '/no/such/page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'O oh, page not found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sorry about that.')).toBeVisible();
  },
};

/** Under a store too, an unknown path is not found. */
export const UnknownStoreRoute: Story = {
  parameters: { path: '/stores/demo/no-such-thing' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'O oh, page not found' }),
    ).toBeVisible();
  },
};
