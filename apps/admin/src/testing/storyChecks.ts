import { expect, screen, waitFor, within } from 'storybook/test';
import { customResourceNotOnPlan } from './customResourceHandlers.js';
import { signedIn, store, stores } from './handlers.js';

type Canvas = ReturnType<typeof within>;

/** A toast with `text`, once it has faded in. */
export async function toastSays(text: string) {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/**
 * A page's story at `path`, a route the store has no record for: the not-found page, and
 * nothing of the page itself (what `pageContent` finds).
 */
export const notFoundStory = (
  path: string,
  pageContent: (canvas: Canvas) => HTMLElement | null,
) => ({
  parameters: { path },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'O oh, page not found' }),
    ).toBeVisible();
    await expect(pageContent(canvas)).toBeNull();
  },
});

/**
 * A custom-resource page on a plan without custom resources: how to unlock them, 'Explore
 * plans' to billing, in place of the page (what `pageContent` finds).
 */
export const planRequiredStory = (
  pageContent: (canvas: Canvas) => HTMLElement | null,
  path?: string,
) => ({
  parameters: {
    ...(path === undefined ? {} : { path }),
    msw: {
      handlers: [
        signedIn,
        stores,
        store({ plan: 'standard', plan_features: [] }),
        ...customResourceNotOnPlan,
      ],
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Available on enterprise plan' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    await expect(pageContent(canvas)).toBeNull();
  },
});

/**
 * The Installed and Welcome pages' story: the page's own heading (the app's name in it) and
 * 'Get started' leading to the store's home.
 */
export const storeIntroStory = (heading: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const main = within(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/stores/demo',
    );
  },
});
