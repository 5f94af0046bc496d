import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Metafield, TemplateField } from '@metafields/core';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  careNotes,
  metafieldsFail,
  metafieldsNeverAnswer,
  productMetafields,
  productMissing,
  productName,
  seoTitle,
} from '../../testing/recordHandlers.js';
import {
  careTemplate,
  fabricTemplate,
  productTemplateFields,
  productTemplateFieldsNeverAnswer,
  type SeenRequest,
} from '../../testing/templateHandlers.js';
import AppExtensionPage from './AppExtensionPage.js';

/** Care instructions with a value, Fabric without one yet. */
const sharedFields: TemplateField[] = [
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

const session = [signedIn, stores, store()];
const product = [...session, productName(), ...productMetafields([careNotes, seoTitle])];

/** An order's or a customer's metafields, read only: the panel lists what the platform has. */
const recordMetafields = (path: string, list: Metafield[]) =>
  http.get(`/bc-api/stores/demo/v3/${path}/metafields`, () =>
    HttpResponse.json({
      data: list,
      meta: {
        pagination: {
          total: list.length,
          count: list.length,
          per_page: 250,
          current_page: 1,
          total_pages: 1,
        },
      },
    }),
  );
const noTemplates = (type: string, id: number) =>
  http.get(`/api/stores/demo/templates/${type}/records/${id}/metafields`, () =>
    HttpResponse.json({ data: [] }),
  );

const meta = {
  title: 'Pages/App extension',
  component: AppExtensionPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/app-extension/products/7',
    embedded: true,
    msw: { handlers: [...product, ...productTemplateFields(sharedFields)] },
  },
} satisfies Meta<typeof AppExtensionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastSays = async (text: string) => {
  const toast = await screen.findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
};
const saveBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });
const bodyIsMarked = () =>
  waitFor(() => expect(document.body.classList.contains('app-extension')).toBe(true));

/**
 * A product's panel: its name, the shared values form and the custom metafields, one above the
 * other; no app header, navigation or back link, and no way out to the template screens. The
 * body carries `app-extension` while the panel shows.
 */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await bodyIsMarked();
    await expect(canvas.getByRole('heading', { name: 'Shared metafields' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Care instructions' })).toHaveValue(
      'Hand wash',
    );
    const table = canvas.getByRole('grid', { name: 'Custom metafields' });
    await expect(await within(table).findByRole('rowheader', { name: 'wash' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'title' })).toBeVisible();
    // No chrome: the control panel around the panel is the page's frame.
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Store' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Manage shared metafields' }),
    ).not.toBeInTheDocument();
  },
};

const saved: SeenRequest[] = [];

/** A shared value typed in the panel is saved from its save bar, and the notice says so. */
export const EditAndSave: Story = {
  parameters: {
    msw: { handlers: [...product, ...productTemplateFields(sharedFields, saved)] },
  },
  play: async ({ canvasElement }) => {
    saved.length = 0;
    const canvas = within(canvasElement);
    const fabric = await canvas.findByRole('textbox', { name: 'Fabric' });
    await userEvent.type(fabric, 'Linen');
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
    await expect(fabric).toHaveValue('Linen');
  },
};

/**
 * A custom metafield is edited in the panel's own form, which stays once saved (as on the
 * record's page); its back link returns to the panel.
 */
export const EditCustomMetafield: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Custom metafields' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Actions for care: wash' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const description = await canvas.findByRole('textbox', { name: /^Description/ });
    await waitFor(() => expect(description).toHaveValue('How to wash it'));
    await userEvent.clear(description);
    await userEvent.type(description, 'Wash cold');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await toastSays('The metafield has been updated');
    await expect(canvas.getByRole('heading', { name: 'Edit metafield' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Linen Apron metafields' }));
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(
      await canvas.findByRole('grid', { name: 'Custom metafields' }),
    ).toBeInTheDocument();
    await bodyIsMarked();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        productName(),
        metafieldsNeverAnswer,
        productTemplateFieldsNeverAnswer,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(canvas.getAllByRole('progressbar', { name: 'Loading' })[0]).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'wash' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...session, productName(), metafieldsFail, ...productTemplateFields([])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load metafields. Please try again later.',
    );
  },
};

/** A product that is gone: 'Product not found' and nothing to edit. */
export const RecordNotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        ...session,
        productMissing,
        ...productMetafields([]),
        ...productTemplateFields([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** No templates for products and no metafields: only the custom list, empty, with Create. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [...session, productName(), ...productMetafields([]), ...productTemplateFields([])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No custom metafields yet')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { name: 'Shared metafields' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Create metafield' })).toBeEnabled();
  },
};

/** An order's panel: its billing name as the title and its metafields. */
export const Order: Story = {
  parameters: {
    path: '/stores/demo/app-extension/orders/100',
    msw: {
      handlers: [
        ...session,
        http.get('/bc-api/stores/demo/v2/orders/100', () =>
          HttpResponse.json({ billing_address: { first_name: 'Ada', last_name: 'Lovelace' } }),
        ),
        recordMetafields('orders/100', [
          {
            ...careNotes,
            namespace: 'gift',
            key: 'message',
            resource_type: 'order',
            resource_id: 100,
          },
        ]),
        noTemplates('order', 100),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Custom metafields' });
    await expect(await within(table).findByRole('rowheader', { name: 'message' })).toBeVisible();
    await bodyIsMarked();
  },
};

/** A customer's panel. */
export const Customer: Story = {
  parameters: {
    path: '/stores/demo/app-extension/customers/5',
    msw: {
      handlers: [
        ...session,
        http.get('/bc-api/stores/demo/v3/customers', () =>
          HttpResponse.json({ data: [{ first_name: 'Grace', last_name: 'Hopper' }] }),
        ),
        recordMetafields('customers/5', [
          {
            ...careNotes,
            namespace: 'loyalty',
            key: 'tier',
            resource_type: 'customer',
            resource_id: 5,
          },
        ]),
        noTemplates('customer', 5),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Custom metafields' });
    await expect(await within(table).findByRole('rowheader', { name: 'tier' })).toBeVisible();
  },
};

/**
 * Brands have no panel: any model but products, orders and customers is not found. Leaving the
 * panel's pages for the app's takes the body's `app-extension` class away.
 */
export const UnknownModel: Story = {
  parameters: { path: '/stores/demo/app-extension/brands/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'O oh, page not found' }),
    ).toBeVisible();
    await bodyIsMarked();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to your stores' }));
    await expect(await canvas.findByRole('heading', { name: 'Your stores' })).toBeVisible();
    await expect(document.body.classList.contains('app-extension')).toBe(false);
  },
};

/** In Hebrew the panel runs right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { name: 'Linen Apron' });
    await expect(getComputedStyle(title).direction).toBe('rtl');
    await canvas.findByRole('grid');
  },
};
