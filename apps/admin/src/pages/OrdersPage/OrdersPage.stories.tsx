import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inDemoStore, signedIn, storeWithoutMultistore, stores } from '../../testing/handlers.js';
import {
  channels,
  demoOrders,
  failingOnce,
  neverAnswering,
  orderCount,
  orderStatuses,
  orders,
} from '../../testing/listHandlers.js';
import { expectListLoadFailed, expectListLoading } from '../../testing/listStateStories.js';
import { addCondition, removeAllFilters } from '../../testing/listFilterSteps.js';
import { withApp } from '../../testing/AppStory.js';
import OrdersPage from './OrdersPage.js';

const meta = {
  title: 'Pages/Orders',
  component: OrdersPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/orders',
    msw: {
      handlers: inDemoStore(orders(), orderCount(), orderStatuses, channels()),
    },
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
    // The pages are counted from GET /v2/orders/count: 60 orders are 3 pages of 25.
    await expect(await canvas.findByText('1–25 of 60')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(
      within(canvas.getByRole('combobox', { name: 'Items per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100']);
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
    await expect(await canvas.findByText('1–20 of 20')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
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

/**
 * Without multistore the channel filter offers the other channels locked: disabled, with
 * 'Available on enterprise plan' in their text, so no choice ends in the server's refusal.
 */
export const ChannelsLocked: Story = {
  parameters: {
    msw: {
      handlers: [
        signedIn,
        stores,
        storeWithoutMultistore(),
        orders(),
        orderCount(),
        orderStatuses,
        channels(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('rowheader', { name: 'Buyer60 Jones' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Filter by Channel/ }));
    const amazon = await body.findByRole('option', { name: /^Amazon/ });
    await expect(amazon).toHaveAttribute('aria-disabled', 'true');
    await expect(amazon).toHaveTextContent('Available on enterprise plan');
    const storefront = body.getByRole('option', { name: 'Storefront' });
    await expect(storefront).not.toHaveAttribute('aria-disabled');
    // A press on the locked channel changes nothing; the default channel can be chosen.
    await userEvent.click(amazon);
    await expect(amazon).toBeVisible();
    await userEvent.click(storefront);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Filter by Channel/ })).toHaveTextContent(
        'Storefront',
      ),
    );
  },
};

/** Issue 20: 51 orders on pages of 25 are 3 pages, not 'Page 1 of 2'; each status a badge. */
export const FiftyOneOrders: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        orders(demoOrders.slice(0, 51)),
        orderCount(demoOrders.slice(0, 51)),
        orderStatuses,
        channels(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–25 of 51')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    const badge = (await within(grid).findAllByText('To ship'))[0]!;
    await expect(badge.closest('[data-variant]')).toHaveAttribute('data-variant', 'info');
    await expect(
      within(grid).getAllByText('Completed')[0]!.closest('[data-variant]'),
    ).toHaveAttribute('data-variant', 'success');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByText('51–51 of 51')).toBeVisible();
    await waitFor(() => expect(rowNames(grid)).toEqual(['Buyer1 Jones']));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(orders([]), orderCount([]), orderStatuses, channels()),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No Order records found' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** A failed read says so in place of the table, and 'Try again' reads again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        failingOnce('v2/orders'),
        orders(),
        orderCount(),
        orderStatuses,
        channels(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expectListLoadFailed(within(canvasElement), {
      errorText: 'Unable to fetch matching orders',
      emptyText: 'No Order records found',
      rowName: /Buyer/,
    });
  },
};

/**
 * The list fails while its count is still on its way: 'Try again' takes the press at once (the
 * count loading is not a retry under way) and the rows come.
 */
export const LoadFailedWhileCounting: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(
        failingOnce('v2/orders'),
        orders(),
        neverAnswering('v2/orders/count'),
        orderStatuses,
        channels(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to fetch matching orders');
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect((await canvas.findAllByRole('rowheader', { name: /Buyer/ }))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: inDemoStore(neverAnswering('v2/orders'), orderCount(), orderStatuses, channels()),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Orders' })).toBeVisible();
    await expectListLoading(canvas, 'Orders', ['ID', 'Date', 'Name', 'Status', 'Total', 'Actions']);
    await expect(canvas.queryByRole('rowheader', { name: /Buyer/ })).toBeNull();
  },
};

/**
 * The rule builder on the list: an ID condition narrows the rows through v2's min_id/max_id,
 * the rule stands above the table in words, and 'Remove all filters' brings every row back.
 */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Buyer60 Jones' }),
    ).toBeVisible();
    const canvas = within(within(canvasElement).getByRole('main'));
    const condition = await addCondition(canvas, 'Filter orders', 'ID');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), '103');
    await userEvent.tab();

    const grid = canvas.getByRole('grid', { name: 'Orders' });
    // More than 103 (the number's first operator): orders 104 to 159.
    await expect(await canvas.findByText('1–25 of 56')).toBeVisible();
    await expect(within(grid).queryByRole('rowheader', { name: 'Buyer4 Jones' })).toBeNull();
    await expect(await canvas.findByText(/^ID .*103$/)).toBeVisible();

    await removeAllFilters(canvas, 'Filter orders');
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(1));
  },
};
