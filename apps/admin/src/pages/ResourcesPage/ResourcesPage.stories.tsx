import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { products, signedIn, store, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import ResourcesPage from './ResourcesPage.js';

const meta = {
  title: 'Pages/Resources',
  component: ResourcesPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo',
    msw: { handlers: [signedIn, stores, store(), products([])] },
  },
} satisfies Meta<typeof ResourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight resource types in alphabetical order; a row opens its list. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Resources' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names).toEqual([
      'Brands',
      'Categories',
      'Channels',
      'Customers',
      'Locations',
      'Orders',
      'Products',
      'Variants',
    ]);
    await userEvent.click(within(table).getByRole('rowheader', { name: 'Products' }));
    await expect(await canvas.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  },
};
