import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { Metafield } from '@metafields/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../testing/AppStory.js';
import { signedIn, store, stores } from '../../testing/handlers.js';
import {
  everyStatus,
  recordImportJobs,
  recordJobHistory,
  recordJobs,
  sent,
  templateCount,
  undoStart,
} from '../../testing/jobHandlers.js';
import {
  careNotes,
  productMetafields,
  productName,
  productPath,
} from '../../testing/recordHandlers.js';
import RecordMetafieldsPage from './RecordMetafieldsPage.js';
import { toastSays, undoImportInHistory } from '../../testing/storyChecks.js';

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

/** A CSV uploaded starts an import job, which shows in the import history until completed. */
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
    await expect(
      await within(await historyRow(canvasElement, '500')).findByText('completed'),
    ).toBeVisible();
  },
};

/** The metafield the story's import creates on product 7. */
const dryNotes: Metafield = { ...careNotes, id: 43, key: 'dry', value: '"flat"' };

/** Product 7's metafields, with the imported one once the import job has completed. */
const imported = { done: false, reads: 0 };
const metafieldsAfterImport = http.get(`${productPath}/metafields`, () => {
  imported.reads += 1;
  const data = imported.done ? [careNotes, dryNotes] : [careNotes];
  return HttpResponse.json({
    data,
    meta: {
      pagination: {
        total: data.length,
        count: data.length,
        per_page: 250,
        current_page: 1,
        total_pages: 1,
      },
    },
  });
});

/**
 * The record's metafields are read again when its import job ends, while the Import/Export tab
 * is open: back on Custom metafields, the imported one is there without a reload.
 */
export const ImportRefreshesMetafields: Story = {
  parameters: {
    path: '/stores/demo/products/7/metafields',
    msw: {
      handlers: [
        metafieldsAfterImport,
        ...record,
        store(),
        ...noTemplates,
        ...recordJobs({}, () => {
          imported.done = true;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    Object.assign(imported, { done: false, reads: 0 });
    const canvas = within(canvasElement);
    const custom = await canvas.findByRole('grid', { name: 'Custom metafields' });
    await expect(await within(custom).findByRole('rowheader', { name: 'wash' })).toBeVisible();
    const readsBefore = imported.reads;

    await userEvent.click(canvas.getByRole('tab', { name: 'Import/Export' }));
    await expect(await canvas.findByRole('button', { name: 'Start upload' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input.');
    await userEvent.upload(
      input,
      new File(['resource_id,namespace,key,value\n7,care,dry,flat\n'], 'apron.csv', {
        type: 'text/csv',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    // The job runs, then completes: its file can be downloaded.
    await within(await historyRow(canvasElement, '500')).findByRole('button', {
      name: /Download/,
    });
    // Read again while the list is not on screen, so it is ready when the person goes back.
    await waitFor(() => expect(imported.reads).toBeGreaterThan(readsBefore));

    await userEvent.click(canvas.getByRole('tab', { name: 'Custom metafields' }));
    const list = await canvas.findByRole('grid', { name: 'Custom metafields' });
    await expect(await within(list).findByRole('rowheader', { name: 'dry' })).toBeVisible();
    await expect(within(list).getByRole('rowheader', { name: 'wash' })).toBeVisible();
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
    // The job goes on in the history, until completed.
    await expect(
      await within(await historyRow(canvasElement, '500')).findByText('completed'),
    ).toBeVisible();
  },
};

/** The ids of the imports whose undo the story asked for. */
const undone: string[] = [];

/**
 * 'Undo this import' (issue 28) in a finished import's row menu of the record's history, not in
 * a running one's; confirmed, the undo starts at the record's own address.
 */
export const UndoImport: Story = {
  parameters: {
    msw: {
      handlers: [
        ...record,
        store(),
        ...noTemplates,
        recordJobHistory('export', []),
        recordJobHistory('import', everyStatus),
        undoStart(recordImportJobs, undone),
      ],
    },
  },
  play: async () => {
    await undoImportInHistory(104);
    await expect(undone).toEqual(['104']);
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
