import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore } from '../../testing/handlers.js';
import {
  settingsFailures,
  settingsHandlers,
  settingsPending,
  settingsState,
  webdavRefused,
  webdavSaveFails,
} from '../../testing/settingsHandlers.js';
import WebdavSettingsPage from './WebdavSettingsPage.js';

const toastSays = async (text: string) => {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
};

const meta = {
  title: 'Pages/Settings/Webdav',
  component: WebdavSettingsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/settings/webdav',
    msw: { handlers: inDemoStore(...settingsHandlers) },
  },
  beforeEach: () => {
    settingsState.reset();
  },
} satisfies Meta<typeof WebdavSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields wrong: one message names them both; fixed, the save says 'Webdav settings updated.'. */
export const SaveWithErrorsThenSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByLabelText(/Username/);
    await expect(username).toHaveValue('owner@store-demo.example');
    await expect(username).toHaveAttribute('type', 'email');
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('href', '/stores/demo/settings');
    await userEvent.clear(username);
    await userEvent.type(username, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Username: Enter an email address such as name@example.com. Password: This field is required',
    );
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(username);
    await userEvent.type(username, 'files@store-demo.example');
    await userEvent.type(canvas.getByLabelText(/Password/), 'dav-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Webdav settings updated.');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The server refuses both fields: its reasons in the one message, and its sentence as notice. */
export const ServerRefusesBoth: Story = {
  parameters: { msw: { handlers: inDemoStore(webdavRefused, ...settingsHandlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const sentence = 'Username: Already used by another store. Password: Too short.';
    await expect(await canvas.findByRole('alert')).toHaveTextContent(sentence);
    // The server's sentence is also the notice: once beside the form, once as a toast.
    await waitFor(() => expect(screen.getAllByText(sentence)).toHaveLength(2));
  },
};

/** A failure without a word from the server. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: inDemoStore(webdavSaveFails, ...settingsHandlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Password/), 'dav-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Webdav settings could not be updated.');
  },
};

/** Never set: the form starts empty. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        http.get('/api/stores/demo/webdav-settings', () =>
          HttpResponse.json({ data: { webdav_username: null, webdav_password: null } }),
        ),
        ...settingsHandlers,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/Username/)).toHaveValue('');
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsFailures) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Unable to webdav settings')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsPending) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading')).toBeInTheDocument();
  },
};
