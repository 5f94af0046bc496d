import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore, signedOut } from '../../testing/handlers.js';
import LoggedOutPage from './LoggedOutPage.js';

const meta = {
  title: 'Pages/LoggedOut',
  component: LoggedOutPage,
  decorators: [withApp],
  parameters: { path: '/account/loggedout?store_hash=demo', msw: { handlers: [signedOut] } },
} satisfies Meta<typeof LoggedOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: the app's name and description, and the way to log in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Metafield Studio' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Edit the metafields of your products/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

const storeLocation = fn();

/** Signed in, and the store of store_hash answers: straight to that store. */
export const RedirectsToStore: Story = {
  parameters: { msw: { handlers: inDemoStore() }, onLocationChange: storeLocation },
  beforeEach: () => storeLocation.mockClear(),
  play: async () => {
    await waitFor(() => expect(storeLocation).toHaveBeenLastCalledWith('/stores/demo'));
  },
};
