import { templateImportChange, templateImportRefusal } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { customResources, recipes } from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  careTemplate,
  fabricTemplate,
  manyTemplates,
  templates,
  templateImport,
  templatesFail,
  templatesNeverAnswer,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import TemplateListPage from './TemplateListPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const session = [signedIn, stores, store(), ...customResources([recipes])];

const meta = {
  title: 'Pages/Shared metafields/Template list',
  component: TemplateListPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/templates/products',
    msw: { handlers: [...session, ...templates(manyTemplates(30))] },
  },
} satisfies Meta<typeof TemplateListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 25, names linking to their forms, paging to the rest. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's title as the spec words it, once (the list shows no second heading).
    await expect(
      await canvas.findByRole('heading', { name: 'Shared product metafields', level: 1 }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { name: 'Shared product metafields' }),
    ).toHaveLength(1);
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/stores/demo/products');
    await expect(await canvas.findByRole('link', { name: 'Shared field 1' })).toHaveAttribute(
      'href',
      '/stores/demo/templates/products/1',
    );
    await expect(canvas.getByText('1–25 of 30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('link', { name: 'Shared field 26' })).toBeVisible();
    await expect(canvas.getByText('26–30 of 30')).toBeVisible();
  },
};

/** A search reloads the matching templates; the search box keeps focus meanwhile. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Shared field 1' });
    const search = canvas.getByRole('searchbox', { name: 'Search shared metafields' });
    await userEvent.click(search);
    await userEvent.keyboard('field 2');
    await expect(search).toHaveValue('field 2');
    await expect(await canvas.findByText('1–11 of 11')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Shared field 1' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Shared field 2' })).toBeVisible();
    await expect(search).toHaveFocus();
  },
};

/** A reference to a custom resource shows the resource's name as its content type. */
export const ReferenceToCustomResource: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        ...templates([
          careTemplate,
          {
            ...fabricTemplate,
            name: 'Pairs with',
            meta_key: 'pairs_with',
            content_type: 'recipe',
            options: { entity_list_type: 'single', custom_object_id: 4 },
          },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Pairs with' })).toBeVisible();
    await expect(await canvas.findByText('Recipe')).toBeVisible();
  },
};

const deleted: SeenRequest[] = [];

/** Delete asks first; once confirmed the template goes, with the notice. */
export const Delete: Story = {
  parameters: {
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate], deleted)] },
  },
  play: async ({ canvasElement }) => {
    deleted.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Fabric' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Fabric?' }));
    // The list has no counts: the template's own read counts its metafields on the platform.
    await expect(
      await dialog.findByText('Deleting this template will remove 3 existing metafields.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await toastSays('Template deleted.');
    await expect(deleted.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/stores/demo/templates/product/2',
    ]);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Fabric' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Care instructions' })).toBeVisible();
  },
};

const moved: SeenRequest[] = [];

/** A move button saves the template's new sort_order, with the notice. */
export const Reorder: Story = {
  parameters: {
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate], moved)] },
  },
  play: async ({ canvasElement }) => {
    moved.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Fabric up' }));
    await toastSays('Shared metafields order updated.');
    await expect(moved).toEqual([
      { method: 'PUT', path: '/api/stores/demo/templates/product/2', body: { sort_order: 1 } },
    ]);
  },
};

/** No templates yet: the way to create the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: [...session, ...templates([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Create a shared metafield to get started' }),
    ).toBeVisible();
  },
};

/** A search that finds nothing says so, and keeps the search in the URL's view. */
export const EmptySearch: Story = {
  parameters: {
    path: '/stores/demo/templates/products?search=zzz',
    msw: { handlers: [...session, ...templates([careTemplate, fabricTemplate])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No shared metafields found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search shared metafields' })).toHaveValue(
      'zzz',
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, templatesFail] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Unable to load' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...session, templatesNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Shared product metafields' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Shared field/ })).toBeNull();
  },
};

const uploads: string[] = [];

/**
 * 'Preview import' shows what a templates file would change, writing nothing; 'Apply' imports
 * the same file, says what it did, and closes the preview.
 */
export const PreviewImport: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        templateImport(
          [
            templateImportChange(2, fabricTemplate, { ...fabricTemplate, name: 'Fabric and care' }),
            templateImportRefusal(3, 'Row 3, column content_type: content_type is required.'),
          ],
          { created: 0, updated: 1 },
          uploads,
        ),
        ...templates([careTemplate, fabricTemplate]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    uploads.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Fabric' });
    const [previewInput] = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(
      previewInput!,
      new File(['name,content_type\n'], 'products-shared-fields-export.csv', { type: 'text/csv' }),
    );
    const preview = within(await canvas.findByRole('region', { name: 'Import preview' }));
    const table = preview.getByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('row', { name: '2' })).toHaveTextContent(
      'Now: name: Fabric and care',
    );
    await expect(preview.getByRole('radio', { name: 'Refused (1)' })).toBeVisible();
    await expect(uploads).toEqual(['preview']);

    await userEvent.click(preview.getByRole('button', { name: 'Apply' }));
    await toastSays('Updated 1 shared product metafield.');
    await expect(uploads).toEqual(['preview', 'import']);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Import preview' })).toBeNull(),
    );
  },
};
