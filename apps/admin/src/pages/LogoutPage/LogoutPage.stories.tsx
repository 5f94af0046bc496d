import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import LogoutPage from './LogoutPage.js';

const meta = {
  title: 'Pages/Logout',
  component: LogoutPage,
  decorators: [withApp],
  parameters: {
    path: '/account/logout',
    msw: {
      handlers: [
        signedIn,
        http.delete('/api/users/sessions', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logging out, then the confirmation, then the login page. */
export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Logging out...' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: "You're now logged out" }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Log in' })).toBeVisible();
  },
};
