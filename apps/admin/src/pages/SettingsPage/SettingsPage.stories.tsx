import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import {
  extensionRefused,
  settingsFailures,
  settingsHandlers,
  settingsPending,
  settingsState,
} from '../../testing/settingsHandlers.js';
import SettingsPage from './SettingsPage.js';

const toastSays = async (text: string) => {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
};

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/settings',
    msw: { handlers: inDemoStore(...settingsHandlers) },
  },
  beforeEach: () => {
    settingsState.reset();
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The WebDAV login, the token count, 'Manage' to each page and the App Extension cards. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dav = await canvas.findByRole('region', { name: 'Webdav' });
    await expect(
      await within(dav).findByText('Signed in as owner@store-demo.example'),
    ).toBeVisible();
    await expect(within(dav).getByRole('link', { name: 'Manage Webdav' })).toHaveAttribute(
      'href',
      '/stores/demo/settings/webdav',
    );
    const api = canvas.getByRole('region', { name: 'API tokens' });
    await expect(await within(api).findByText('2 tokens')).toBeVisible();
    await expect(within(api).getByRole('link', { name: 'Manage API tokens' })).toHaveAttribute(
      'href',
      '/stores/demo/settings/api-tokens',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
    const products = await canvas.findByRole('region', { name: 'Metafields on products' });
    await expect(within(products).getByRole('switch')).toBeChecked();
  },
};

/** Turning a panel on: a spinner while it saves, then 'App extension updated.'. */
export const SwitchOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('region', { name: 'Metafields on orders' });
    const toggle = within(orders).getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await within(orders).findByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await toastSays('App extension updated.');
    await waitFor(() => expect(within(orders).queryByRole('progressbar')).toBeNull());
    await expect(toggle).toBeChecked();
  },
};

/** The platform refuses: its words in the notice, and the switch back where it was. */
export const SwitchRefused: Story = {
  parameters: { msw: { handlers: inDemoStore(extensionRefused, ...settingsHandlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole('region', { name: 'Metafields on products' });
    const toggle = within(products).getByRole('switch');
    await userEvent.click(toggle);
    await toastSays('The platform refused the App Extension.');
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

/** A store with neither a WebDAV login nor tokens. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        http.get('/api/stores/demo/webdav-settings', () =>
          HttpResponse.json({ data: { webdav_username: null, webdav_password: null } }),
        ),
        http.get('/api/stores/demo/api-tokens', () => HttpResponse.json({ data: [] })),
        ...settingsHandlers,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Not set up: file fields cannot keep files yet.'),
    ).toBeVisible();
    await expect(await canvas.findByText('No tokens yet')).toBeVisible();
  },
};

/** Failed reads say so in their cards, with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsFailures) } },
  play: async ({ canvasElement }) => {
    const dav = await within(canvasElement).findByRole('region', { name: 'Webdav' });
    await expect(await within(dav).findByText('Unable to load')).toBeVisible();
    await expect(within(dav).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsPending) } },
  play: async ({ canvasElement }) => {
    const dav = await within(canvasElement).findByRole('region', { name: 'Webdav' });
    await expect(await within(dav).findByText('Loading')).toBeInTheDocument();
  },
};
