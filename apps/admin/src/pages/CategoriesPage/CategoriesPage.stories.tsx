import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyCondition, encodeRuleParam } from '@metafields/core';
import {
  categoryPage,
  categorySearch,
  categoryTree,
  channelsFail,
  channelsNeverAnswer,
} from '../../testing/categoryHandlers.js';
import { addCondition, removeAllFilters } from '../../testing/listFilterSteps.js';
import { failingOnce } from '../../testing/listHandlers.js';
import { expectListLoadFailed } from '../../testing/listStateStories.js';
import { signedIn, store, storeWithoutMultistore, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import CategoriesPage from './CategoriesPage.js';

const session = [signedIn, stores];
const withoutMultistore = storeWithoutMultistore();

const meta = {
  title: 'Pages/Categories',
  component: CategoriesPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/categories',
    msw: { handlers: [...session, store(), ...categoryTree(), categorySearch, ...categoryPage] },
  },
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('row', { name });

/** The colour a token resolves to, as the browser computes colours. */
function tokenColour(canvasElement: HTMLElement, variable: string) {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  canvasElement.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
const warningIconColour = (channelRow: HTMLElement) =>
  getComputedStyle(within(channelRow).getByRole('tooltip', { hidden: true }).parentElement!).color;

/**
 * The first channel open with its categories; expanding a category and another channel keeps
 * the expansion in the URL; a category opens its metafield page, whose back link returns to
 * the same tree.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Categories' })).toBeVisible();
    const storefront = await row(canvasElement, 'Metafield Studio Demo');
    await expect(storefront).toHaveAttribute('aria-expanded', 'true');
    await expect(storefront.querySelector('img')).toHaveAttribute('alt', '');
    const apparel = await row(canvasElement, 'Apparel');
    await expect(apparel).toHaveAttribute('aria-level', '2');
    await expect(within(apparel).getByRole('button', { name: 'Edit' })).toBeVisible();

    await userEvent.click(within(apparel).getByRole('button', { name: 'Expand Apparel' }));
    await expect(await row(canvasElement, 'Tops')).toHaveAttribute('aria-level', '3');
    const wholesale = await row(canvasElement, 'Wholesale');
    await userEvent.click(within(wholesale).getByRole('button', { name: 'Expand Wholesale' }));
    await expect(await row(canvasElement, 'Case Packs')).toBeVisible();

    await userEvent.click(
      within(await row(canvasElement, 'Tops')).getByRole('button', { name: 'Edit' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Tops' })).toBeVisible();
    const back = within(canvas.getByRole('main')).getByRole('link', { name: 'Categories' });
    await expect(back).toHaveAttribute(
      'href',
      '/stores/demo/categories?expanded=channel%3A1%2Ccategory%3A18%2Cchannel%3A3',
    );
    await userEvent.click(back);
    await expect(await row(canvasElement, 'Tops')).toBeVisible();
    await expect(await row(canvasElement, 'Case Packs')).toBeVisible();
  },
};

/**
 * Typing searches after a pause: the lists' search box, with its placeholder; the matching
 * categories replace the tree as a table with their URL paths, and a row's Edit opens the
 * category's page, whose back link returns to the search.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Search categories' });
    await expect(search).toHaveAttribute('placeholder', 'Search');
    await expect(await canvas.findByRole('treegrid')).toBeVisible();
    await userEvent.type(search, 'tee');
    const results = await canvas.findByRole('grid', { name: 'Matching categories' });
    await expect(canvas.queryByRole('treegrid')).toBeNull();
    const tees = await within(results).findByRole('row', { name: /Tees/ });
    await expect(within(tees).getByRole('gridcell', { name: '/tees/' })).toBeVisible();
    await userEvent.click(within(tees).getByRole('link', { name: 'Edit Tees' }));
    await expect(await canvas.findByRole('heading', { name: 'Tees' })).toBeVisible();
    const back = await within(canvas.getByRole('main')).findByRole('link', { name: 'Categories' });
    await expect(back).toHaveAttribute('href', '/stores/demo/categories?search=tee');
    await userEvent.click(back);
    await expect(await canvas.findByRole('searchbox', { name: 'Search categories' })).toHaveValue(
      'tee',
    );
    await expect(
      await within(await canvas.findByRole('grid', { name: 'Matching categories' })).findByRole(
        'row',
        { name: /Tees/ },
      ),
    ).toBeVisible();
  },
};

/** The names of a grid's rows, in order. */
const rowNames = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

/**
 * A rule built on the list ('Name contains “ar”') replaces the tree with the categories of every
 * tree that match it, as the platform filters them (the handler reads name:like), with the rule
 * in words above; the search narrows within it; 'Remove all filters' brings the tree back.
 */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    await expect(await row(canvasElement, 'Apparel')).toBeVisible();
    const canvas = within(within(canvasElement).getByRole('main'));
    const condition = await addCondition(canvas, 'Filter categories', 'Name');
    await userEvent.type(within(condition).getByRole('textbox', { name: 'Value' }), 'ar');
    await userEvent.tab();

    await expect(await canvas.findByText('Name contains “ar”')).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Categories' });
    await waitFor(() => expect(rowNames(grid)).toEqual(['Apparel', 'Workwear', 'New Arrivals']));
    await expect(canvas.queryByRole('treegrid')).toBeNull();
    await expect(within(grid).getByRole('gridcell', { name: '/workwear/' })).toBeVisible();
    await expect(canvas.getByText('1–3 of 3')).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search categories' }), 'work');
    await waitFor(() => expect(rowNames(grid)).toEqual(['Workwear']));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search categories' }));
    await waitFor(() => expect(rowNames(grid)).toHaveLength(3));

    await removeAllFilters(canvas, 'Filter categories');
    await expect(await canvas.findByRole('treegrid')).toBeVisible();
    await expect(await row(canvasElement, 'Apparel')).toHaveAttribute('aria-level', '2');
    await expect(canvas.queryByText(/Name contains/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('grid', { name: 'Categories' })).toBeNull();
  },
};

/**
 * A link holding a rule of chosen categories shows them at once, named in the summary (looked
 * up by id from every tree), and a row opens the category with this view as its back link.
 */
export const FilteredByLink: Story = {
  parameters: {
    path: `/stores/demo/categories?rule=${encodeURIComponent(
      encodeRuleParam([
        [{ ...emptyCondition, field: 'category_id', operator: 'in', value: '21,60' }],
      ]),
    )}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Categories' });
    await waitFor(() => expect(rowNames(grid)).toEqual(['Workwear', 'Case Packs']));
    await expect(await canvas.findByText('Category is one of Workwear, Case Packs')).toBeVisible();
    await userEvent.click(within(grid).getByRole('link', { name: 'Edit Case Packs' }));
    await expect(await canvas.findByRole('heading', { name: 'Case Packs' })).toBeVisible();
    const back = within(canvas.getByRole('main')).getByRole('link', { name: 'Categories' });
    await expect(back.getAttribute('href')).toMatch(/^\/stores\/demo\/categories\?rule=/);
    await userEvent.click(back);
    await waitFor(async () =>
      expect(rowNames(await canvas.findByRole('grid', { name: 'Categories' }))).toEqual([
        'Workwear',
        'Case Packs',
      ]),
    );
  },
};

const nameContains = (value: string) =>
  `/stores/demo/categories?rule=${encodeURIComponent(
    encodeRuleParam([[{ ...emptyCondition, field: 'name', operator: 'contains', value }]]),
  )}`;

/** A rule no category matches: the table's empty state, no paging, the summary still above. */
export const FilteredFindsNothing: Story = {
  parameters: { path: nameContains('zzz') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Category records found')).toBeVisible();
    await expect(canvas.getByText('Name contains “zzz”')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(canvas.queryByRole('treegrid')).toBeNull();
  },
};

/** The filtered read failed: the spec's words in place of the table, and 'Try again' reads again. */
export const FilteredLoadFailed: Story = {
  parameters: {
    path: nameContains('ar'),
    msw: {
      handlers: [
        ...session,
        store(),
        ...categoryTree(),
        failingOnce('v3/catalog/trees/categories'),
        categorySearch,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectListLoadFailed(within(canvasElement), {
      errorText: 'Unable to load categories',
      emptyText: 'No Category records found',
      rowName: 'Apparel',
    });
  },
};

/** A search that finds nothing says so. */
export const SearchFindsNothing: Story = {
  parameters: { path: '/stores/demo/categories?search=zzz' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Category records found')).toBeVisible();
  },
};

/** Without multistore, other channels are greyed out with the enterprise tooltip. */
export const WithoutMultistore: Story = {
  parameters: {
    msw: { handlers: [...session, withoutMultistore, ...categoryTree(), categorySearch] },
  },
  play: async ({ canvasElement }) => {
    const wholesale = await row(canvasElement, 'Wholesale');
    await expect(wholesale).toHaveAttribute('aria-disabled', 'true');
    await expect(wholesale).toHaveAccessibleDescription('Available on enterprise plan');
    await expect(within(wholesale).queryByRole('button', { name: /^Expand/ })).toBeNull();
    await expect(warningIconColour(wholesale)).toBe(
      tokenColour(canvasElement, '--ms-color-text-warning'),
    );
    // The default channel stays open.
    await expect(await row(canvasElement, 'Apparel')).toBeVisible();
  },
};

/** On an active trial store the locked channels' warning icon takes the primary colour. */
export const TrialStore: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        store({ plan: 'premium', plan_features: [], on_trial: true }),
        ...categoryTree(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const wholesale = await row(canvasElement, 'Wholesale');
    await expect(wholesale).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(warningIconColour(wholesale)).toBe(
        tokenColour(canvasElement, '--ms-color-text-primary'),
      ),
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...session, store(), ...categoryTree([], {})] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No Category records found' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, store(), channelsFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load categories',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...session, store(), channelsNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('treegrid')).toBeNull();
  },
};
