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
import { products, signedIn, store, stores } from '../../testing/handlers.js';
import { everyStatus } from '../../testing/jobHandlers.js';
import { templateCounts, type SeenRequest } from '../../testing/templateHandlers.js';
import { valueJobHistory } from '../../testing/valueJobHandlers.js';
import CustomResourceSettingsPage from './CustomResourceSettingsPage.js';
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
  title: 'Pages/Custom resources/Settings',
  component: CustomResourceSettingsPage,
  decorators: [withApp],
  tags: ['autodocs'],
  parameters: {
    path: '/stores/demo/custom-objects/4',
    msw: { handlers: [...session, ...customResources([recipes, authors])] },
  },
} satisfies Meta<typeof CustomResourceSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The fields' reorderable list, once its rows are in. */
const fieldRows = async (canvas: Canvas) => {
  const table = await canvas.findByRole('list', { name: 'Fields' });
  await waitFor(() => expect(within(table).getAllByRole('listitem').length).toBeGreaterThan(0));
  return table;
};

/** The rows in order, by their drag handles' names ('Drag Title'). */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^Drag / })
    .map((handle) => handle.getAttribute('aria-label')!.replace('Drag ', ''));

/** A field's row, found by its handle. */
const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('button', { name: `Drag ${name}` })
    .closest('li')!;

