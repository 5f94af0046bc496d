import type { Job, JobStatus } from '@metafields/core';
import { Button, Stack } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JobHistoryTable, type JobHistoryTableProps } from './JobHistoryTable.js';
import { useJobHistory } from './useJobHistory.js';
import partnerExample from '../../examples/JobHistoryTable.tsx?raw';

const startedAt = '2024-05-01T14:05:00Z';

function job(id: number, status: JobStatus, change: Partial<Job> = {}): Job {
  const final = status === 'completed' || status === 'failed' || status === 'cancelled';
  return {
    id,
    type: 'shared',
    status,
    started_at: startedAt,
    finished_at: final ? '2024-05-01T14:06:05Z' : null,
    progress_percent: final ? 100 : 40,
    items_processed_count: final ? 1250 : 480,
    errors: [],
    download_url: final ? `https://files.example.com/exports/${id}.csv` : null,
    ...change,
  };
}

const rowErrors = ['Row 2: key is required', 'Row 7: value is longer than 65535 characters'];

const jobs: Job[] = [
  job(107, 'in_progress'),
  job(106, 'processing', { type: 'custom' }),
  job(105, 'generating_csv'),
  job(104, 'completed', { items_processed_count: 12500 }),
  job(103, 'completed', { errors: rowErrors }),
  job(102, 'failed', { errors: ['The file is not a CSV file'], items_processed_count: 0 }),
  job(101, 'cancelled', { items_processed_count: 300 }),
];

// Two hours, three minutes and four seconds after the jobs started.
const now = new Date('2024-05-01T16:08:04Z');

