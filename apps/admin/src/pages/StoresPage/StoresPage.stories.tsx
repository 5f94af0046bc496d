import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { customResources } from '../../testing/customResourceHandlers.js';
import { products, signedIn, store, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import StoresPage from './StoresPage.js';

const meta = {
  title: 'Pages/Stores',
  component: StoresPage,
  decorators: [withApp],
  parameters: {
    path: '/stores',
    // The store's resources list reads the store and its custom resources (none here).
    msw: { handlers: [signedIn, stores, store(), ...customResources([]), products([])] },
  },
} satisfies Meta<typeof StoresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening a store shows its resources; a resource opens its list. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'Metafield Studio Demo' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Brands' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Products' }));
    await expect(await canvas.findByRole('heading', { name: 'Products' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [signedIn, http.get('/api/stores', () => HttpResponse.json({ data: [] }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No stores are linked to your account yet/),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [signedIn, http.get('/api/stores', () => new HttpResponse(null, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load stores',
    );
  },
};
