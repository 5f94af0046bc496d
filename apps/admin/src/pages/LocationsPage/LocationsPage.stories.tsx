import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { failing, locations, neverAnswering } from '../../testing/listHandlers.js';
import { withApp } from '../../testing/AppStory.js';
import LocationsPage from './LocationsPage.js';

const meta = {
  title: 'Pages/Locations',
  component: LocationsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/locations',
    msw: { handlers: [signedIn, stores, store(), locations()] },
  },
} satisfies Meta<typeof LocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// A search waits 300 ms for typing to pause, then loads: more than the default 1 s on a busy machine.
const slow = { timeout: 5000 };

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A location's label is its name.
    await expect(await canvas.findByRole('rowheader', { name: 'Main warehouse' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Shop 30' })).toBeVisible();

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search locations by name' }),
      'ware',
    );
    const grid = canvas.getByRole('grid', { name: 'Locations' });
    await waitFor(
      () =>
        expect(
          within(grid)
            .getAllByRole('rowheader')
            .map((cell) => cell.textContent),
        ).toEqual(['Main warehouse']),
      slow,
    );
    await expect(canvas.getByText('1–1 of 1')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Edit Main warehouse' })).toHaveAttribute(
      'href',
      '/stores/demo/locations/1/metafields',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [signedIn, stores, store(), locations([])] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No Location records found' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [signedIn, stores, store(), failing('v3/inventory/locations')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [signedIn, stores, store(), neverAnswering('v3/inventory/locations')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Locations' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Main warehouse' })).toBeNull();
  },
};
