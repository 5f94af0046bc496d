import {
  importPreviewPageOf,
  templateImportChange,
  templateImportRefusal,
  type ImportPreviewPage,
  type ImportPreviewPageRequest,
  type ImportPreviewRow,
  type Job,
} from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImportPreview } from './ImportPreview.js';
import partnerExample from '../../examples/ImportPreview.tsx?raw';

const job = (status: Job['status'], progress = 100): Job => ({
  id: 41,
  type: 'preview',
  status,
  started_at: '2026-11-28T10:00:00.000Z',
  finished_at: status === 'completed' ? '2026-11-28T10:00:04.000Z' : null,
  progress_percent: progress,
  items_processed_count: 4,
  errors: [],
  download_url: null,
});

const change = (
  row: number,
  outcome: ImportPreviewRow['outcome'],
  old: string | null,
  value: string | null,
): ImportPreviewRow => ({
  row,
  outcome,
  record_id: outcome === 'refused' ? null : 100 + row,
  namespace: outcome === 'refused' ? null : 'specs',
  key: outcome === 'refused' ? null : 'colour',
  old_value: old,
  new_value: value,
  reason:
    outcome === 'refused' ? `Row ${row}, column key: key must be at most 64 characters.` : null,
});

/** The changes of a file of 30 rows: most unchanged, one of each other outcome. */
const changes: ImportPreviewRow[] = [
  change(2, 'update', 'red', 'blue'),
  change(3, 'create', null, 'green'),
  change(4, 'delete', 'yellow', null),
  change(5, 'refused', null, null),
  ...Array.from({ length: 26 }, (_, index) => change(6 + index, 'unchanged', null, 'grey')),
];

/** Answers pages of `changes` as the server does: filtered, paged, every outcome counted. */
const pagesOf =
  (all: readonly ImportPreviewRow[]) =>
  async (request: ImportPreviewPageRequest): Promise<ImportPreviewPage> =>
    importPreviewPageOf(all, request);

const meta = {
  title: 'Widgets/ImportPreview',
  component: ImportPreview,
  tags: ['autodocs'],
  args: {
    job: job('completed'),
    loadPage: fn(pagesOf(changes)),
    onApply: fn(() => Promise.resolve()),
    onDiscard: fn(),
  },
  parameters: {
    usage: {
      notes: [
        "An import's preview: the job compares the file with the store and writes nothing. Its changes are counted by outcome (create, update, unchanged, delete, refused), listed in file order a page at a time, and filtered by outcome.",
        '`loadPage` reads a page of changes from your backend; `onApply` imports the previewed file; `onDiscard` closes the preview.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ImportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished preview: every outcome's count, the first page of changes, old and new values. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    await expect(canvas.getByRole('radio', { name: 'All (30)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Refused (1)' })).not.toBeChecked();
    const update = within(table).getByRole('row', { name: '2' });
    await expect(update).toHaveTextContent('Update');
    await expect(update).toHaveTextContent('Was: red');
    await expect(update).toHaveTextContent('Now: blue');
    await expect(within(table).getByRole('row', { name: '5' })).toHaveTextContent(
      'key must be at most 64 characters',
    );
  },
};

/** Choosing an outcome keeps its changes only, from the first page, and pages through them. */
export const FilterAndPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(args.loadPage).toHaveBeenLastCalledWith({
      outcome: undefined,
      page: 2,
      limit: 25,
    });

    await userEvent.click(canvas.getByRole('radio', { name: 'Update (1)' }));
    await expect(args.loadPage).toHaveBeenLastCalledWith({ outcome: 'update', page: 1, limit: 25 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Was: red');
  },
};

/** While the job runs: its progress, no table, and 'Apply' disabled. */
export const Running: Story = {
  args: { job: job('processing', 40) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Comparing the file with the store' });
    await expect(bar).toHaveTextContent('40%');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(args.loadPage).not.toHaveBeenCalled();
  },
};

/** 'Apply' calls `onApply` and shows progress meanwhile; 'Discard' calls `onDiscard`. */
export const ApplyAndDiscard: Story = {
  args: { onApply: fn(() => new Promise<unknown>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Changes' });
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(within(apply).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeDisabled();
  },
};

/** An Apply that fails leaves the preview as it was, for another try (the app says why). */
export const ApplyFails: Story = {
  args: { onApply: fn(() => Promise.reject(new Error('429'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Changes' });
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeEnabled();
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

/** The first read fails: reads after it answer. */
const failingOnce = fn(async (request: ImportPreviewPageRequest) => {
  if (failingOnce.mock.calls.length === 1) throw new Error('503');
  return pagesOf(changes)(request);
});

/** A page that cannot be read offers 'Try again', which reads it again. */
export const PageFailed: Story = {
  args: { loadPage: failingOnce },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await canvas.findByRole('grid', { name: 'Changes' });
    await expect(args.loadPage).toHaveBeenCalledTimes(2);
  },
};

/** A preview that failed says so; there is nothing to apply. */
export const Failed: Story = {
  args: { job: job('failed', 10) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The preview could not be completed.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

const fabric = {
  name: 'Fabric',
  namespace: 'specs',
  meta_key: 'fabric',
  description: null,
  content_type: 'text',
  options: null,
  use_on_storefront: true,
  sort_order: 1,
};

/**
 * A templates file's preview, answered at once (no job): complete as it shows, each change
 * naming its shared metafield and the columns it changes; there is no record column.
 */
export const Templates: Story = {
  args: {
    job: undefined,
    subject: 'template',
    loadPage: fn(
      pagesOf([
        templateImportChange(2, fabric, { ...fabric, name: 'Fabric and care' }),
        templateImportChange(3, undefined, { ...fabric, name: 'Size', meta_key: 'size' }),
        templateImportRefusal(4, 'Row 4, column content_type: content_type is required.'),
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(
      within(table).getByRole('columnheader', { name: 'Shared metafield' }),
    ).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Record' })).toBeNull();
    const update = within(table).getByRole('row', { name: '2' });
    await expect(update).toHaveTextContent('specs.fabric');
    await expect(update).toHaveTextContent('Was: name: Fabric');
    await expect(update).toHaveTextContent('Now: name: Fabric and care');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeEnabled();
  },
};
