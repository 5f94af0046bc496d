import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addCondition, removeAllFilters } from '../../testing/listFilterSteps.js';
import { customers } from '../../testing/listHandlers.js';
import { listStateStories, onDemoStore } from '../../testing/listStateStories.js';
import { withApp } from '../../testing/AppStory.js';
import CustomersPage from './CustomersPage.js';

const meta = {
  title: 'Pages/Customers',
  component: CustomersPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/customers',
    msw: { handlers: onDemoStore(customers()) },
  },
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'Grace2 Hopper' })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    await expect(
      within(grid).getByRole('gridcell', { name: 'customer1@example.com' }),
    ).toBeVisible();
    await expect(within(grid).getAllByRole('gridcell', { name: 'Navy' }).length).toBeGreaterThan(0);
    await expect(canvas.getByText('1–25 of 40')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    // The sizes of the resource lists the spec names none for: those of locations.
    await expect(
      within(canvas.getByRole('combobox', { name: 'Items per page' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '250']);

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('26–40 of 40')).toBeVisible();

    // Searching by name asks the platform (name:like) and goes back to page 1.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search customers by name' }),
      'ada',
    );
    await expect(await canvas.findByText('1–8 of 8')).toBeVisible();
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(Array(8).fill('Ada Hopper')),
    );
    await expect(within(grid).getAllByRole('link', { name: 'Edit Ada Hopper' })[0]).toHaveAttribute(
      'href',
      '/stores/demo/customers/1/metafields',
    );
  },
};

/**
 * The rule builder on the list: a name condition narrows the rows through the platform's query,
 * the rule stands above the table in words, and 'Remove all filters' brings every row back.
 */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    // The page replaces its loading state first: scope to the main that shows the list.
    await expect(await within(canvasElement).findByText('1–25 of 40')).toBeVisible();
    const canvas = within(within(canvasElement).getByRole('main'));
    const condition = await addCondition(canvas, 'Filter customers', 'Name');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), 'ada');
    await userEvent.tab();

    await expect(await canvas.findByText('1–8 of 8')).toBeVisible();
    await expect(await canvas.findByText('Name contains “ada”')).toBeVisible();

    await removeAllFilters(canvas, 'Filter customers');
    await expect(await canvas.findByText('1–25 of 40')).toBeVisible();
    await expect(canvas.queryByText(/Name contains/)).not.toBeInTheDocument();
  },
};

const states = listStateStories({
  path: 'v3/customers',
  full: customers(),
  empty: customers([]),
  heading: 'Customers',
  columns: ['Name', 'Email', 'Company', 'Created', 'Actions'],
  itemName: 'Customer',
  rowName: /Hopper/,
});

export const Empty: Story = states.Empty;
export const LoadFailed: Story = states.LoadFailed;
export const Loading: Story = states.Loading;
