import type { StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { signedIn, store, stores } from './handlers.js';
import { failing, neverAnswering } from './listHandlers.js';

/** A list page's handlers: signed in to the demo store, with `list` answering the list's read. */
export const onDemoStore = (list: HttpHandler) => [signedIn, stores, store(), list];

export interface ListStateStoriesOptions {
  /** The platform read of the list, under the store: 'v3/channels'. */
  path: string;
  /** The list's handler answering with no records: `channels([])`. */
  empty: HttpHandler;
  /** The page's heading: 'Channels'. */
  heading: string;
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
  empty,
  heading,
  itemName,
  rowName,
}: ListStateStoriesOptions) {
  const Empty: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(empty) } },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('heading', {
          name: `No ${itemName} records found`,
        }),
      ).toBeVisible();
    },
  };

  const LoadFailed: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(failing(path)) } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        'Unable to load',
      );
    },
  };

  const Loading: StoryObj = {
    parameters: { msw: { handlers: onDemoStore(neverAnswering(path)) } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
      await expect(await canvas.findByRole('progressbar')).toBeVisible();
      await expect(canvas.queryByRole('rowheader', { name: rowName })).toBeNull();
    },
  };

  return { Empty, LoadFailed, Loading };
}
