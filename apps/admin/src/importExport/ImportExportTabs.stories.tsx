import type { ImportPreviewRow } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import ProductsPage from '../pages/ProductsPage/ProductsPage.js';
import { withApp } from '../testing/AppStory.js';
import { products, signedIn, store, stores } from '../testing/handlers.js';
import {
  everyStatus,
  exportEstimate,
  customerGroups,
  exportStart,
  filterOptions,
  importPreviewFlow,
  importStart,
  jobHistory,
  jobHistoryFails,
  sent,
  storeFails,
  templateCount,
  undoStart,
} from '../testing/jobHandlers.js';
import { toastSays, undoImportInHistory } from '../testing/storyChecks.js';

const base = [signedIn, stores, products([])];

const meta = {
  title: 'Pages/Products/Import and Export',
  component: ProductsPage,
  decorators: [withApp],
  parameters: {
    path: '/stores/demo/products?tab=export',
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(2),
        exportEstimate(1234),
        jobHistory('export', everyStatus),
        jobHistory('import', everyStatus),
      ],
    },
  },
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The history once it shows `rows` rows (the header's included). The table is looked up again
 * each time: the one shown while the store loads gives way to the loaded one.
 */
const historyTable = async (name: 'Import history' | 'Export history', rows?: number) => {
  await waitFor(() => {
    const table = screen.getByRole('grid', { name });
    if (rows !== undefined) expect(within(table).getAllByRole('row')).toHaveLength(rows);
  });
  return screen.getByRole('grid', { name });
};

/**
 * The Export tab: the title, the Type select (templates exist), the estimate's count and the
 * history with a job in every status; Download only for finished ones, Cancel only for running.
 */
export const ExportHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Export', selected: true })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Download a spreadsheet of product metafields' }),
    ).toBeVisible();
    await expect(await canvas.findByText('1,234 products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Shared');
    const table = await historyTable('Export history', 8);
    await expect(within(table).getAllByRole('button', { name: 'Download' })).toHaveLength(3);
    await expect(within(table).getByText('failed')).toBeVisible();
    await expect(within(table).getByText('cancelled')).toBeVisible();
    await expect(canvas.getByText('Exports are removed after 1 week.')).toBeVisible();

    // The failed job's errors, in their dialog.
    const failed = within(table).getByRole('row', { name: /103/ });
    await userEvent.click(within(failed).getByRole('button', { name: /Errors/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Errors' });
    await waitFor(() =>
      expect(within(dialog).getByText('The platform did not answer.')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  },
};

/** Cancel from a running job's row menu: the DELETE …/batch call and core's notice. */
export const CancelExport: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('/api/stores/demo/metafields/export/products/107/batch', () =>
          HttpResponse.json({ data: everyStatus[0] }),
        ),
        ...meta.parameters.msw.handlers,
      ],
    },
  },
  play: async () => {
    const table = await historyTable('Export history', 8);
    const row = within(table).getByRole('row', { name: /107/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for job 107' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    await toastSays('Export cancelled');
  },
};

/**
 * A filter built like a person would (Filter products, Keyword contains 'apron'), then 'Start
 * export': the body holds the type and the filter, the notice says it started and the history
 * follows the new job.
 */
export const StartExportWithFilter: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(0),
        exportEstimate(12),
        ...exportStart(everyStatus.slice(3)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter products' }));
    await userEvent.click(canvas.getByRole('button', { name: /Field$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Keyword' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Value/ }), 'apron');
    await expect(await canvas.findByText('12 products')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));

    await toastSays('Your export has been started and will appear in the box below.');
    await expect(sent.exportBodies).toEqual([
      {
        exportType: 'custom',
        filter: [
          [
            {
              field: 'keyword',
              operator: 'contains',
              value: 'apron',
              field_filter: '',
              modifier: '',
            },
          ],
        ],
      },
    ]);
    const table = await historyTable('Export history');
    await expect(await within(table).findByRole('rowheader', { name: '200' })).toBeVisible();
  },
};

/** The Import tab with templates: the Type select, the file, and the history. */
export const ImportHistory: Story = {
  parameters: { path: '/stores/demo/products?tab=import' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Import', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Type/ })).toBeVisible();
    const table = await historyTable('Import history', 8);
    await expect(within(table).getAllByRole('button', { name: 'Download' })).toHaveLength(3);
    await expect(canvas.getByText('Imports are removed after 1 week.')).toBeVisible();
  },
};

/** No templates and no jobs yet: no Type select, and the empty history names the type. */
export const EmptyImportHistory: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: { handlers: [...base, store(), templateCount(0), jobHistory('import', [])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent product imports')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Type/ })).not.toBeInTheDocument();
  },
};

/** No exports yet: the empty history names the type. */
export const EmptyExportHistory: Story = {
  parameters: {
    msw: {
      handlers: [...base, store(), templateCount(0), exportEstimate(0), jobHistory('export', [])],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No recent product exports')).toBeVisible();
  },
};

/**
 * A file chosen and 'Start upload': the multipart request carries the file and the chosen
 * type, and the started notice shows.
 */
export const StartImport: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: {
      handlers: [...base, store(), templateCount(1), jobHistory('import', []), importStart()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Type/ })).toBeVisible();
    // The system's file dialog cannot be driven: the file goes to the input it would fill.
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input.');
    const csv = new File(['resource_id,namespace,key,value\n7,care,wash,cold\n'], 'aprons.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(input, csv);
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await toastSays('Products import started');
    await expect(sent.importForms).toEqual([
      {
        importType: 'shared',
        files: 'aprons.csv: resource_id,namespace,key,value\n7,care,wash,cold\n',
      },
    ]);
  },
};

const previewChanges: ImportPreviewRow[] = [
  {
    row: 2,
    outcome: 'unchanged',
    record_id: 7,
    namespace: 'care',
    key: 'wash',
    old_value: null,
    new_value: 'cold',
    reason: null,
  },
  {
    row: 3,
    outcome: 'update',
    record_id: 7,
    namespace: 'care',
    key: 'dry',
    old_value: 'tumble',
    new_value: 'line',
    reason: null,
  },
  {
    row: 4,
    outcome: 'refused',
    record_id: null,
    namespace: null,
    key: null,
    old_value: null,
    new_value: null,
    reason: 'Row 4, column resource_id: resource_id must be a whole number greater than 0.',
  },
];

/**
 * 'Preview changes' (issue 28) starts a preview, which opens once complete: its counts and
 * changes, nothing written. 'Apply' imports the same file and closes it, and the history
 * follows the import; a preview stays in the history with its Type.
 */
export const PreviewAndApply: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: { handlers: [...base, store(), templateCount(0), ...importPreviewFlow(previewChanges)] },
  },
  play: async ({ canvasElement }) => {
    sent.importForms.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Start upload' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('No file input.');
    await userEvent.upload(input, new File(['resource_id\n'], 'aprons.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Preview changes' }));

    const preview = within(await canvas.findByRole('region', { name: 'Import preview' }));
    await expect(await preview.findByRole('radio', { name: 'All (3)' })).toBeChecked();
    const changes = preview.getByRole('grid', { name: 'Changes' });
    await waitFor(() => expect(within(changes).getAllByRole('row')).toHaveLength(4));
    await expect(within(changes).getByRole('row', { name: '3' })).toHaveTextContent(
      'Was: tumbleNow: line',
    );
    await userEvent.click(preview.getByRole('radio', { name: 'Refused (1)' }));
    await waitFor(() => expect(within(changes).getAllByRole('row')).toHaveLength(2));
    await expect(within(changes).getByRole('row', { name: '4' })).toHaveTextContent(
      'resource_id must be a whole number',
    );

    await userEvent.click(preview.getByRole('button', { name: 'Apply' }));
    await toastSays('Products import started');
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Import preview' })).toBeNull(),
    );
    await expect(sent.importForms).toEqual([{ mode: 'preview' }]);
    const history = await historyTable('Import history', 3);
    await expect(within(history).getByRole('row', { name: /^130/ })).toHaveTextContent('Preview');
  },
};

