import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  channels,
  failing,
  neverAnswering,
  orderStatuses,
  orders,
} from '../../testing/listHandlers.js';
import { withApp } from '../../testing/AppStory.js';
import OrdersPage from './OrdersPage.js';

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/orders',
    msw: { handlers: [signedIn, stores, store(), orders(), orderStatuses, channels()] },
  },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Newest first: the 60th order leads; a full page of 25 means there may be a next one.
    await expect(await canvas.findByRole('rowheader', { name: 'Buyer60 Jones' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(26);
    // Status names and the store's currency come in their own reads, maybe after the orders.
    await expect(
      (await within(grid).findAllByRole('gridcell', { name: 'To ship' })).length,
    ).toBeGreaterThan(0);
    await expect(await within(grid).findByRole('gridcell', { name: '$79.00' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

    // Sorting by ID: the oldest id first.
    await userEvent.click(within(grid).getByRole('columnheader', { name: 'ID' }));
    await waitFor(() => expect(rowNames(grid)[0]).toBe('Buyer1 Jones'));

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames(grid)[0]).toBe('Buyer26 Jones'));

    // A status pill and a channel narrow the rows (every 3rd order is 'To ship', every 4th on
    // Amazon) and go back to page 1.
    await userEvent.click(canvas.getByRole('radio', { name: 'To ship' }));
    await waitFor(() => expect(rowNames(grid)).toHaveLength(20));
    await expect(rowNames(grid)[0]).toBe('Buyer1 Jones');
    await userEvent.click(canvas.getByRole('button', { name: /Filter by Channel/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Amazon' }));
    await waitFor(() =>
      expect(rowNames(grid)).toEqual([
        'Buyer1 Jones',
        'Buyer13 Jones',
        'Buyer25 Jones',
        'Buyer37 Jones',
        'Buyer49 Jones',
      ]),
    );

    // Searching by order id; then 'All' statuses keeps the one match.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders by ID' }), '112');
    await waitFor(() => expect(rowNames(grid)).toEqual(['Buyer13 Jones']));
    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rowNames(grid)).toEqual(['Buyer13 Jones']));
    await expect(within(grid).getByRole('link', { name: 'Edit Buyer13 Jones' })).toHaveAttribute(
      'href',
      '/stores/demo/orders/112/metafields',
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [signedIn, stores, store(), orders([]), orderStatuses, channels()] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No Order records found' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [signedIn, stores, store(), failing('v2/orders'), orderStatuses, channels()],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to fetch matching orders',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [signedIn, stores, store(), neverAnswering('v2/orders'), orderStatuses, channels()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(await canvas.findByRole('progressbar')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: /Buyer/ })).toBeNull();
  },
};
