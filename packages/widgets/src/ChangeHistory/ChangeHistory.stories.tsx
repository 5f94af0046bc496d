import type { ChangeEntry, ChangeHistoryPage } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangeHistory } from './ChangeHistory.js';
import partnerExample from '../../examples/ChangeHistory.tsx?raw';

const entry = (id: number, change: Partial<ChangeEntry>): ChangeEntry => ({
  id,
  at: '2026-11-28T15:04:00.000Z',
  actor: { kind: 'user', id: 3, name: 'Ada Merchant' },
  job_id: null,
  request_id: 'req-7f3a',
  subject: 'metafield',
  record_type: 'product',
  record_id: 112,
  namespace: 'specs',
  key: 'colour',
  action: 'update',
  old_value: 'red',
  new_value: 'blue',
  ...change,
});

/** A product's changes, newest first: a person's edit, a token's, an import's, a removal. */
const changes: ChangeEntry[] = [
  entry(40, {}),
  entry(39, {
    actor: { kind: 'token', id: 5, name: null },
    request_id: 'req-77b0',
    key: 'size',
    old_value: null,
    new_value: 'XL',
    action: 'create',
  }),
  entry(38, {
    at: '2026-11-27T09:00:00.000Z',
    actor: { kind: 'job', id: 12, name: null },
    job_id: 12,
    request_id: null,
    old_value: 'green',
    new_value: 'red',
  }),
  ...Array.from({ length: 27 }, (_, index) =>
    entry(37 - index, {
      at: '2026-11-20T09:00:00.000Z',
      key: `old_${index}`,
      action: 'delete',
      old_value: 'gone',
      new_value: null,
    }),
  ),
];

function pagesOf(all: readonly ChangeEntry[]) {
  return async ({ page, limit }: { page: number; limit: number }): Promise<ChangeHistoryPage> => ({
    data: all.slice((page - 1) * limit, page * limit),
    meta: { total: all.length },
  });
}

const meta = {
  title: 'Widgets/ChangeHistory',
  component: ChangeHistory,
  tags: ['autodocs'],
  args: {
    loadPage: fn(pagesOf(changes)),
    timeZone: 'America/New_York',
    csvHref: '/api/stores/demo/history.csv?record_type=product&record_id=112',
  },
  parameters: {
    usage: {
      notes: [
        "A record's change history: every change the app made to its metafields, newest first, with who made it (a person, an API token or a job), when (in the store's time zone), the old and new value, and the job or request it came from.",
        '`loadPage` reads a page from your backend; `csvHref` offers the same changes as a CSV file.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ChangeHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, what, the old and new value and the source of each change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const [, person, token, job] = within(table).getAllByRole('row');
    await expect(person).toHaveTextContent('Ada Merchant');
    await expect(person).toHaveTextContent('Nov 28, 2026, 10:04 AM EST');
    await expect(person).toHaveTextContent('specs.colour');
    await expect(person).toHaveTextContent('Request req-7f3a');
    await expect(token).toHaveTextContent('API token 5');
    await expect(token).toHaveTextContent('CreatedNoneXL');
    await expect(job).toHaveTextContent('Job 12');
    await expect(canvas.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/stores/demo/history.csv?record_type=product&record_id=112',
    );
  },
};

/** The next page reads the older changes. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(args.loadPage).toHaveBeenLastCalledWith({ page: 2, limit: 25 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  },
};

/** A record nothing has changed yet. */
export const Empty: Story = {
  args: { loadPage: fn(pagesOf([])), csvHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No changes recorded.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Export as CSV' })).not.toBeInTheDocument();
  },
};

const failingOnce = fn(async (request: { page: number; limit: number }) => {
  if (failingOnce.mock.calls.length === 1) throw new Error('503');
  return pagesOf(changes)(request);
});

/** A failed read offers 'Try again'. */
export const LoadFailed: Story = {
  args: { loadPage: failingOnce },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await canvas.findByRole('grid', { name: 'Changes' });
    await expect(args.loadPage).toHaveBeenCalledTimes(2);
  },
};