/** Chooses `item` in the page header's 'More actions for Recipe' menu. */
const moreActions = async (canvas: Canvas, item: 'Edit' | 'Delete') => {
  await userEvent.click(await canvas.findByRole('button', { name: 'More actions for Recipe' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

/**
 * 'Recipe settings' with the documentation link and the way back to the resources; the tabs
 * named after the resource, Import and Export; the fields in their order, the display name
 * marked, each name a link to its form.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recipe settings', level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Learn more about custom resources' }),
    ).toHaveAttribute('href', 'https://developer.bigcommerce.com/docs/integrations/metafields');
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Resources' }),
    ).toHaveAttribute('href', '/stores/demo');
    const tabs = canvas.getByRole('tablist', { name: 'Recipe' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Recipe', 'Import', 'Export']);

    const table = await fieldRows(canvas);
    await expect(rowNames(table)).toEqual(['Code', 'Title']);
    const title = rowOf(table, 'Title');
    await expect(title).toHaveTextContent('Title (Display name)');
    await expect(title).toHaveTextContent('Content type Text');
    await expect(within(title).getByRole('link', { name: 'Title' })).toHaveAttribute(
      'href',
      '/stores/demo/custom-objects/4/field/2',
    );
    await expect(rowOf(table, 'Code')).not.toHaveTextContent('(Display name)');
    await expect(canvas.getByText('1–2 of 2')).toBeVisible();
  },
};

/** While the fields load, the page stands with its title and the table shows placeholders. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        customResourceReadNeverAnswers('fields'),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recipe settings' })).toBeVisible();
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Fields' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Field pages' })).toBeNull();
  },
};

/** The resource itself still loading: the page's placeholder, nothing of the page yet. */
export const LoadingResource: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        customResourceReadNeverAnswers('resource'),
        ...customResources([recipes]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Recipe settings' })).toBeNull();
  },
};

const fieldsRead = customResourceReadFailing('fields');

/** The fields could not be read: 'Unable to load' in place of the table; Try again reads them. */
export const Error: Story = {
  beforeEach: fieldsRead.fail,
  parameters: {
    msw: {
      handlers: [...session, fieldsRead.handler, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    await expect(alert).toHaveTextContent('Please try again later');
    fieldsRead.answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(rowNames(await fieldRows(canvas))).toEqual(['Code', 'Title']);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const resourceRead = customResourceReadFailing('resource');

/** The resource could not be read: the error in place of the page, and Try again reads it. */
export const ErrorResource: Story = {
  beforeEach: resourceRead.fail,
  parameters: {
    msw: {
      handlers: [...session, resourceRead.handler, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    await expect(canvas.queryByRole('heading', { name: 'Recipe settings' })).toBeNull();
    resourceRead.answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Recipe settings' })).toBeVisible();
    await expect(rowNames(await fieldRows(canvas))).toEqual(['Code', 'Title']);
  },
};

/** A resource without fields: the table's 'Field' empty state, with 'Add field' in it. */
export const Empty: Story = {
  parameters: { path: '/stores/demo/custom-objects/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Author settings' })).toBeVisible();
    const empty = await canvas.findByRole('heading', { name: 'No Field records found' });
    await expect(empty).toBeVisible();
    // One beside the table's title, one in the empty state.
    await expect(canvas.getAllByRole('button', { name: 'Add field' })).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: 'Field pages' })).toBeNull();
  },
};

const addFieldLocation = fn();

/** 'Add field' opens the resource's field form. */
export const AddField: Story = {
  parameters: { onLocationChange: addFieldLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fieldRows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(addFieldLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/4/field'),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Create field', level: 2 }),
    ).toBeVisible();
  },
};

/** A resource the store does not have: the not-found page. */
export const NotFound: Story = notFoundStory('/stores/demo/custom-objects/99', (canvas) =>
  canvas.queryByRole('heading', { name: /settings/ }),
);

/** A plan without custom resources: how to unlock them, 'Explore plans' to billing. */
export const PlanRequired: Story = planRequiredStory((canvas) =>
  canvas.queryByRole('list', { name: 'Fields' }),
);

const renamed: SeenRequest[] = [];

/**
 * Edit in the More actions menu opens 'Edit resource' over the saved name; Save renames the
 * resource (PUT with the name), says 'Dish updated.', closes, and the title follows.
 */
export const EditResource: Story = {
  parameters: { msw: { handlers: [...session, ...customResources([recipes], renamed)] } },
  play: async ({ canvasElement }) => {
    renamed.length = 0;
    const canvas = within(canvasElement);
    await moreActions(canvas, 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit resource' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Recipe');
    await expect(dialog.getByRole('textbox', { name: /Key/ })).toHaveValue('recipe');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dish');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await toastSays('Dish updated.');
    await expect(renamed).toEqual([
      { method: 'PUT', path: '/api/stores/demo/custom-objects/4', body: { name: 'Dish' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { name: 'Dish settings' })).toBeVisible();
  },
};

const deletedResource: SeenRequest[] = [];
const deletedLocation = fn();

/**
 * Delete in the More actions menu asks first ('Deleting Recipes is permanent'); once deleted,
 * 'Resource deleted.' and back to the store's resources, where the recipe is gone.
 */
export const DeleteResource: Story = {
  parameters: {
    onLocationChange: deletedLocation,
    msw: {
      handlers: [
        ...session,
        templateCounts({}),
        products([]),
        ...customResources([recipes, authors], deletedResource),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    deletedResource.length = 0;
    const canvas = within(canvasElement);
    await moreActions(canvas, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resource' });
    await expect(dialog).toHaveTextContent('Deleting Recipes is permanent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastSays('Resource deleted.');
    await waitFor(() => expect(deletedLocation).toHaveBeenLastCalledWith('/stores/demo'));
    await expect(deletedResource).toEqual([
      { method: 'DELETE', path: '/api/stores/demo/custom-objects/4', body: undefined },
    ]);
    await expect(
      await canvas.findByRole('heading', { name: 'Metafield Studio', level: 1 }),
    ).toBeVisible();
    const resources = await canvas.findByRole('grid', { name: 'Resources' });
    await expect(await within(resources).findByRole('rowheader', { name: 'Author' })).toBeVisible();
    await expect(within(resources).queryByRole('rowheader', { name: 'Recipe' })).toBeNull();
  },
};

const deletedField: SeenRequest[] = [];

/** A field's Delete asks first ('Deleting a field is permanent'); then the row goes. */
export const DeleteField: Story = {
  parameters: { msw: { handlers: [...session, ...customResources([recipes], deletedField)] } },
  play: async ({ canvasElement }) => {
    deletedField.length = 0;
    const canvas = within(canvasElement);
    const table = await fieldRows(canvas);
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Code' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Code?' });
    await expect(dialog).toHaveTextContent('Deleting a field is permanent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await toastSays('Resource field deleted.');
    await expect(deletedField).toEqual([
      { method: 'DELETE', path: '/api/stores/demo/custom-objects/4/fields/1', body: undefined },
    ]);
    await waitFor(() => expect(rowNames(table)).toEqual(['Title']));
  },
};

const moved: SeenRequest[] = [];

/**
 * 'Move Title up' saves the field whole with its new sort_order (PUT), says so, and the table
 * keeps the new order once read again.
 */
export const ReorderByKeyboard: Story = {
  parameters: { msw: { handlers: [...session, ...customResources([recipes], moved)] } },
  play: async ({ canvasElement }) => {
    moved.length = 0;
    const canvas = within(canvasElement);
    const table = await fieldRows(canvas);
    const moveUp = within(table).getByRole('button', { name: 'Move Title up' });
    moveUp.focus();
    await userEvent.keyboard('{Enter}');

    await toastSays('Resource fields orders updated.');
    await expect(moved).toEqual([
      {
        method: 'PUT',
        path: '/api/stores/demo/custom-objects/4/fields/2',
        body: {
          name: 'Title',
          meta_key: 'title',
          content_type: 'text',
          use_as_display_name: true,
          options: { min: 1, max: 255 },
          sort_order: 1,
        },
      },
    ]);
    await waitFor(() => expect(rowNames(table)).toEqual(['Title', 'Code']));
  },
};

/** The Import tab loads when opened: the upload and the resource's import history. */
export const ImportTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fieldRows(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Import' }));
    await expect(await canvas.findByRole('button', { name: 'Start upload' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Import history' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Import' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** In Hebrew the page runs right to left: each field's menu ends its row at the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await fieldRows(canvas);
    const name = within(table).getByRole('link', { name: 'Title' });
    await expect(getComputedStyle(name).direction).toBe('rtl');
    const menu = within(table).getByRole('button', { name: 'Actions for Title' });
    await expect(menu.getBoundingClientRect().right).toBeLessThan(
      name.getBoundingClientRect().left,
    );
  },
};
