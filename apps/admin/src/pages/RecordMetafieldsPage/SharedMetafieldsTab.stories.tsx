import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TemplateField } from '@metafields/core';
import { withApp } from '../../testing/AppStory.js';
import { customResources, recipes } from '../../testing/customResourceHandlers.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { careNotes, productMetafields, productName } from '../../testing/recordHandlers.js';
import {
  careTemplate,
  fabricTemplate,
  productTemplateFields,
  productTemplateFieldsNeverAnswer,
  templates,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const record = [
  signedIn,
  stores,
  productName(),
  ...productMetafields([careNotes]),
  // The template screens the tab's buttons open.
  ...templates([careTemplate, fabricTemplate]),
  ...customResources([recipes]),
];

/** Care instructions with a value, Fabric without one yet. */
const fields: TemplateField[] = [
  {
    template: careTemplate,
    metafield: {
      id: 301,
      namespace: 'shared',
      key: 'care_instructions',
      value: 'Hand wash',
      permission_set: 'write_and_sf_access',
    },
  },
  { template: fabricTemplate, metafield: null },
];

const meta = {
  title: 'Pages/Record metafields/Shared metafields',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields',
    msw: { handlers: [...record, store(), ...productTemplateFields(fields)] },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });

/** Once the record's templates are in, Shared leads and is open. */
const sharedTabLeads = (canvas: ReturnType<typeof within>) =>
  waitFor(async () => {
    const [first, second] = canvas.getAllByRole('tab');
    await expect(first).toHaveAccessibleName('Shared metafields');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAccessibleName('Custom metafields');
  });

const saved: SeenRequest[] = [];

/**
 * With templates, Shared is the first tab and opens by default; a value typed into a field
 * without one is created (POST with the template's namespace and key), then the notice.
 */
export const Full: Story = {
  parameters: {
    msw: { handlers: [...record, store(), ...productTemplateFields(fields, saved)] },
  },
  play: async ({ canvasElement }) => {
    saved.length = 0;
    const canvas = within(canvasElement);
    await sharedTabLeads(canvas);
    await expect(await canvas.findByRole('textbox', { name: 'Care instructions' })).toHaveValue(
      'Hand wash',
    );
    await expect(canvas.getByRole('button', { name: 'Manage shared metafields' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create shared metafield' })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Fabric' }), 'Linen');
    await waitFor(() => expect(saveBar()).toBeVisible());
    await userEvent.click(within(saveBar()!).getByRole('button', { name: 'Save' }));
    await toastSays('Metafields saved.');
    await expect(saved).toEqual([
      {
        method: 'POST',
        path: '/api/stores/demo/templates/product/records/7/metafields',
        body: {
          namespace: 'shared',
          key: 'fabric',
          value: 'Linen',
          permission_set: 'write_and_sf_access',
        },
      },
    ]);
    await waitFor(() => expect(saveBar()).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Fabric' })).toHaveValue('Linen');
  },
};

/** 'Manage shared metafields' opens the product templates, whose back link returns here. */
export const ManageSharedMetafields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sharedTabLeads(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage shared metafields' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Shared product metafields' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to record' })).toHaveAttribute(
      'href',
      '/stores/demo/products/7/metafields?tab=shared',
    );
  },
};

/** No templates: Custom comes first; the Shared tab offers to create the first one. */
export const NoTemplates: Story = {
  parameters: { msw: { handlers: [...record, store(), ...productTemplateFields([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs[0]).toHaveAccessibleName('Custom metafields');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Shared metafields' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Create a shared metafield to get started' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create shared metafield' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Create shared metafield' }),
    ).toBeVisible();
  },
};

/** A plan without shared metafields: Custom first, and the Shared tab says how to unlock them. */
export const PlanWithoutSharedMetafields: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store({ plan: 'standard', plan_features: [] }),
        ...productTemplateFields(fields),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs[0]).toHaveAccessibleName('Custom metafields');
    await userEvent.click(canvas.getByRole('tab', { name: 'Shared metafields' }));
    await expect(
      await canvas.findByText('Upgrade to Premium to unlock shared metafields.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Care instructions' })).toBeNull();
  },
};

