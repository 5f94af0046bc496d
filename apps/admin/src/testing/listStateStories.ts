import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, store, stores } from './handlers.js';
import { failingOnce, neverAnswering } from './listHandlers.js';

/** A list page's handlers: signed in to the demo store, with `list` answering the list's read. */
export const onDemoStore = (...list: HttpHandler[]) => [signedIn, stores, store(), ...list];

type Canvas = ReturnType<typeof within>;

/**
 * A list while its first page loads: the table is busy, under its real columns, with skeleton
 * rows and no row of data, and no 'No items' or 'Page 1 of 1' claims an empty list.
 */
export async function expectListLoading(canvas: Canvas, grid: string, columns: string[]) {
  const table = await canvas.findByRole('grid', { name: grid });
  await expect(table).toHaveAttribute('aria-busy', 'true');
  await expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(expect.arrayContaining(columns));
  await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
  await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  await expect(canvas.queryByText('No items')).toBeNull();
}

/**
 * A list whose read failed: the error in place of the table (no empty state, no paging under
 * it), then 'Try again' reads again and the rows come.
 */
export async function expectListLoadFailed(
  canvas: Canvas,
  {
    errorText,
    emptyText,
    rowName,
  }: { errorText: string; emptyText: string | RegExp; rowName: string | RegExp },
) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(errorText);
  await expect(canvas.queryByRole('grid')).toBeNull();
  await expect(canvas.queryByText(emptyText)).toBeNull();
  await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await expect((await canvas.findAllByRole('rowheader', { name: rowName }))[0]).toBeVisible();
  await waitFor(() => expect(canvas.queryByText(errorText)).toBeNull());
  await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
}

export interface ListStateStoriesOptions {
  /** The platform read of the list, under the store: 'v3/channels'. */
  path: string;
  /** The list's handler answering with records: `channels()`. */
  full: HttpHandler;
  /** The list's handler answering with no records: `channels([])`. */
  empty: HttpHandler;
  /** The page's heading and the table's name: 'Channels'. */
  heading: string;
  /** The table's columns, which its loading skeleton shows too. */
  columns: string[];
  /** The item the empty state names: 'Channel'. */
  itemName: string;
  /** The name of a row of the full list, which must not show while the list loads. */
  rowName: string | RegExp;
}

/**
 * The Empty, LoadFailed and Loading stories of a list page. Every list page shows these states
 * alike, so each story file makes them here and writes only its Full story.
 */
export function listStateStories({
  path,
  full,
  empty,
  heading,
  columns,
  itemName,
  rowName,
}: ListStateStoriesOptions) {
  const emptyText = `No ${itemName} records found`;
  const Empty: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(empty) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: emptyText })).toBeVisible();
      // The empty state says it all: no paging under it, no error.
      await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };

  const LoadFailed: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(failingOnce(path), full) } },
    play: async ({ canvasElement }) => {
      await expectListLoadFailed(within(canvasElement), {
        errorText: 'Unable to load',
        emptyText,
        rowName,
      });
    },
  };

  const Loading: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(neverAnswering(path)) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
      await expectListLoading(canvas, heading, columns);
      await expect(canvas.queryByRole('rowheader', { name: rowName })).toBeNull();
    },
  };

  return { Empty, LoadFailed, Loading };
}
