import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { withApp } from '../../testing/AppStory.js';
import { productTemplateFields } from '../../testing/templateHandlers.js';
import {
  careNotes,
  metafieldsFail,
  metafieldsNeverAnswer,
  productMetafields,
  productMissing,
  productName,
  seoTitle,
} from '../../testing/recordHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';

// No templates: the Custom metafields tab leads.
const session = [signedIn, stores, store(), ...productTemplateFields([])];

const meta = {
  title: 'Pages/Record metafields',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields',
    msw: { handlers: [...session, productName(), ...productMetafields([careNotes, seoTitle])] },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's name as the title, the list it came from as the back link, its metafields. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/stores/demo/products');
    await expect(canvas.getByRole('tab', { name: 'Custom metafields' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = canvas.getByRole('grid', { name: 'Custom metafields' });
    await expect(await within(table).findByRole('rowheader', { name: 'wash' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'title' })).toBeVisible();
  },
};

/** Delete from a row's menu: after the confirmation the list is read again without it. */
export const DeleteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Custom metafields' });
    await userEvent.click(
      await within(table).findByRole('button', { name: 'Actions for care: wash' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(table).queryByRole('rowheader', { name: 'wash' })).not.toBeInTheDocument(),
    );
    await expect(within(table).getByRole('rowheader', { name: 'title' })).toBeVisible();
  },
};

/** 'Create metafield' opens the create page under the record's path; its back link returns to the Custom tab. */
export const OpensCreate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create metafield' }));
    await expect(await canvas.findByRole('heading', { name: 'Create metafield' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Linen Apron metafields' }),
    ).toHaveAttribute('href', '/stores/demo/products/7/metafields?tab=custom');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [...session, productName(), ...productMetafields([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(await canvas.findByText('No custom metafields yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create metafield' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...session, productName(), metafieldsNeverAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Linen Apron' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'wash' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [...session, productName(), metafieldsFail] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to load metafields. Please try again later.',
    );
  },
};

/** A product that is gone: 'Product not found' and no tabs. */
export const ParentNotFound: Story = {
  parameters: { msw: { handlers: [...session, productMissing, ...productMetafields([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/** A record id that is not an id is not asked for: the not-found page shows. */
export const NotAnId: Story = {
  parameters: { path: '/stores/demo/products/apron/metafields' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'O oh, page not found' }),
    ).toBeVisible();
  },
};

/** What the History tab asked the server for: the product's changes, a page at a time. */
const historyQueries: string[] = [];

/**
 * The History tab (issue 28): the product's changes, newest first, each with who made it, the
 * old and new value and its job or request, and 'Export as CSV' of the same changes.
 */
export const History: Story = {
  parameters: {
    path: '/stores/demo/products/7/metafields?tab=history',
    msw: {
      handlers: [
        ...session,
        productName(),
        ...productMetafields([careNotes, seoTitle]),
        http.get('/api/stores/demo/history', ({ request }) => {
          historyQueries.push(new URL(request.url).search);
          return HttpResponse.json({
            data: [
              {
                id: 9,
                at: '2026-03-18T12:15:00.000Z',
                actor: { kind: 'job', id: 41, name: 'care.csv' },
                job_id: 41,
                request_id: null,
                subject: 'metafield',
                record_type: 'product',
                record_id: 7,
                namespace: 'care',
                key: 'wash',
                action: 'update',
                old_value: 'warm',
                new_value: 'cold',
              },
            ],
            meta: { total: 1 },
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Changes' });
    const change = await within(table).findByRole('row', { name: /Mar 18, 2026/ });
    await expect(change).toHaveTextContent('care.csv');
    await expect(change).toHaveTextContent('care.wash');
    await expect(change).toHaveTextContent('warmcold');
    await expect(change).toHaveTextContent('Job 41');
    await expect(historyQueries.at(-1)).toBe('?record_type=product&record_id=7&page=1&limit=25');
    await expect(canvas.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/stores\/demo\/history\.csv\?record_type=product&record_id=7$/),
    );
  },
};
