import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageSizes } from '@metafields/core';
import { ListPagination } from './ListPagination.js';
import partnerExample from '../../examples/ListPagination.tsx?raw';

const meta = {
  title: 'Widgets/ListPagination',
  component: ListPagination,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageSize: 25,
    total: 51,
    pageSizes: pageSizes.orders,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  parameters: {
    usage: {
      notes: [
        "List pagination is the paging of every list in one style: the item range with the total (“26–50 of 647”), “Page 2 of 26”, previous and next, and the list's page sizes. It is the design system's `Pagination` set up for lists whose total the platform counts.",
        "The app owns the page and the size; a new size should go back to page 1. Pass the list's page sizes from core (`pageSizes.products`…) so every list offers the same choices.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 51 orders on pages of 25: three pages, counted from the total (issue 20 read 'Page 1 of 2'). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1–25 of 51')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    const sizes = canvas.getByRole('combobox', { name: 'Items per page' });
    await expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Paging through 647 orders to the last page, then picking 100 a page. */
export const ManyItems: Story = {
  args: { total: 647 },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    const [pageSize, setPageSize] = useState(args.pageSize);
    return (
      <ListPagination
        {...args}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 1 of 26')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Items per page' }), '100');
    await expect(canvas.getByText('Page 1 of 7')).toBeVisible();
    await expect(canvas.getByText('1–100 of 647')).toBeVisible();
  },
};

/** A page past the last (the list shrank) shows as the last. */
export const PagePastTheLast: Story = {
  args: { page: 9, total: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByText('26–30 of 30')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Page 1 of 1')).toBeVisible();
  },
};
