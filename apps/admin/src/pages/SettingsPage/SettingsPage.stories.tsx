import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import SettingsPage from './SettingsPage.js';

const session = [signedIn, stores, store()];
const webdav = (username: string | null) =>
  http.get('/api/stores/demo/webdav-settings', () =>
    HttpResponse.json({
      data: { webdav_username: username, webdav_password: username && '••••••••' },
    }),
  );
const tokens = (count: number) =>
  http.get('/api/stores/demo/api-tokens', () =>
    HttpResponse.json({
      data: Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        name: `Token ${index + 1}`,
        scopes: ['read'],
        created_at: '2025-03-04T09:15:00Z',
      })),
    }),
  );
let failures = 0;
const webdavFailsOnce = http.get('/api/stores/demo/webdav-settings', () =>
  failures++ === 0
    ? HttpResponse.json({ error: 'server_error', message: 'Boom' }, { status: 500 })
    : HttpResponse.json({ data: { webdav_username: null, webdav_password: null } }),
);

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/settings',
    msw: { handlers: [...session, webdav('owner@store-demo.example'), tokens(2)] },
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The WebDAV login in use, and how many API tokens the store has. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dav = await canvas.findByRole('region', { name: 'Webdav' });
    await expect(
      await within(dav).findByText('Signed in as owner@store-demo.example'),
    ).toBeVisible();
    const api = canvas.getByRole('region', { name: 'API tokens' });
    await expect(await within(api).findByText('2 tokens')).toBeVisible();
  },
};

/** A store with neither. */
export const NotSetUp: Story = {
  parameters: { msw: { handlers: [...session, webdav(null), tokens(0)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Not set up: file fields cannot keep files yet.'),
    ).toBeVisible();
    await expect(await canvas.findByText('No tokens yet')).toBeVisible();
  },
};

/** A failed read says so in its card, and tries again on request. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, webdavFailsOnce, tokens(1)] } },
  play: async ({ canvasElement }) => {
    failures = 0;
    const dav = await within(canvasElement).findByRole('region', { name: 'Webdav' });
    await expect(await within(dav).findByText('Unable to load')).toBeVisible();
    await userEvent.click(within(dav).getByRole('button', { name: 'Try again' }));
    await expect(
      await within(dav).findByText('Not set up: file fields cannot keep files yet.'),
    ).toBeVisible();
    await expect(await within(canvasElement).findByText('1 token')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        http.get('/api/stores/demo/webdav-settings', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        tokens(0),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dav = await within(canvasElement).findByRole('region', { name: 'Webdav' });
    await expect(await within(dav).findByText('Loading')).toBeInTheDocument();
  },
};
