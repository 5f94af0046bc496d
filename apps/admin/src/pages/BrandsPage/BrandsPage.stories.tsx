import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { brands } from '../../testing/listHandlers.js';
import { listStateStories, onDemoStore } from '../../testing/listStateStories.js';
import { withApp } from '../../testing/AppStory.js';
import BrandsPage from './BrandsPage.js';

const meta = {
  title: 'Pages/Brands',
  component: BrandsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/brands',
    msw: { handlers: onDemoStore(brands()) },
  },
} satisfies Meta<typeof BrandsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Acme' })).toBeVisible();
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Resources' }),
    ).toHaveAttribute('href', '/stores/demo');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Brand 30' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search brands by name' }), 'acm');
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Brands' });
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Acme']),
    );
    await expect(within(grid).getByRole('link', { name: 'Edit Acme' })).toHaveAttribute(
      'href',
      '/stores/demo/brands/1/metafields',
    );
  },
};

const states = listStateStories({
  path: 'v3/catalog/brands',
  full: brands(),
  empty: brands([]),
  heading: 'Brands',
  columns: ['Name', 'Actions'],
  itemName: 'Brand',
  rowName: 'Acme',
});

export const Empty: Story = states.Empty;
export const LoadFailed: Story = states.LoadFailed;
export const Loading: Story = states.Loading;

/** A link to a page past the last (the list has shrunk) shows the last page. */
export const PagePastTheLast: Story = {
  parameters: { path: '/stores/demo/brands?page=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Brand 30' })).toBeVisible();
    await expect(canvas.getByText('26–30 of 30')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
  },
};