/** A save the server refuses: the error notice, and the change stays for a retry. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: [...record, store(), ...productTemplateFields(fields, [], { failSaves: true })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const care = await canvas.findByRole('textbox', { name: 'Care instructions' });
    await userEvent.clear(care);
    await userEvent.type(care, 'Dry clean');
    await waitFor(() => expect(saveBar()).toBeVisible());
    await userEvent.click(within(saveBar()!).getByRole('button', { name: 'Save' }));
    await toastSays('There was an error saving the metafields.');
    await expect(care).toHaveValue('Dry clean');
    await expect(saveBar()).toBeVisible();
  },
};

/** While the record's templates load, Custom leads and the Shared tab shows it is loading. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [...record, store(), productTemplateFieldsNeverAnswer] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    const tabs = await canvas.findAllByRole('tab');
    await expect(tabs[0]).toHaveAccessibleName('Custom metafields');
    await userEvent.click(canvas.getByRole('tab', { name: 'Shared metafields' }));
    const panel = await canvas.findByRole('tabpanel', { name: 'Shared metafields' });
    await expect(within(panel).getByText('Loading')).toBeInTheDocument();
    await expect(within(panel).queryByRole('textbox')).toBeNull();
  },
};

/** A product reference shows the chosen product's name, looked up through the gateway. */
export const ReferenceField: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store(),
        http.get('/bc-api/stores/demo/v3/catalog/products', ({ request }) =>
          HttpResponse.json({
            data:
              new URL(request.url).searchParams.get('id:in') === '3'
                ? [{ id: 3, name: 'Canvas Tote', sku: 'TOTE-1' }]
                : [],
            meta: {
              pagination: { total: 1, count: 1, per_page: 1, current_page: 1, total_pages: 1 },
            },
          }),
        ),
        ...productTemplateFields([
          {
            template: {
              ...careTemplate,
              id: 3,
              name: 'Goes well with',
              meta_key: 'goes_well_with',
              content_type: 'product',
              options: { entity_list_type: 'single' },
            },
            metafield: {
              id: 303,
              namespace: 'shared',
              key: 'goes_well_with',
              value: '[{"id":3}]',
              permission_set: 'write',
            },
          },
        ]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sharedTabLeads(canvas);
    await expect(await canvas.findByText('Canvas Tote')).toBeVisible();
  },
};

/** Two references to the Recipe custom resource; only the first names it by id. */
const recipeFields: TemplateField[] = [
  {
    template: {
      ...careTemplate,
      id: 4,
      name: 'Pairs with',
      meta_key: 'pairs_with',
      description: null,
      content_type: 'recipe',
      options: { entity_list_type: 'single', custom_object_id: 4 },
    },
    metafield: {
      id: 304,
      namespace: 'shared',
      key: 'pairs_with',
      value: '[{"id":11}]',
      permission_set: 'write',
    },
  },
  {
    // Saved before templates named their resource: found by its content type, the slug.
    template: {
      ...careTemplate,
      id: 5,
      name: 'Served with',
      meta_key: 'served_with',
      description: null,
      content_type: 'recipe',
      options: { entity_list_type: 'single', custom_object_id: 0 },
    },
    metafield: {
      id: 305,
      namespace: 'shared',
      key: 'served_with',
      value: '[{"id":12}]',
      permission_set: 'write',
    },
  },
];

const savedReference: SeenRequest[] = [];

/**
 * References to a custom resource's values: chosen values show by their display field (Title,
 * not the code in 'name'); the picker lists the values by it, searches them, and the one picked
 * is saved by id.
 */
export const CustomResourceReference: Story = {
  parameters: {
    msw: {
      handlers: [...record, store(), ...productTemplateFields(recipeFields, savedReference)],
    },
  },
  play: async ({ canvasElement }) => {
    savedReference.length = 0;
    const canvas = within(canvasElement);
    await sharedTabLeads(canvas);
    const pairsWith = within(await canvas.findByRole('group', { name: 'Pairs with' }));
    await expect(await pairsWith.findByText('Lemon tart')).toBeVisible();
    const servedWith = within(canvas.getByRole('group', { name: 'Served with' }));
    await expect(await servedWith.findByText('Apple pie')).toBeVisible();

    await userEvent.click(pairsWith.getByRole('button', { name: 'Choose record' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose record' }));
    const list = await dialog.findByRole('radiogroup', { name: 'Records' });
    await expect(
      within(list)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Lemon tart', 'Apple pie', 'Lemon drizzle cake', 'Treacle sponge']);
    await expect(within(list).getByRole('radio', { name: 'Lemon tart' })).toBeChecked();

    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search' }), 'lemon');
    // The search's page replaces the list once it arrives: the two lemon recipes alone.
    await waitFor(() =>
      expect(
        dialog.queryAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Lemon tart', 'Lemon drizzle cake']),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Lemon drizzle cake' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await pairsWith.findByText('Lemon drizzle cake')).toBeVisible();

    await waitFor(() => expect(saveBar()).toBeVisible());
    await userEvent.click(within(saveBar()!).getByRole('button', { name: 'Save' }));
    await toastSays('Metafields saved.');
    await expect(savedReference).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/stores/demo/templates/product/records/7/metafields/304',
        body: expect.objectContaining({ value: '[{"id":13}]' }),
      }),
    ]);
  },
};
