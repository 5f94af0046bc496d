import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { recordTransfer, sent, templateCount } from '../../testing/jobHandlers.js';
import { careNotes, productMetafields, productName } from '../../testing/recordHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const record = [signedIn, stores, productName(), ...productMetafields([careNotes])];

const meta = {
  title: 'Pages/Record metafields/Import and Export',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields?tab=import-export',
    msw: { handlers: [...record, store(), templateCount(0, 'product'), ...recordTransfer()] },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record's CSV downloaded: the export call answers a file, and the notice says so. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Import/Export', selected: true }),
    ).toBeVisible();
    // The tab's panel loads when the tab opens.
    await expect(
      await canvas.findByRole('heading', { name: 'Download a spreadsheet of product metafields' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await toastSays('Your export was successful.');
  },
};

/** A CSV uploaded: written at once, '{item} imported' with 'Your changes have been saved.' */
export const Import: Story = {
  play: async ({ canvasElement }) => {
    sent.importForms = [];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Start upload' })).toBeEnabled();
    // The system's file dialog cannot be driven: the file goes to the input it would fill.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input.');
    await userEvent.upload(
      input,
      new File(['resource_id,namespace,key,value\n7,care,wash,warm\n'], 'apron.csv', {
        type: 'text/csv',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await toastSays('Product imported');
    await expect(screen.getByText('Your changes have been saved.')).toBeInTheDocument();
    // No templates: the custom layout, so no importType is sent.
    await expect(sent.importForms).toEqual([{ files: 'apron.csv' }]);
  },
};

/** Some rows refused: the answer's error field titles an info notice. */
export const ImportPartly: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store(),
        templateCount(0, 'product'),
        ...recordTransfer({ error: 'Some products were not updated' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Start upload' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input.');
    await userEvent.upload(input, new File(['x'], 'apron.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await toastSays('Some products were not updated');
  },
};

/** A plan without import/export: the download and the upload are locked, with the upgrade. */
export const GatedPlan: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store({ plan: 'standard', plan_features: [] }),
        templateCount(0, 'product'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upgrade to Premium to unlock import.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
  },
};
