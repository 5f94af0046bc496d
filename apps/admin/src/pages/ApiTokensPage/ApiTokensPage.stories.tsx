import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { inDemoStore, signedIn, store, stores } from '../../testing/handlers.js';
import {
  settingsFailures,
  settingsHandlers,
  settingsPending,
  settingsState,
  tokenCreateRefused,
} from '../../testing/settingsHandlers.js';
import ApiTokensPage from './ApiTokensPage.js';

const toastSays = async (text: string) => {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
};

const meta = {
  title: 'Pages/Settings/API tokens',
  component: ApiTokensPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/settings/api-tokens',
    msw: { handlers: inDemoStore(...settingsHandlers) },
  },
  beforeEach: () => {
    settingsState.reset();
  },
} satisfies Meta<typeof ApiTokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens with when each was made, in the store's zone (America/Chicago). */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'API tokens' });
    await expect(await within(table).findByRole('rowheader', { name: 'ERP sync' })).toBeVisible();
    await expect(within(table).getByText('Tue, Mar 4, 3:15 AM')).toBeVisible();
    await expect(within(table).getByText('Fri, Jun 20, 5:40 PM')).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('href', '/stores/demo/settings');
  },
};

/** A name is required; once made, the plain token shows once and only Close remains. */
export const CreateToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await userEvent.type(within(dialog).getByLabelText(/Token name/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Token name is required')).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText(/Token name/), 'Nightly export');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await within(dialog).findByText('You can only see this key once. Store it safely.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('mst_Story0nlyTok3n')).toBeVisible();
    await toastSays('API token "Nightly export" created successfully');
    await expect(within(dialog).queryByRole('button', { name: 'Create' })).toBeNull();
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(close[close.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('rowheader', { name: 'Nightly export' })).toBeVisible();
    await expect(canvas.queryByText('mst_Story0nlyTok3n')).toBeNull();
  },
};

/** The server refuses with its own message. */
export const CreateRefused: Story = {
  parameters: { msw: { handlers: inDemoStore(tokenCreateRefused, ...settingsHandlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create API token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await userEvent.type(within(dialog).getByLabelText(/Token name/), 'ERP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await toastSays('API tokens need the enterprise plan.');
  },
};

/** Delete warns that it cannot be undone, then the token is gone. */
export const DeleteToken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete ERP sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete API token' });
    await expect(dialog).toHaveTextContent(
      'This cannot be undone. Anything using this token loses access immediately.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastSays('API token deleted successfully');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'ERP sync' })).toBeNull());
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        http.get('/api/stores/demo/api-tokens', () => HttpResponse.json({ data: [] })),
        ...settingsHandlers,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API tokens found.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsFailures) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Try again/ }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: inDemoStore(...settingsPending) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('grid', { name: 'API tokens' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A plan without 'api-access': the tokens page says how to unlock it. */
export const PlanGated: Story = {
  parameters: {
    msw: {
      handlers: [
        signedIn,
        stores,
        store({ plan: 'premium', plan_features: ['import-export'] }),
        ...settingsHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available on enterprise plan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    await expect(canvas.queryByRole('button', { name: 'Create API token' })).toBeNull();
  },
};
