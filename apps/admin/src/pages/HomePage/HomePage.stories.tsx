import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, signedOut } from '../../testing/handlers.js';
import HomePage from './HomePage.js';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  decorators: [withApp],
  parameters: { path: '/', msw: { handlers: [signedIn] } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the app introduces itself and leads on to the stores. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are signed in as demo@example.com.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Metafield Studio' })).toBeVisible();
    await expect(canvas.getByText('App ID: metafield-studio')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to your stores' })).toHaveAttribute(
      'href',
      '/stores',
    );
  },
};

/** Nobody signed in: the way on is the login. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: [signedOut] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are not signed in.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

/** While the current user loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/users/me', async () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};