const meta = {
  title: 'Widgets/JobHistoryTable',
  component: JobHistoryTable,
  tags: ['autodocs'],
  args: {
    kind: 'import',
    resourceName: 'product',
    jobs,
    timeZone: 'America/New_York',
    now,
    onDownload: fn(),
    onCancel: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['import', 'export'] },
    timeZone: { control: 'text' },
    resourceName: { control: 'text' },
    showType: { control: 'boolean' },
    isLoading: { control: 'boolean' },
    isError: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        "The job history table lists imports or exports: ID, type, start time in the store's time zone, duration, status, progress, items processed, the result file to download, the errors, and Cancel for running jobs.",
        "It is controlled: jobs come in, downloads and cancels go out. `useJobHistory` keeps the jobs fresh on core's schedule: read on mount, polled while a job runs or right after a start, retried on failure.",
        "Pass the store's time zone, so times read as the merchant's clock, and `now` from the last read so running jobs' durations stay consistent.",
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof JobHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');

/** The row whose ID cell says `id`. */
function rowOf(canvasElement: HTMLElement, id: number): HTMLElement {
  const header = within(table(canvasElement)).getByRole('rowheader', { name: String(id) });
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for job ${id}`);
  return row;
}

/**
 * Moves keyboard focus to `target` inside the table the way a person does: Tab into the grid,
 * arrow down to its row, then across (ArrowRight, or ArrowLeft right to left) to its cell.
 */
async function gridTo(target: HTMLElement, across = '{ArrowRight}'): Promise<void> {
  const grid = target.closest('[role="grid"]');
  const row = target.closest('[role="row"]');
  if (!grid || !row) throw new Error('not inside a table row');
  for (let n = 0; n < 40 && !grid.contains(document.activeElement); n += 1) {
    await userEvent.tab();
  }
  for (let n = 0; n < 40 && !row.contains(document.activeElement); n += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  for (let n = 0; n < 20 && document.activeElement !== target; n += 1) {
    await userEvent.keyboard(across);
  }
  await expect(target).toHaveFocus();
}

/** Every job status of both documents, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement);
    await expect(grid).toHaveAccessibleName('Import history');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'ID',
      'Type',
      'Started at',
      'Duration',
      'Status',
      'Progress',
      'Items processed',
      'Results',
      'Errors',
      'Actions',
    ]);
    await expect(within(rowOf(canvasElement, 104)).getByText('12,500')).toBeVisible();
    await expect(within(rowOf(canvasElement, 106)).getByText('custom')).toBeVisible();
    await expect(canvas.getByText('Imports are removed after 1 week.')).toBeVisible();
  },
};

interface StatusExpectation {
  badge: string;
  tone: string;
  download: boolean;
  cancel: boolean;
  running: boolean;
}

/** One job of `status`: its badge's text and tone, and which actions its row offers. */
function statusStory(subject: Job, expected: StatusExpectation): Story {
  return {
    args: { jobs: [subject] },
    play: async ({ canvasElement }) => {
      const row = within(rowOf(canvasElement, subject.id));
      const badge = row.getByText(expected.badge);
      await expect(badge).toHaveAttribute('data-variant', expected.tone);
      const download = row.queryByRole('button', { name: 'Download' });
      await (expected.download
        ? expect(download).toBeVisible()
        : expect(download).not.toBeInTheDocument());
      const menu = row.queryByRole('button', { name: `Actions for job ${subject.id}` });
      await (expected.cancel ? expect(menu).toBeVisible() : expect(menu).not.toBeInTheDocument());
      const progress = row.getByRole('progressbar', { name: 'Progress' });
      if (expected.running) {
        await expect(progress).not.toHaveAttribute('aria-valuenow');
      } else {
        await expect(progress).toHaveAttribute('aria-valuenow', '100');
      }
      // The error icon only where there are errors to open.
      const errorsButton = row.queryByRole('button', { name: 'Errors' });
      await (subject.errors.length > 0
        ? expect(errorsButton).toBeVisible()
        : expect(errorsButton).not.toBeInTheDocument());
    },
  };
}

/** 'in progress' in primary; indeterminate progress; Cancel offered, no Download. */
export const InProgress = statusStory(job(201, 'in_progress'), {
  badge: 'in progress',
  tone: 'primary',
  download: false,
  cancel: true,
  running: true,
});

/** Processing shows the same 'in progress' badge and offers Cancel. */
export const Processing = statusStory(job(202, 'processing'), {
  badge: 'in progress',
  tone: 'primary',
  download: false,
  cancel: true,
  running: true,
});

/** 'generating CSV' is running but can no longer be cancelled. */
export const GeneratingCsv = statusStory(job(203, 'generating_csv'), {
  badge: 'generating CSV',
  tone: 'primary',
  download: false,
  cancel: false,
  running: true,
});

/** 'completed' in success, 100%, Download offered. */
export const Completed = statusStory(job(204, 'completed'), {
  badge: 'completed',
  tone: 'success',
  download: true,
  cancel: false,
  running: false,
});

/** A completed job with errors is a warning labelled 'with errors'. */
export const CompletedWithErrors = statusStory(job(205, 'completed', { errors: rowErrors }), {
  badge: 'with errors',
  tone: 'warning',
  download: true,
  cancel: false,
  running: false,
});

/** 'failed' in danger: no Download, no Cancel. */
export const Failed = statusStory(job(206, 'failed', { errors: ['Bad file'] }), {
  badge: 'failed',
  tone: 'danger',
  download: false,
  cancel: false,
  running: false,
});

/** 'cancelled' in secondary keeps the file of what it finished: Download offered. */
export const Cancelled = statusStory(job(207, 'cancelled'), {
  badge: 'cancelled',
  tone: 'secondary',
  download: true,
  cancel: false,
  running: false,
});

/** A pending value job: primary 'pending', not started, its own progress percent. */
export const Pending: Story = {
  args: {
    jobs: [
      job(208, 'pending', { started_at: null, progress_percent: 0, items_processed_count: 0 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const row = within(rowOf(canvasElement, 208));
    await expect(row.getByText('pending')).toHaveAttribute('data-variant', 'primary');
    await expect(row.getByText('Not started')).toBeVisible();
    await expect(row.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(row.queryByRole('button', { name: /Actions for job/ })).not.toBeInTheDocument();
  },
};

/** Durations in the spec's three formats: 'Ns', 'N min(s) Ns' and hh:mm:ss for a running job. */
export const Durations: Story = {
  args: {
    jobs: [
      job(301, 'completed', { finished_at: '2024-05-01T14:05:42Z' }),
      job(302, 'completed', { finished_at: '2024-05-01T14:07:05Z' }),
      job(303, 'in_progress'),
      // Ended within its first second: a begun second counts, never a '0s'.
      job(304, 'completed', { finished_at: '2024-05-01T14:05:00.676Z' }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(rowOf(canvasElement, 301)).getByText('42s')).toBeVisible();
    await expect(within(rowOf(canvasElement, 302)).getByText('2 mins 5s')).toBeVisible();
    await expect(within(rowOf(canvasElement, 303)).getByText('02:03:04')).toBeVisible();
    await expect(within(rowOf(canvasElement, 304)).getByText('1s')).toBeVisible();
  },
};

/**
 * By keyboard: arrows reach the error icon, Enter opens 'Errors' with the job's errors as a
 * list, Tab reaches 'Ok', Enter closes it and focus returns to the icon.
 */
export const ErrorsDialog: Story = {
  play: async ({ canvasElement }) => {
    const errorsButton = within(rowOf(canvasElement, 103)).getByRole('button', { name: 'Errors' });
    await gridTo(errorsButton);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Errors' });
    const items = await within(dialog).findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(rowErrors);
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    await waitFor(() => expect(ok).toBeVisible());
    for (let n = 0; n < 5 && document.activeElement !== ok; n += 1) await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(errorsButton).toHaveFocus());
  },
};

/** A job without errors has no error icon: there is nothing to open. */
export const NoErrors: Story = {
  play: async ({ canvasElement }) => {
    const clean = within(rowOf(canvasElement, 104));
    await expect(clean.queryByRole('button', { name: 'Errors' })).not.toBeInTheDocument();
    await expect(
      within(rowOf(canvasElement, 103)).getByRole('button', { name: 'Errors' }),
    ).toBeVisible();
  },
};

// The cancel story's promise, settled by its play function.
let settleCancel: { resolve: () => void; reject: (reason: unknown) => void } | undefined;

/**
 * By keyboard: the row menu's Cancel calls `onCancel` with the exact job; while pending a
 * spinner says so and Cancel is disabled; a failure shows core's 'Unable to cancel import at
 * this time' and offers Cancel again.
 */
export const CancelByKeyboard: Story = {
  args: {
    onCancel: fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settleCancel = { resolve, reject };
        }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, 107));
    const trigger = row.getByRole('button', { name: 'Actions for job 107' });
    await gridTo(trigger);
    await userEvent.keyboard('{Enter}');
    const cancel = await screen.findByRole('menuitem', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledWith(jobs[0]);

    await expect(
      await row.findByRole('progressbar', { name: 'Cancelling job 107' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const disabled = await screen.findByRole('menuitem', { name: 'Cancel' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    settleCancel?.reject({ status: 500 });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to cancel import at this time');
    await expect(row.queryByRole('progressbar', { name: /Cancelling/ })).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: 'Cancel' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

const reviewPreview = fn();

/**
 * A job's own actions (`rowActions`) join its row menu: a finished preview offers 'Review
 * preview' and a running job keeps Cancel first; a job with neither has no menu.
 */
export const RowActions: Story = {
  args: {
    jobs: [job(302, 'in_progress'), job(301, 'completed', { type: 'preview' }), job(300, 'failed')],
    rowActions: (entry) =>
      entry.type === 'preview' || entry.status === 'in_progress'
        ? [{ id: 'review', label: 'Review preview', onAction: () => reviewPreview(entry.id) }]
        : [],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(rowOf(canvasElement, 300)).queryByRole('button', { name: /Actions/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(rowOf(canvasElement, 302)).getByRole('button', { name: 'Actions for job 302' }),
    );
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Cancel', 'Review preview']);
    await userEvent.keyboard('{Escape}');

    const trigger = within(rowOf(canvasElement, 301)).getByRole('button', {
      name: 'Actions for job 301',
    });
    await gridTo(trigger);
    await userEvent.keyboard('{Enter}');
    const review = await screen.findByRole('menuitem', { name: 'Review preview' });
    await waitFor(() => expect(review).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(reviewPreview).toHaveBeenCalledWith(301);
  },
};

/** An export cancelled: 'Export cancelled' is announced and Cancel stays disabled. */
export const CancelExport: Story = {
  args: { kind: 'export', resourceName: undefined },
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, 106));
    await userEvent.click(row.getByRole('button', { name: 'Actions for job 106' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(jobs[1]);
    await waitFor(() =>
      expect(within(canvasElement).getByText('Export cancelled')).toHaveAttribute('role', 'status'),
    );
    await userEvent.click(row.getByRole('button', { name: 'Actions for job 106' }));
    await expect(await screen.findByRole('menuitem', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/**
 * The history re-read every 200 ms, each read a new job object with more items processed, until
 * the job is cancelled, as the server's would stop. The cancelled job reports a count of its own,
 * not the one the reads had reached, so that the screen is the same however fast they came.
 */
function PolledHistory({ onCancel, ...args }: JobHistoryTableProps) {
  const [reads, setReads] = useState(0);
  const [isCancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (isCancelled) return;
    const timer = setInterval(() => setReads((count) => count + 1), 200);
    return () => clearInterval(timer);
  }, [isCancelled]);
  return (
    <JobHistoryTable
      {...args}
      onCancel={(cancelled) => {
        setCancelled(true);
        return onCancel?.(cancelled) ?? Promise.resolve();
      }}
      jobs={[
        isCancelled
          ? job(106, 'cancelled')
          : job(106, 'processing', { items_processed_count: 480 + reads }),
      ]}
    />
  );
}

/**
 * A poll landing while a running job's row menu is open keeps the menu open, so the merchant's
 * Cancel is not lost: the reads here come every 200 ms, as the export's come every 5 s.
 */
export const MenuOpenThroughPolls: Story = {
  args: { kind: 'export', resourceName: undefined },
  render: (args) => <PolledHistory {...args} />,
  play: async ({ args, canvasElement }) => {
    const row = within(rowOf(canvasElement, 106));
    await userEvent.click(row.getByRole('button', { name: 'Actions for job 106' }));
    const cancel = await screen.findByRole('menuitem', { name: 'Cancel' });
    // Items processed: the row's number past the job's id.
    const processed = () => Number(row.getByText(/^[4-9]\d\d$/).textContent);
    const shown = processed();
    await waitFor(() => expect(processed()).toBeGreaterThan(shown + 2));
    await expect(cancel).toBeVisible();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(await row.findByText('cancelled')).toBeVisible();
  },
};

/**
 * Download on a completed and on a cancelled import, by pointer and by keyboard, with the job:
 * an import's file is the CSV it was read as.
 */
export const Download: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(rowOf(canvasElement, 104)).getByRole('button', { name: 'Download' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(jobs[3], 'csv');
    const cancelled = within(rowOf(canvasElement, 101)).getByRole('button', { name: 'Download' });
    await gridTo(cancelled);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenLastCalledWith(jobs[6], 'csv');
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
    await expect(
      within(rowOf(canvasElement, 102)).queryByRole('button', { name: 'Download' }),
    ).toBe(null);
  },
};

/**
 * An export's Download opens a menu of its formats, CSV and Excel (.xlsx): Excel picked by
 * pointer, then CSV by keyboard (Enter opens the menu on its first item).
 */
export const DownloadExport: Story = {
  args: { kind: 'export', resourceName: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(rowOf(canvasElement, 104)).getByRole('button', { name: 'Download' }),
    );
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'CSV' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await expect(args.onDownload).toHaveBeenCalledWith(jobs[3], 'xlsx');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const cancelled = within(rowOf(canvasElement, 101)).getByRole('button', { name: 'Download' });
    await gridTo(cancelled);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'CSV' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenLastCalledWith(jobs[6], 'csv');
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
  },
};

/** Import history with no jobs: 'No recent {name} imports'. */
export const EmptyImports: Story = {
  args: { jobs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recent product imports')).toBeVisible();
    await expect(canvas.getByText('Imports are removed after 1 week.')).toBeVisible();
  },
};

/** Export history with no jobs and no type: 'No recent exports'. */
export const EmptyExports: Story = {
  args: { jobs: [], kind: 'export', resourceName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recent exports')).toBeVisible();
    await expect(canvas.getByText('Exports are removed after 1 week.')).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleName('Export history');
  },
};

/** Export history of a type with no jobs: 'No recent {type} exports'. */
export const EmptyExportsOfType: Story = {
  args: { jobs: [], kind: 'export', resourceName: 'variant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recent variant exports')).toBeVisible();
  },
};

/** The first read in flight: placeholder rows, announced as loading. */
export const Loading: Story = {
  args: { jobs: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Import history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The read failed with nothing to show: 'Unable to load' and a retry. */
export const LoadError: Story = {
  args: { jobs: [], isError: true },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    await expect(alert).toHaveTextContent('Please try again later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A later read failed: the jobs stay, under a warning. */
export const LoadErrorWithJobs: Story = {
  args: { isError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = canvas.getByText('Unable to load').closest('[role="status"]');
    await expect(warning).toHaveTextContent('Please try again later');
    await expect(warning).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** A custom resource's value history: no Type column, no row menu without `onCancel`. */
export const CustomResourceHistory: Story = {
  args: { showType: false, resourceName: 'Books', onCancel: undefined },
  play: async ({ canvasElement }) => {
    const grid = within(table(canvasElement));
    await expect(grid.queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
    await expect(grid.queryByRole('button', { name: /Actions for job/ })).not.toBeInTheDocument();
  },
};

/** The same instant in two store timezones shows two clock times. */
export const TimezoneShown: Story = {
  args: { jobs: [job(401, 'completed')] },
  render: (args) => (
    <Stack gap="600">
      <JobHistoryTable {...args} timeZone="America/New_York" aria-label="New York store" />
      <JobHistoryTable {...args} timeZone="Asia/Tokyo" aria-label="Tokyo store" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newYork = within(canvas.getByRole('grid', { name: 'New York store' }));
    const tokyo = within(canvas.getByRole('grid', { name: 'Tokyo store' }));
    await expect(newYork.getByText(/^May 1, 2024, 10:05\sAM EDT$/)).toBeVisible();
    await expect(tokyo.getByText(/^May 1, 2024, 11:05\sPM GMT\+9$/)).toBeVisible();
    for (const grid of [newYork, tokyo]) {
      await expect(grid.getByText(/May 1, 2024/).closest('time')).toHaveAttribute(
        'datetime',
        startedAt,
      );
    }
  },
};

/** Right to left: the table follows the reading direction; the row menu still opens by keyboard. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args, canvasElement }) => {
    const grid = table(canvasElement);
    await expect(grid.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(grid).direction).toBe('rtl');
    const trigger = within(rowOf(canvasElement, 107)).getByRole('button', {
      name: 'Actions for job 107',
    });
    await gridTo(trigger, '{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledWith(jobs[0]);
  },
};

/**
 * A fake export history: finished jobs, and after 'Start export' a new job that moves through
 * pending, in progress and generating CSV to completed, two reads per step.
 */
function createExportServer() {
  const finished = [job(104, 'completed'), job(101, 'cancelled')];
  const steps: Partial<Job>[] = [
    { status: 'pending', started_at: null, progress_percent: 0, items_processed_count: 0 },
    { status: 'in_progress', progress_percent: 30, items_processed_count: 300 },
    { status: 'generating_csv', progress_percent: 90, items_processed_count: 900 },
    {
      status: 'completed',
      finished_at: '2024-05-01T14:05:09Z',
      progress_percent: 100,
      items_processed_count: 1000,
    },
  ];
  let started = false;
  let readsSinceStart = 0;
  const load = fn(async (): Promise<Job[]> => {
    if (!started) return finished;
    // The job shows up on the second read after the start (the server is slower than the page).
    readsSinceStart += 1;
    if (readsSinceStart < 2) return finished;
    const step = steps[Math.min(Math.floor((readsSinceStart - 2) / 2), steps.length - 1)];
    return [job(108, 'pending', { type: 'custom', ...step }), ...finished];
  });
  const start = fn(async () => {
    started = true;
  });
  return { load, start };
}

interface HookedHistoryProps {
  args: JobHistoryTableProps;
  load: () => Promise<Job[]>;
  onUnauthorized: () => void;
  /** Called by 'Start export' before the history is told a start was submitted. */
  start?: () => Promise<void>;
}

/** The page around the table: `useJobHistory` reads the fake loader and feeds the table. */
function HookedHistory({ args, load, onUnauthorized, start }: HookedHistoryProps) {
  const history = useJobHistory({
    load,
    kind: 'metafieldExport',
    onUnauthorized,
    // Short intervals so the story runs in a second; the app uses core's (5 s, retry 10 s).
    timing: { pollIntervalMs: 120, retryDelayMs: 150 },
  });
  // Whether another read is coming, for the play functions: they wait for the schedule to end
  // instead of sleeping and counting the reads.
  const readSchedule = history.isLoading || history.isScheduled ? 'active' : 'idle';
  return (
    <Stack gap="400" data-read-schedule={readSchedule}>
      {start && (
        <Button
          onPress={() => {
            void start().then(history.notifyStarted);
          }}
        >
          Start export
        </Button>
      )}
      <JobHistoryTable
        {...args}
        kind="export"
        resourceName="product"
        jobs={history.jobs ?? []}
        isLoading={history.jobs === undefined && !history.isError}
        isError={history.isError}
        onRetry={history.refresh}
        now={history.readAt}
      />
    </Stack>
  );
}

/** Waits until the history reads nothing more: no read in flight and none scheduled. */
async function readsEnded(canvasElement: HTMLElement) {
  const host = canvasElement.querySelector('[data-read-schedule]');
  await waitFor(() => expect(host).toHaveAttribute('data-read-schedule', 'idle'));
}

// Each polling story's fake server, made afresh before the story renders.
let exportServer = createExportServer();

/**
 * `useJobHistory` over a fake loader: one read while everything is final; 'Start export' polls
 * until the new job appears and runs to completion, then polling stops.
 */
export const PollingToCompletion: Story = {
  args: { kind: 'export', resourceName: 'product' },
  beforeEach: () => {
    exportServer = createExportServer();
  },
  render: (args) => (
    <HookedHistory
      args={args}
      load={exportServer.load}
      start={exportServer.start}
      onUnauthorized={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = () => within(rowOf(canvasElement, 108));
    await canvas.findByRole('grid');
    await readsEnded(canvasElement);
    // Everything is final: one read, no polling.
    await expect(exportServer.load).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(exportServer.start).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(row().getByText('in progress')).toBeVisible());
    await expect(row().getByRole('progressbar', { name: 'Progress' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await waitFor(() => expect(row().getByText('completed')).toBeVisible());
    await expect(row().getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(row().getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(row().getByText('9s')).toBeVisible();

    // Final again: polling has stopped, nothing in flight and nothing scheduled.
    await readsEnded(canvasElement);
  },
};

// The retry story's reads: when each happened, in ms of `performance.now()`.
let retryReadTimes: number[] = [];
const failTwiceLoad = async (): Promise<Job[]> => {
  retryReadTimes.push(performance.now());
  if (retryReadTimes.length <= 2) throw { status: 503 };
  return [job(104, 'completed')];
};

/**
 * Two failed reads show the error panel; the hook retries after the retry delay (150 ms here)
 * and the jobs appear.
 */
export const RetryAfterFailure: Story = {
  args: { kind: 'export', resourceName: 'product' },
  beforeEach: () => {
    retryReadTimes = [];
  },
  render: (args) => <HookedHistory args={args} load={failTwiceLoad} onUnauthorized={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to load');
    await expect(await canvas.findByRole('grid')).toBeVisible();
    await expect(within(rowOf(canvasElement, 104)).getByText('completed')).toBeVisible();
    await expect(retryReadTimes).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = retryReadTimes;
    await expect(second - first).toBeGreaterThanOrEqual(145);
    await expect(third - second).toBeGreaterThanOrEqual(145);
  },
};

const onUnauthorized = fn();
const unauthorizedLoad = fn(() => Promise.reject({ status: 401 }));

/** A 401 goes to `onUnauthorized` once and nothing more is read. */
export const Unauthorized: Story = {
  args: { kind: 'export', resourceName: 'product' },
  beforeEach: () => {
    onUnauthorized.mockClear();
    unauthorizedLoad.mockClear();
  },
  render: (args) => (
    <HookedHistory args={args} load={unauthorizedLoad} onUnauthorized={onUnauthorized} />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await readsEnded(canvasElement);
    await expect(unauthorizedLoad).toHaveBeenCalledTimes(1);
    await expect(onUnauthorized).toHaveBeenCalledTimes(1);
  },
};