/** The imports whose undo was asked for (issue 28). */
const undone: string[] = [];

/**
 * 'Undo this import' in a finished import's row menu asks first; confirmed, the undo starts and
 * the notice says so. A running import offers Cancel only.
 */
export const UndoImport: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(1),
        jobHistory('import', everyStatus),
        undoStart('/api/stores/demo/metafields/import/products', undone),
      ],
    },
  },
  play: async () => {
    await undoImportInHistory(104);
    await expect(undone).toEqual(['104']);
  },
};

/** A plan without import/export: both forms locked, with the upgrade lines and 'Explore plans'. */
export const GatedPlan: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: {
      handlers: [...base, store({ plan: 'standard', plan_features: [] }), templateCount(0)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available on premium plans and above')).toBeVisible();
    await expect(canvas.getByText('Upgrade to Premium to unlock import.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Export' }));
    await expect(
      await canvas.findByText('Upgrade to Premium to unlock import/export.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start export' })).toBeDisabled();
  },
};

/** The store cannot be read: 'Unable to access store' and the export form locked. */
export const StoreLoadFailed: Story = {
  parameters: {
    msw: { handlers: [...base, storeFails, templateCount(0)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to access store')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start export' })).toBeDisabled();
  },
};

/** The history cannot be read: the error panel, with 'Try again'. */
export const HistoryLoadFailed: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: { handlers: [...base, store(), templateCount(0), jobHistoryFails('import')] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

/** The first history read in flight: placeholder rows. */
export const HistoryLoading: Story = {
  parameters: {
    path: '/stores/demo/products?tab=import',
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(0),
        http.get('/api/stores/demo/metafields/import/products', () => new Promise(() => {})),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Import history' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The orders' Export tab: no item count (the estimate still decides the limit), and the status
 * filter offers the store's order statuses.
 */
export const OrdersExport: Story = {
  parameters: {
    path: '/stores/demo/orders?tab=export',
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(0, 'orders'),
        http.post('/api/stores/demo/metafields/export/orders/estimate', () =>
          HttpResponse.json({ data: { count: 5000 } }),
        ),
        jobHistory('export', [], 'orders'),
        ...filterOptions,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Download a spreadsheet of order metafields' }),
    ).toBeVisible();
    await expect(await canvas.findByText('No recent order exports')).toBeVisible();
    await expect(canvas.queryByText(/orders?$/, { selector: '[role="status"]' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter orders' }));
    await userEvent.click(canvas.getByRole('button', { name: /Field$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Status' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Value/ }));
    const awaiting = await screen.findByRole('option', { name: 'Awaiting Fulfillment' });
    // The list fades in.
    await waitFor(() => expect(awaiting).toBeVisible());
    await userEvent.click(screen.getByRole('option', { name: 'Shipped' }));
  },
};

/** The customers' filter: the customer group picker pages the store's groups through v2. */
export const CustomerGroupFilter: Story = {
  parameters: {
    path: '/stores/demo/customers?tab=export',
    msw: {
      handlers: [
        ...base,
        store(),
        templateCount(0, 'customers'),
        http.post('/api/stores/demo/metafields/export/customers/estimate', () =>
          HttpResponse.json({ data: { count: 12 } }),
        ),
        jobHistory('export', [], 'customers'),
        ...customerGroups,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter customers' }));
    await userEvent.click(canvas.getByRole('button', { name: /Field$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Customer group' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose Customer group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Choose Customer group' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Wholesale' }));
    await expect(dialog.getByRole('checkbox', { name: 'Retail' })).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    const picker = await canvas.findByRole('group', { name: 'Customer group' });
    await expect(await within(picker).findByText('Wholesale')).toBeVisible();
  },
};

/**
 * The Export tab's own filter stays when the merchant looks at the list and comes back: the list
 * mounting without a rule in its URL hands nothing over.
 */
export const ExportFilterKeptOverList: Story = {
  parameters: {
    msw: { handlers: [...base, store(), templateCount(0), exportEstimate(12)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filter products' }));
    await userEvent.click(canvas.getByRole('button', { name: /Field$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Keyword' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Value/ }), 'apron');
    await expect(await canvas.findByText('12 products')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Products' }));
    await expect(await canvas.findByRole('grid', { name: 'Products' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Export' }));
    await expect(await canvas.findByRole('textbox', { name: /Value/ })).toHaveValue('apron');
  },
};
