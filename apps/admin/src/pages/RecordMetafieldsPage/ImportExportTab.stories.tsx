import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import { recordJobs, sent, templateCount } from '../../testing/jobHandlers.js';
import { careNotes, productMetafields, productName } from '../../testing/recordHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';
import { toastSays } from '../../testing/storyChecks.js';

const record = [signedIn, stores, productName(), ...productMetafields([careNotes])];
const noTemplates = [templateCount(0, 'product'), templateCount(0, 'variant')];

const meta = {
  title: 'Pages/Record metafields/Import and Export',
  component: RecordMetafieldsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products/7/metafields?tab=import-export',
    msw: { handlers: [...record, store(), ...noTemplates, ...recordJobs()] },
  },
} satisfies Meta<typeof RecordMetafieldsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history's table, found by its rows' job id. */
const historyRow = async (canvasElement: HTMLElement, id: string) =>
  within(canvasElement).findByRole('row', { name: new RegExp(id) });

/**
 * An export of the product's variants started as a job: 'Metafields of' 'Its variants', then
 * 'Start export'; the body says so, and the job shows in the export history until completed.
 */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Import/Export', selected: true }),
    ).toBeVisible();
    await expect(await canvas.findByText('No recent product exports')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Metafields of/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Its variants' }),
    );
    await expect(
      await canvas.findByRole('heading', { name: 'Download a spreadsheet of variant metafields' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await toastSays('Your export has been started and will appear in the box below.');
    await expect(sent.exportBodies).toEqual([{ exportType: 'custom', of: 'variants' }]);
    await expect(await historyRow(canvasElement, '400')).toBeVisible();
    await expect(
      await within(await historyRow(canvasElement, '400')).findByRole('button', {
        name: /Download/,
      }),
    ).toBeVisible();
  },
};

/** A CSV uploaded starts an import job, which shows in the import history. */
export const Import: Story = {
  play: async ({ canvasElement }) => {
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
    await toastSays('Products import started');
    await expect(await historyRow(canvasElement, '500')).toBeVisible();
    // No templates: the custom layout, so no importType is sent.
    await expect(sent.importForms).toEqual([{ files: 'apron.csv' }]);
  },
};

/** Some rows refused (another record's): the answer's error field titles an info notice. */
export const ImportPartly: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store(),
        ...noTemplates,
        ...recordJobs({ error: 'Some products were not updated' }),
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
    // The title (the server's error) and the message (core's) say the same here.
    await expect((await screen.findAllByText('Some products were not updated'))[0]).toBeVisible();
  },
};

/** A plan without import/export: the export and the upload are locked, with the upgrade. */
export const GatedPlan: Story = {
  parameters: {
    msw: {
      handlers: [...record, store({ plan: 'standard', plan_features: [] }), ...noTemplates],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upgrade to Premium to unlock import.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start export' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getAllByRole('link', { name: 'Explore plans' })[0]).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
  },
};
