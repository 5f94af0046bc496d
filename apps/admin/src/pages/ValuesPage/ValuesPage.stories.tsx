import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  authors,
  customResourceReadFailing,
  customResourceReadNeverAnswers,
  customResources,
  recipes,
} from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { everyStatus } from '../../testing/jobHandlers.js';
import { expectListLoading } from '../../testing/listStateStories.js';
import type { SeenRequest } from '../../testing/templateHandlers.js';
import { valueJobHistory } from '../../testing/valueJobHandlers.js';
import ValuesPage from './ValuesPage.js';
import { notFoundStory, planRequiredStory, toastSays } from '../../testing/storyChecks.js';

/** Signed in to the demo store, an enterprise one; the value jobs answer the Import tab. */
const session = [
  signedIn,
  stores,
  store(),
  valueJobHistory('import', everyStatus),
  valueJobHistory('export', everyStatus),
];

const meta = {
  title: 'Pages/Custom resources/Values',
  component: ValuesPage,
  decorators: [withApp],
  tags: ['autodocs'],
  parameters: {
    path: '/stores/demo/custom-object/4',
    msw: { handlers: [...session, ...customResources([recipes, authors])] },
  },
} satisfies Meta<typeof ValuesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const valuesTable = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Recipe items' });

/** The display names of the table's rows, once some are in. */
const rowNames = async (table: HTMLElement) => {
  await within(table).findAllByRole('rowheader');
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
};

/**
 * 'Recipes' with its Settings button, and the tabs named after it, Import and Export (it has
 * fields); each value named by its display field (Title), a link to its form.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Recipes' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Recipes', 'Import', 'Export']);

    const table = await valuesTable(canvas);
    await expect(await rowNames(table)).toEqual([
      'Lemon tart',
      'Apple pie',
      'Lemon drizzle cake',
      'Treacle sponge',
    ]);
    await expect(within(table).getByRole('link', { name: 'Apple pie' })).toHaveAttribute(
      'href',
      '/stores/demo/custom-object/4/value/12',
    );
    await expect(canvas.getByText('1–4 of 4')).toBeVisible();
  },
};

const addLocation = fn();

/** 'Add Recipe' opens the new value's form. */
export const AddValue: Story = {
  parameters: { onLocationChange: addLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Recipe' }));
    await waitFor(() =>
      expect(addLocation).toHaveBeenLastCalledWith('/stores/demo/custom-object/4/value'),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'New Recipe', level: 2 }),
    ).toBeVisible();
  },
};

const settingsLocation = fn();

/** Settings leads to the resource's settings. */
export const OpenSettings: Story = {
  parameters: { onLocationChange: settingsLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Settings' }));
    await waitFor(() =>
      expect(settingsLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4'),
    );
    await expect(await canvas.findByRole('heading', { name: 'Recipe settings' })).toBeVisible();
  },
};

/** While the values load, the table is busy under its columns with placeholder rows. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        customResourceReadNeverAnswers('values'),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recipes', level: 1 })).toBeVisible();
    await expectListLoading(canvas, 'Recipe items', ['ID', 'Display name']);
    await expect(canvas.queryByText('No items yet')).toBeNull();
  },
};

const valuesRead = customResourceReadFailing('values');

/** The values could not be read: 'Unable to load' in place of the table; Try again reads them. */
export const Error: Story = {
  beforeEach: valuesRead.fail,
  parameters: {
    msw: {
      handlers: [...session, valuesRead.handler, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    await expect(alert).toHaveTextContent('Please try again later');
    await expect(canvas.queryByRole('grid')).toBeNull();
    valuesRead.answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await rowNames(await valuesTable(canvas))).toHaveLength(4);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A resource with fields and no values yet: 'No items yet', and 'Add Recipe'. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [...session, ...customResources([{ ...recipes, values: [] }])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No items yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Recipe' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Item pages' })).toBeNull();
  },
};

/**
 * A resource without fields: 'Create fields for your Author resource' and no Import or Export
 * tabs, no values to add.
 */
export const NoFields: Story = {
  parameters: { path: '/stores/demo/custom-object/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Authors', level: 1 })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        name: 'Create fields for your Author resource',
        level: 2,
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('tab', { name: 'Import' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add Author' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create field' })).toBeVisible();
  },
};

const createFieldLocation = fn();

/** Without fields, 'Create field' opens the resource's field form. */
export const NoFieldsCreateField: Story = {
  parameters: { path: '/stores/demo/custom-object/7', onLocationChange: createFieldLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create field' }));
    await waitFor(() =>
      expect(createFieldLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/7/field'),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Create field', level: 2 }),
    ).toBeVisible();
  },
};

/** A resource the store does not have: the not-found page. */
export const NotFound: Story = notFoundStory('/stores/demo/custom-object/99', (canvas) =>
  canvas.queryByRole('grid'),
);

/** A plan without custom resources: how to unlock them, 'Explore plans' to billing. */
export const PlanRequired: Story = planRequiredStory((canvas) => canvas.queryByRole('grid'));

const bulkDeleted: SeenRequest[] = [];

/**
 * Two values ticked, the bulk Delete confirmed: one DELETE with their ids (`id:in`), 'Items
 * deleted.', and the list without them.
 */
export const BulkDelete: Story = {
  parameters: { msw: { handlers: [...session, ...customResources([recipes], bulkDeleted)] } },
  play: async ({ canvasElement }) => {
    bulkDeleted.length = 0;
    const canvas = within(canvasElement);
    const table = await valuesTable(canvas);
    await rowNames(table);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Apple pie' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Treacle sponge' }));
    const bulkActions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await expect(bulkActions.getByText('2 items selected')).toBeVisible();
    await userEvent.click(bulkActions.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 items?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastSays('Items deleted.');
    await expect(bulkDeleted).toEqual([
      {
        method: 'DELETE',
        path: '/api/stores/demo/custom-objects/4/values',
        body: { 'id:in': [12, 14] },
      },
    ]);
    await waitFor(async () =>
      expect(await rowNames(table)).toEqual(['Lemon tart', 'Lemon drizzle cake']),
    );
    await expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  },
};

/** A search asks the server for the matching values and keeps the search box's focus. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await valuesTable(canvas);
    await rowNames(table);
    const search = canvas.getByRole('searchbox', { name: 'Search items' });
    await userEvent.click(search);
    await userEvent.keyboard('lemon');
    await waitFor(async () =>
      expect(await rowNames(table)).toEqual(['Lemon tart', 'Lemon drizzle cake']),
    );
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
    await expect(search).toHaveFocus();
  },
};

/** In Hebrew the page runs right to left: each value's menu ends its row at the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await valuesTable(canvas);
    const name = await within(table).findByRole('link', { name: 'Lemon tart' });
    await expect(getComputedStyle(name).direction).toBe('rtl');
    const menu = within(table).getByRole('button', { name: 'Actions for Lemon tart' });
    await expect(menu.getBoundingClientRect().right).toBeLessThan(
      name.getBoundingClientRect().left,
    );
  },
};
