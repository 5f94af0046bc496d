import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import {
  customResources,
  customResourcesNotOnPlan,
  recipes,
} from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  careTemplate,
  fabricTemplate,
  templateSaveFails,
  templates,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import TemplateFormPage from './TemplateFormPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const session = [signedIn, stores, store(), ...customResources([recipes])];

const meta = {
  title: 'Pages/Shared metafields/Template form',
  component: TemplateFormPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/templates/products/form',
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate])] },
  },
} satisfies Meta<typeof TemplateFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const created: SeenRequest[] = [];

/** A new template: the key follows the name; saved, the notice and back to the list. */
export const New: Story = {
  parameters: {
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate], created)] },
  },
  play: async ({ canvasElement }) => {
    created.length = 0;
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create shared metafield' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shared product metafields' })).toHaveAttribute(
      'href',
      '/stores/demo/templates/products',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pack size');
    await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveValue('pack-size');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Pack size created.');
    await expect(created).toHaveLength(1);
    await expect(created[0]).toMatchObject({
      method: 'POST',
      path: '/api/stores/demo/templates/product',
      body: { name: 'Pack size', namespace: 'shared', sort_order: 3 },
    });
    // Back on the list, which shows the new template.
    await expect(await canvas.findByRole('link', { name: 'Pack size' })).toBeVisible();
  },
};

const createdReference: SeenRequest[] = [];

/**
 * A reference to a custom resource: its content type is the resource's slug and its options name
 * the resource by its real id (from GET /custom-objects), starting as a single value.
 */
export const NewReferenceToCustomResource: Story = {
  parameters: {
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate], createdReference)] },
  },
  play: async ({ canvasElement }) => {
    createdReference.length = 0;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Pairs with');
    await userEvent.click(canvas.getByRole('button', { name: /Content type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Recipe' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Content type/ })).toHaveTextContent('Recipe'),
    );
    await expect(canvas.getByRole('radio', { name: 'Single Recipe' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Pairs with created.');
    await expect(createdReference).toHaveLength(1);
    await expect(createdReference[0]).toMatchObject({
      method: 'POST',
      path: '/api/stores/demo/templates/product',
      body: {
        name: 'Pairs with',
        meta_key: 'pairs-with',
        content_type: 'recipe',
        options: { entity_list_type: 'single', custom_object_id: 4 },
      },
    });
  },
};

/** A plan without custom objects has no resources to refer to; every built-in type remains. */
export const WithoutCustomObjectsPlan: Story = {
  parameters: {
    msw: {
      handlers: [
        signedIn,
        stores,
        store({ plan: 'premium', plan_features: ['import-export', 'shared-metafields'] }),
        customResourcesNotOnPlan,
        ...templates([careTemplate]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Content type/ }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'Product' })).toBeInTheDocument();
    await expect(within(list).queryByRole('option', { name: 'Recipe' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

const updated: SeenRequest[] = [];

/** An existing template, from its address: its values; saved, the notice, and it stays. */
export const Edit: Story = {
  parameters: {
    path: '/stores/demo/templates/products/1',
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate], updated)] },
  },
  play: async ({ canvasElement }) => {
    updated.length = 0;
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Care instructions');
    await userEvent.type(name, ' guide');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('Care instructions guide updated.');
    await expect(updated[0]).toMatchObject({
      method: 'PUT',
      path: '/api/stores/demo/templates/product/1',
      body: { name: 'Care instructions guide' },
    });
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

/** Delete from the form asks first, with the count of metafields that go with it. */
export const Delete: Story = {
  parameters: { path: '/stores/demo/templates/products/form/2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Fabric?' }));
    await waitFor(() =>
      expect(
        dialog.getByText('Deleting this template will remove 3 existing metafields.'),
      ).toBeVisible(),
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete' }));
    await toastSays('Template deleted.');
    await expect(
      await canvas.findByRole('heading', { name: 'Shared product metafields' }),
    ).toBeVisible();
  },
};

/** The server refuses the key: the notice, and its error under the Key field. */
export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: [...session, ...templateSaveFails, ...templates([careTemplate])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Name' }), 'Care');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('A metafield with the same Namespace and Key already exists.');
    await expect(canvas.getByRole('textbox', { name: 'Key' })).toHaveAccessibleDescription(
      /already exists/,
    );
  },
};

export const NotFound: Story = {
  parameters: { path: '/stores/demo/templates/products/77' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
