import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, storeWithoutMultistore, stores } from '../../testing/handlers.js';
import { channels } from '../../testing/listHandlers.js';
import { listStateStories, onDemoStore } from '../../testing/listStateStories.js';
import { withApp } from '../../testing/AppStory.js';
import ChannelsPage from './ChannelsPage.js';

const meta = {
  title: 'Pages/Channels',
  component: ChannelsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/channels',
    msw: { handlers: onDemoStore(channels()) },
  },
} satisfies Meta<typeof ChannelsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Storefront' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    const names = () =>
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(names()).toEqual(['Storefront', 'Amazon', 'Wholesale store']);

    // The name filter is applied here, to the channels already fetched.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search channels by name' }),
      'STORE',
    );
    await waitFor(() => expect(names()).toEqual(['Storefront', 'Wholesale store']));
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Edit Wholesale store' })).toHaveAttribute(
      'href',
      '/stores/demo/channels/3/metafields',
    );
  },
};

/**
 * Without multistore the other channels are listed locked: disabled, no Edit, and a warning
 * button named 'Available on enterprise plan' (its tooltip). The default channel
 * still opens.
 */
export const WithoutMultistore: Story = {
  parameters: {
    msw: { handlers: [signedIn, stores, storeWithoutMultistore(), channels()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Channels' });
    const amazon = await within(grid).findByRole('row', { name: 'Amazon' });
    await waitFor(() => expect(amazon).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(amazon).queryByRole('link')).toBeNull();
    // The reason names the button (IconButton shows its name as the tooltip; the e2e journey
    // checks that tooltip in the whole app).
    await expect(
      within(amazon).getByRole('button', { name: 'Available on enterprise plan' }),
    ).toBeVisible();
    const storefront = within(grid).getByRole('row', { name: 'Storefront' });
    await expect(storefront).not.toHaveAttribute('aria-disabled');
    await expect(within(storefront).getByRole('link', { name: 'Edit Storefront' })).toHaveAttribute(
      'href',
      '/stores/demo/channels/1/metafields',
    );
  },
};

const states = listStateStories({
  path: 'v3/channels',
  full: channels(),
  empty: channels([]),
  heading: 'Channels',
  columns: ['ID', 'Name', 'Actions'],
  itemName: 'Channel',
  rowName: 'Storefront',
});

export const Empty: Story = states.Empty;
export const LoadFailed: Story = states.LoadFailed;
export const Loading: Story = states.Loading;
