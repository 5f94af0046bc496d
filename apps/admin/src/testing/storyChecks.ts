import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { customResourceNotOnPlan } from './customResourceHandlers.js';
import { signedIn, store, stores } from './handlers.js';

type Canvas = ReturnType<typeof within>;

/**
 * 'Undo this import' (issue 28) driven in an import history of 8 jobs (`everyStatus`): running
 * job 107 offers Cancel only; finished import `id`'s undo asks first and, confirmed, starts.
 */
export async function undoImportInHistory(id: number) {
  const table = await screen.findByRole('grid', { name: 'Import history' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
  await userEvent.click(within(table).getByRole('button', { name: 'Actions for job 107' }));
  await expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
    'Cancel',
  ]);
  await userEvent.keyboard('{Escape}');

  await userEvent.click(within(table).getByRole('button', { name: `Actions for job ${id}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Undo this import' }));
  const dialog = await screen.findByRole('alertdialog', { name: `Undo import ${id}?` });
  await expect(dialog).toHaveTextContent('A value changed again since is left as it is');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Undo import' }));
  await toastSays(`The undo of import ${id} has started and will appear in the history.`);
}

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
