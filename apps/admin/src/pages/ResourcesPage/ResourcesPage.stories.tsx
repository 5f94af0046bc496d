import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  authors,
  customResourceCreateRefused,
  customResourceDeleteFails,
  customResources,
  customResourcesFailOnce,
  customResourcesNeverAnswer,
  customResourcesNotOnPlan,
  recipes,
} from '../../testing/customResourceHandlers.js';
import { products, signedIn, store, stores } from '../../testing/handlers.js';
import { expectListLoading } from '../../testing/listStateStories.js';
import {
  templateCounts,
  templatesNotOnPlan,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import ResourcesPage from './ResourcesPage.js';
import { toastSays } from '../../testing/storyChecks.js';

/** Signed in to the demo store, an enterprise one, whose products and orders have templates. */
const session = [signedIn, stores, store(), templateCounts({ product: 3, order: 1 }), products([])];
const withCustomObjects = ['custom_objects'];

const meta = {
  title: 'Pages/Resources',
  component: ResourcesPage,
  decorators: [withApp],
  tags: ['autodocs'],
  parameters: {
    path: '/stores/demo',
    msw: { handlers: [...session, ...customResources([recipes, authors])] },
  },
} satisfies Meta<typeof ResourcesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const resourcesTable = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Resources' });

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The row a resource's name heads. */
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest<HTMLElement>('[role="row"]')!;

const fullLocation = fn();

/**
 * The eight built-in types and the store's custom resources in one list, sorted by name; each
 * row says how many metafields it has, and its menu leads to the resource and its shared
 * metafields. A custom resource's row opens its values.
 */
export const Full: Story = {
  parameters: { onLocationChange: fullLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Metafield Studio', level: 1 }),
    ).toBeVisible();
    const table = await resourcesTable(canvas);
    await waitFor(() =>
      expect(rowNames(table)).toEqual([
        'Author',
        'Brands',
        'Categories',
        'Channels',
        'Customers',
        'Locations',
        'Orders',
        'Products',
        'Recipe',
        'Variants',
      ]),
    );
    // A built-in type counts its shared metafields; a custom resource, its fields.
    await expect(await within(rowOf(table, 'Products')).findByText('3 metafields')).toBeVisible();
    await expect(within(rowOf(table, 'Orders')).getByText('1 metafield')).toBeVisible();
    await expect(within(rowOf(table, 'Brands')).getByText('0 metafields')).toBeVisible();
    await expect(within(rowOf(table, 'Recipe')).getByText('2 metafields')).toBeVisible();
    await expect(
      within(rowOf(table, 'Recipe')).getByText('Custom resource, key recipe'),
    ).toBeVisible();
    await expect(
      within(rowOf(table, 'Products')).getByText('The products of your catalog'),
    ).toBeVisible();

    // A built-in type's menu: its list and its shared metafields, and no delete.
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Products' }));
    const productsMenu = await screen.findByRole('menu');
    await expect(within(productsMenu).getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      '/stores/demo/products',
    );
    await expect(
      within(productsMenu).getByRole('menuitem', { name: 'Manage shared metafields' }),
    ).toHaveAttribute('href', '/stores/demo/templates/products');
    await expect(
      within(productsMenu).queryByRole('menuitem', { name: 'Delete resource' }),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    // A custom resource's menu: its values, its settings, and Delete resource.
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Recipe' }));
    const recipeMenu = await screen.findByRole('menu');
    await expect(within(recipeMenu).getByRole('menuitem', { name: 'View' })).toHaveAttribute(
      'href',
      '/stores/demo/custom-object/4',
    );
    await expect(
      within(recipeMenu).getByRole('menuitem', { name: 'Manage shared metafields' }),
    ).toHaveAttribute('href', '/stores/demo/custom-objects/4');
    await expect(
      within(recipeMenu).getByRole('menuitem', { name: 'Delete resource' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(table).getByRole('rowheader', { name: 'Recipe' }));
    await waitFor(() =>
      expect(fullLocation).toHaveBeenLastCalledWith('/stores/demo/custom-object/4'),
    );
    // The values page loads as a chunk of its own: the story ends once it shows its values.
    const values = await canvas.findByRole('grid', {}, { timeout: 10_000 });
    await expect(await within(values).findByText('Treacle sponge')).toBeVisible();
  },
};

/** A built-in type's row opens its list. */
export const OpenBuiltInType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    await userEvent.click(await within(table).findByRole('rowheader', { name: 'Products' }));
    await expect(await canvas.findByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  },
};

/** While the custom resources load, the table is busy with skeleton rows: the sort needs them. */
export const Loading: Story = {
  parameters: { msw: { handlers: [...session, customResourcesNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectListLoading(canvas, 'Resources', ['Resource', 'Description', 'Metafields']);
    await expect(canvas.queryByRole('rowheader', { name: 'Products' })).not.toBeInTheDocument();
  },
};

/** The custom resources could not be read: the error in place of the table, then Try again. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [...session, customResourcesFailOnce, ...customResources([recipes])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to load');
    await expect(alert).toHaveTextContent('Please try again later');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await resourcesTable(canvas);
    await expect(await within(table).findByRole('rowheader', { name: 'Recipe' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const created: SeenRequest[] = [];
const createdLocation = fn();

/**
 * 'Add resource' opens 'Create resource': the key follows the name, the documentation is one
 * link away; Save creates the resource and opens its settings, where its fields are made.
 */
export const AddResource: Story = {
  parameters: {
    featureFlags: withCustomObjects,
    onLocationChange: createdLocation,
    msw: { handlers: [...session, ...customResources([authors], created)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create resource' });
    const form = within(dialog);
    await expect(
      form.getByRole('link', { name: 'Learn more about custom resources' }),
    ).toHaveAttribute('href', 'https://developer.bigcommerce.com/docs/integrations/metafields');
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Recipe');
    await expect(form.getByRole('textbox', { name: /Key/ })).toHaveValue('recipe');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(createdLocation).toHaveBeenLastCalledWith('/stores/demo/custom-objects/8'),
    );
    await expect(created).toEqual([
      { method: 'POST', path: '/api/stores/demo/custom-objects', body: { name: 'Recipe' } },
    ]);
    await toastSays('Recipe created.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const refusedLocation = fn();

/** The server refuses the key: its message shows on the Key field and the modal stays open. */
export const AddResourceServerError: Story = {
  parameters: {
    featureFlags: withCustomObjects,
    onLocationChange: refusedLocation,
    msw: {
      handlers: [...session, customResourceCreateRefused, ...customResources([recipes])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create resource' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Recipe{Enter}');
    await expect(await form.findByText('Another resource already uses this key.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Key/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog).toBeVisible();
    await expect(refusedLocation).toHaveBeenLastCalledWith('/stores/demo');
  },
};

/**
 * A plan without custom objects: 'Add resource' is disabled, and the info button beside it,
 * which the keyboard reaches, says why; the store has no custom resources nor shared
 * metafields to count.
 */
export const NoPlan: Story = {
  parameters: {
    featureFlags: withCustomObjects,
    msw: {
      handlers: [
        signedIn,
        stores,
        store({ plan: 'standard', plan_features: [] }),
        customResourcesNotOnPlan,
        templatesNotOnPlan,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    await waitFor(() => expect(rowNames(table)).toHaveLength(8));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Add resource' })).toBeDisabled(),
    );
    await expect(within(table).queryByText(/^\d+ metafields?$/)).not.toBeInTheDocument();

    // From Settings, Tab passes the disabled button and reaches the reason.
    within(canvas.getByRole('main')).getByRole('link', { name: 'Settings' }).focus();
    await userEvent.tab();
    const reason = canvas.getByRole('button', { name: 'Available on enterprise plan' });
    await expect(reason).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Available on enterprise plan',
    );
  },
};

const settingsLocation = fn();

/** Without the custom_objects flag there is no 'Add resource'; Settings leads to the store's. */
export const NoFlag: Story = {
  parameters: { onLocationChange: settingsLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    await expect(await within(table).findByRole('rowheader', { name: 'Recipe' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add resource' })).not.toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(settingsLocation).toHaveBeenLastCalledWith('/stores/demo/settings'));
    // The settings page loads as a chunk of its own: the story ends once its panels have read.
    await expect(
      await canvas.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(3),
    );
  },
};

const deleted: SeenRequest[] = [];

/**
 * Delete resource asks first ('Deleting Authors is permanent'); once deleted the row is gone,
 * a notice says so, and focus is back in the table.
 */
export const DeleteResource: Story = {
  parameters: {
    msw: { handlers: [...session, ...customResources([recipes, authors], deleted)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    await userEvent.click(await within(table).findByRole('button', { name: 'Actions for Author' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete resource' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resource' });
    await expect(dialog).toHaveTextContent('Deleting Authors is permanent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'Author' })).not.toBeInTheDocument(),
    );
    await expect(within(table).getByRole('rowheader', { name: 'Recipe' })).toBeVisible();
    await toastSays('Resource deleted.');
    await expect(deleted).toEqual([
      { method: 'DELETE', path: '/api/stores/demo/custom-objects/7', body: undefined },
    ]);
    await waitFor(() => expect(table).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The server fails the delete: the resource stays, and the notice says it could not go. */
export const DeleteResourceFails: Story = {
  parameters: {
    msw: { handlers: [...session, customResourceDeleteFails, ...customResources([authors])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    const menuButton = await within(table).findByRole('button', { name: 'Actions for Author' });
    await userEvent.click(menuButton);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete resource' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete resource' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastSays('Resource could not be deleted.');
    await expect(within(table).getByRole('rowheader', { name: 'Author' })).toBeVisible();
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** In Hebrew the page runs right to left: the row menus sit at the left end of their rows. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  parameters: { featureFlags: withCustomObjects },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await resourcesTable(canvas);
    const name = await within(table).findByRole('rowheader', { name: 'Recipe' });
    await expect(getComputedStyle(name).direction).toBe('rtl');
    const menuButton = within(table).getByRole('button', { name: 'Actions for Recipe' });
    await expect(menuButton.getBoundingClientRect().right).toBeLessThan(
      name.getBoundingClientRect().left,
    );
    await expect(canvas.getByRole('button', { name: 'Add resource' })).toBeEnabled();
  },
};
