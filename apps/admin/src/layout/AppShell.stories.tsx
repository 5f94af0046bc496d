import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../testing/AppStory.js';
import { demoUser, signedIn, store, stores } from '../testing/handlers.js';
import { billingPlans } from '../testing/jobHandlers.js';
import { AppLayout } from './AppLayout.js';

const chosenLanguages: unknown[] = [];
const rememberLanguage = http.put('/api/users/me/language', async ({ request }) => {
  const body = (await request.json()) as { language: string };
  chosenLanguages.push(body);
  return HttpResponse.json({ data: { ...demoUser, language: body.language } });
});
const templateCounts = http.get('/api/stores/demo/templates/:type', ({ params }) =>
  HttpResponse.json({ templates: [], meta: { total: params['type'] === 'product' ? 3 : 0 } }),
);

const meta = {
  title: 'Pages/App shell',
  component: AppLayout,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/billing',
    msw: {
      handlers: [signedIn, stores, store(), billingPlans, templateCounts, rememberLanguage],
    },
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On its own page: the app's header (its name, the language menu, who is signed in, Log out)
 * and the store's navigation, with the store's name and the current page marked.
 */
export const OnItsOwnPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(within(header).getByText('Signed in as demo@example.com')).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: 'Store' });
    await expect(await within(nav).findByText('Metafield Studio Demo')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'All stores' })).toHaveAttribute(
      'href',
      '/stores',
    );
  },
};

/**
 * Inside the control panel's frame: no second header and no second Log out; the store's name
 * heads the navigation, and the language menu sits at its foot.
 */
export const InTheControlPanel: Story = {
  parameters: { embedded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Store' });
    await expect(await within(nav).findByText('Metafield Studio Demo')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    await expect(within(nav).queryByRole('link', { name: 'All stores' })).not.toBeInTheDocument();
  },
};

/** Tab and Enter follow an entry; the marker moves with the page. */
export const NavigateByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Store' });
    const entry = within(nav).getByRole('link', { name: 'Shared metafields' });
    entry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Shared metafields', level: 1 }),
    ).toBeVisible();
    await waitFor(() => expect(entry).toHaveAttribute('aria-current', 'page'));
    await expect(within(nav).getByRole('link', { name: 'Billing' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** The 23 languages, each in its own words; a choice is remembered for the person. */
export const ChooseALanguage: Story = {
  play: async ({ canvasElement }) => {
    chosenLanguages.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Language: English' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(23);
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByText('עברית')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '日本語' }));
    await waitFor(() => expect(chosenLanguages).toEqual([{ language: 'ja' }]));
  },
};

/**
 * By keyboard: the language menu's code loads when its button takes focus, and the focus stays
 * on the button as the menu arrives; Enter opens it, Escape closes it back onto the button.
 */
export const ChooseALanguageByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = await canvas.findByRole('button', { name: 'Language: English' });
    standIn.focus();
    // The menu's own trigger replaces the stand-in, focused.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
        'aria-haspopup',
      ),
    );
    const trigger = canvas.getByRole('button', { name: 'Language: English' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() =>
      expect(menu).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A toast loads its region with it: here the server could not remember the language chosen,
 * and says so in a toast the person can close.
 */
export const AToastWhenTheLanguageIsNotRemembered: Story = {
  parameters: {
    msw: {
      handlers: [
        signedIn,
        stores,
        store(),
        billingPlans,
        templateCounts,
        http.put('/api/users/me/language', () => new HttpResponse(null, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Language: English' }));
    await userEvent.click(await body.findByRole('menuitemradio', { name: 'Deutsch' }));
    const toast = await body.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: /close|schließen/i }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
