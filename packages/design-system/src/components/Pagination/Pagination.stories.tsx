import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.js';
import type { PaginationProps } from './Pagination.js';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageCount: 10, onPageChange: fn(), onPageSizeChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
    pageSize: { control: { type: 'number', min: 1 } },
    totalItems: { control: { type: 'number', min: 0 } },
    showPageNumbers: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  // Keyed by the controlled values, so that editing them in Controls starts the story afresh.
  render: (args) => <StatefulPagination key={`${args.page}-${args.pageSize}`} {...args} />,
  parameters: {
    usage: {
      notes: [
        'Pagination moves through a long list or table a page at a time: previous and next buttons, the current page as “Page 2 of 10” (or, with `showPageNumbers`, a button per page with gaps when there are many), an optional item range (“26–50 of 240”) and an optional items-per-page picker.',
        'It is a navigation landmark named “Pagination”; when a screen has two lists, name each after what it pages through (“Values pages”). The page status is announced as it changes, and when the last page disables Next, focus moves to Previous rather than being lost.',
        'It is controlled: the screen owns the page and the page size, and usually returns to page 1 when the size or the filters change. `isDisabled` stops every control while a page loads.',
        'Page numbers suit lists people jump around in; “Page 2 of 10” suits lists read from the start.',
      ],
      do: [
        'Show the item range when the total is known, so people see how much there is.',
        'Keep the pagination in the same place under the list on every page.',
      ],
      dont: [
        'Page through short lists that fit on one screen.',
        'Reset to page 1 when the person only opens and closes a row.',
      ],
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

// The story owns the page and page size, as a screen's state would, and reports to the spies.
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      {...(pageSize !== undefined && { pageSize })}
      {...(args.onPageSizeChange && {
        onPageSizeChange: (size: number) => {
          args.onPageSizeChange?.(size);
          setPageSize(size);
          setPage(1);
        },
      })}
    />
  );
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 10')).toBeVisible();
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { pageSize: 25, pageSizes: [10, 25, 50, 100], totalItems: 240, showPageNumbers: true },
};

export const LastPage: Story = {
  name: 'Disabled at the ends',
  args: { page: 3, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const KeyboardToTheEnd: Story = {
  name: 'Keyboard: stepping to the last page keeps focus',
  args: { page: 1, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Previous is disabled on page 1, so the first Tab lands on Next.
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(next).toBeDisabled();
    // Next disabled itself; focus moved to Previous rather than to the page.
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const PageNumbers: Story = {
  args: { page: 5, pageCount: 12, showPageNumbers: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    // First, last, the current page with its neighbours; the gaps are not read out.
    await expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1', '4', '5', '6', '12']);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toBeVisible();
  },
};

export const PageSize: Story = {
  name: 'Page size and item range',
  args: { page: 2, pageCount: undefined, pageSize: 25, pageSizes: [10, 25, 50], totalItems: 60 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('26–50 of 60')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    const picker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(picker).toHaveValue('25');
    await expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50']);
    await userEvent.selectOptions(picker, '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(picker).toHaveValue('50');
    // The story, like a screen, goes back to page 1 with the new size.
    await expect(canvas.getByText('1–50 of 60')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
  },
};

export const PageSizeByKeyboard: Story = {
  name: 'Keyboard: pick a page size',
  args: { pageSize: 25, pageSizes: [10, 25, 50], totalItems: 60, pageCount: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker is the first stop; picking from a native select by keys is the browser's own.
    await userEvent.tab();
    const picker = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(picker).toHaveFocus();
    await userEvent.selectOptions(picker, '10');
    await expect(args.onPageSizeChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByText('1–10 of 60')).toBeVisible();
  },
};

export const NoItems: Story = {
  args: { pageCount: undefined, pageSize: 25, totalItems: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { page: 2, isDisabled: true, showPageNumbers: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { page: 2, 'aria-label': 'עימוד' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    // "Previous" sits on the right in right-to-left text, and its arrow points right.
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().left,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { page: 3, pageSize: 25, pageSizes: [10, 25, 50], totalItems: 240, showPageNumbers: true },
};
