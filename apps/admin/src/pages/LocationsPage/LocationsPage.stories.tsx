import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { locations } from '../../testing/listHandlers.js';
import { listStateStories, onDemoStore } from '../../testing/listStateStories.js';
import { withApp } from '../../testing/AppStory.js';
import LocationsPage from './LocationsPage.js';

const meta = {
  title: 'Pages/Locations',
  component: LocationsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/locations',
    msw: { handlers: onDemoStore(locations()) },
  },
} satisfies Meta<typeof LocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const locationReads = fn();
/** Notes each read's query, then lets `locations()` answer it. */
const noteLocationReads = http.get('/bc-api/stores/demo/v3/inventory/locations', ({ request }) => {
  locationReads(new URL(request.url).searchParams.toString());
});

/**
 * Without a search the platform pages the locations (a page of 25 asked for at a time); a search
 * by label reads them all (250 a page) and searches them here.
 */
export const Full: Story = {
  parameters: { msw: { handlers: onDemoStore(noteLocationReads, locations()) } },
  play: async ({ canvasElement }) => {
    locationReads.mockClear();
    const canvas = within(canvasElement);
    // A location's label is its name.
    await expect(await canvas.findByRole('rowheader', { name: 'Main warehouse' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    await expect(locationReads.mock.calls).toEqual([['limit=25&page=1']]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Shop 30' })).toBeVisible();
    await expect(locationReads).toHaveBeenLastCalledWith('limit=25&page=2');

    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search locations by name' }),
      'ware',
    );
    const grid = canvas.getByRole('grid', { name: 'Locations' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Main warehouse']),
    );
    await expect(canvas.getByText('1–1 of 1')).toBeVisible();
    await expect(locationReads).toHaveBeenLastCalledWith('limit=250&page=1');
    await expect(within(grid).getByRole('link', { name: 'Edit Main warehouse' })).toHaveAttribute(
      'href',
      '/stores/demo/locations/1/metafields',
    );
  },
};

const states = listStateStories({
  path: 'v3/inventory/locations',
  full: locations(),
  empty: locations([]),
  heading: 'Locations',
  columns: ['ID', 'Name', 'Actions'],
  itemName: 'Location',
  rowName: 'Main warehouse',
});

export const Empty: Story = states.Empty;
export const LoadFailed: Story = states.LoadFailed;
export const Loading: Story = states.Loading;
