import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { recipes } from '../testing/customResourceHandlers.js';
import { store } from '../testing/handlers.js';
import { everyStatus, storeFails, undoStart } from '../testing/jobHandlers.js';
import { undoImportInHistory } from '../testing/storyChecks.js';
import { withStore } from '../testing/StoreStory.js';
import {
  valueExportStart,
  valueImportStart,
  valueJobCancel,
  valueJobDownload,
  valueJobHistory,
  valueJobHistoryFails,
  valueImportJobs,
  valueSent,
} from '../testing/valueJobHandlers.js';
import { ValueTransferTabs } from './ValueTransferTabs.js';

const finished = everyStatus.slice(3);

/** The address the tabs keep, shown under them so a story can read `?tab=`. */
function AddressProbe() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

const withAddress: Decorator = (Story) => (
  <>
    <Story />
    <AddressProbe />
  </>
);

const meta = {
  title: 'Pages/Custom resources/Import and Export',
  component: ValueTransferTabs,
  // withStore wraps withAddress: the probe reads the story's router.
  decorators: [withAddress, withStore],
  tags: ['autodocs'],
  args: {
    resource: recipes.resource,
    listLabel: 'Recipes',
    children: <p>Lemon tart, Apple pie, Lemon drizzle cake, Treacle sponge</p>,
  },
  parameters: {
    path: '/stores/demo/custom-object/4?tab=export',
    msw: {
      handlers: [
        store(),
        valueJobHistory('export', everyStatus),
        valueJobHistory('import', everyStatus),
      ],
    },
  },
} satisfies Meta<typeof ValueTransferTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast with `text`, once it has faded in. */
const toastSays = async (text: string) => {
  const toast = await screen.findByText(text, { selector: '[role="alertdialog"] *' });
  await waitFor(() => expect(toast).toBeVisible());
};

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

/** A CSV of recipes, put where the system's file dialog would (it cannot be driven). */
const chooseFile = async (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input.');
  const csv = new File(['id,name,title\n,R-015,Scones\n'], 'recipes.csv', { type: 'text/csv' });
  await userEvent.upload(input, csv);
};

/**
 * The resource's own tab first, named by the caller; Import and Export load when opened and
 * keep the open tab in `?tab=`. Neither has a Type select nor a filter; the import history has a
 * Type column (issue 28: an import, its preview and its undo), the export history none.
 */
export const Tabs: Story = {
  parameters: { path: '/stores/demo/custom-object/4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Recipes' });
    await expect(within(tabs).getByRole('tab', { name: 'Recipes', selected: true })).toBeVisible();
    await expect(canvas.getByText(/Lemon tart/)).toBeVisible();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Import' }));
    await expect(await canvas.findByRole('button', { name: 'Start upload' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=import');
    await expect(canvas.queryByRole('button', { name: /Type/ })).not.toBeInTheDocument();
    const imports = await historyTable('Import history', 8);
    await expect(within(imports).getByRole('columnheader', { name: 'Type' })).toBeVisible();
    await expect(within(imports).getAllByRole('row')[1]).toHaveTextContent('Import');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Export' }));
    await expect(await canvas.findByRole('button', { name: 'Start export' })).toBeVisible();
    const exports = await historyTable('Export history');
    await expect(within(exports).queryByRole('columnheader', { name: 'Type' })).toBeNull();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('?tab=export');
    await expect(canvas.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Recipes' }));
    await expect(canvas.getByRole('status', { name: 'Address' })).toBeEmptyDOMElement();
  },
};

/** The ids of the imports whose undo the story asked for. */
const undone: string[] = [];

/**
 * 'Undo this import' (issue 28) in a finished value import's row menu, not in a running one's;
 * confirmed, the undo starts, and the history is read again to show it.
 */
export const UndoImport: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: {
      handlers: [
        store(),
        valueJobHistory('export', []),
        valueJobHistory('import', everyStatus),
        undoStart(valueImportJobs, undone),
      ],
    },
  },
  play: async () => {
    await undoImportInHistory(102);
    await expect(undone).toEqual(['102']);
  },
};

/**
 * 'Start export': POST with no payload, 'Your export has been started and will appear in the
 * box below.', and the history follows the new job until it completes.
 */
export const ExportStarted: Story = {
  parameters: {
    msw: { handlers: [store(), ...valueExportStart(finished)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await historyTable('Export history', 5);
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await toastSays('Your export has been started and will appear in the box below.');
    await expect(valueSent.exportStarts).toBe(1);
    const table = await historyTable('Export history', 6);
    const started = within(table).getByRole('row', { name: /200/ });
    // The poll brings the job to its end, then Download is offered.
    await expect(await within(started).findByRole('button', { name: 'Download' })).toBeVisible();
  },
};

/**
 * A file and 'Start upload': the multipart request carries only the file, and '{Resources}
 * import started' shows.
 */
export const ImportStarted: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: { handlers: [store(), valueJobHistory('import', []), valueImportStart()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent Recipe imports')).toBeVisible();
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await toastSays('Recipes import started');
    await toastSays('Your import has been started and will appear in the box below.');
    await expect(valueSent.importForms).toEqual([
      { files: 'recipes.csv: id,name,title\n,R-015,Scones\n' },
    ]);
  },
};

/** The answer carries an error field: the info 'Some recipes were not updated'. */
export const ImportPartlyUpdated: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: {
      handlers: [
        store(),
        valueJobHistory('import', []),
        valueImportStart({ error: 'Row 2: title is required' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent Recipe imports')).toBeVisible();
    await chooseFile(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await toastSays('Row 2: title is required');
    await toastSays('Some recipes were not updated');
    await expect(screen.queryByText('Recipes import started')).toBeNull();
  },
};

/**
 * A running job's row menu: Cancel sends DELETE …/values/export/107 and 'Export cancelled'
 * shows. Finished jobs have no menu.
 */
export const CancelRunningExport: Story = {
  parameters: {
    msw: {
      handlers: [valueJobCancel('export'), ...meta.parameters.msw.handlers],
    },
  },
  play: async () => {
    const table = await historyTable('Export history', 8);
    const finishedRow = within(table).getByRole('row', { name: /101/ });
    await expect(within(finishedRow).queryByRole('button', { name: /Actions/ })).toBeNull();
    const row = within(table).getByRole('row', { name: /107/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for job 107' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    await toastSays('Export cancelled');
    await expect(valueSent.cancels).toEqual(['export 107']);
  },
};

/** The server refuses the cancel: 'Unable to cancel export at this time'. */
export const CancelRefused: Story = {
  parameters: {
    msw: {
      handlers: [valueJobCancel('export', false), ...meta.parameters.msw.handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const table = await historyTable('Export history', 8);
    const row = within(table).getByRole('row', { name: /107/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for job 107' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    await expect(
      await within(canvasElement).findByText('Unable to cancel export at this time'),
    ).toBeVisible();
  },
};

/** Download of a completed job: its file is fetched from …/values/export/101/download. */
export const DownloadCompleted: Story = {
  parameters: {
    msw: {
      handlers: [valueJobDownload('export'), ...meta.parameters.msw.handlers],
    },
  },
  play: async () => {
    const table = await historyTable('Export history', 8);
    // Download only for completed and cancelled jobs.
    await expect(within(table).getAllByRole('button', { name: 'Download' })).toHaveLength(3);
    const row = within(table).getByRole('row', { name: /101/ });
    // An export's Download is a menu of its formats.
    await userEvent.click(within(row).getByRole('button', { name: 'Download' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(valueSent.downloads).toEqual(['export 101']));
  },
};

/** A failed import's errors, in the Errors dialog, closed with 'Ok'. */
export const ErrorsDialog: Story = {
  parameters: { path: '/stores/demo/custom-object/4?tab=import' },
  play: async () => {
    const table = await historyTable('Import history', 8);
    const failed = within(table).getByRole('row', { name: /103/ });
    await userEvent.click(within(failed).getByRole('button', { name: 'Errors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Errors' });
    await waitFor(() =>
      expect(within(dialog).getByText('The platform did not answer.')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A premium store (import/export, no custom resources): both forms locked under 'Available on
 * enterprise plan' with 'Explore plans' to billing; the histories are not read.
 */
export const NotOnPlan: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: {
      handlers: [
        store({ plan: 'premium', plan_features: ['import-export', 'shared-metafields'] }),
        valueJobHistory('import', everyStatus),
        valueJobHistory('export', everyStatus),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available on enterprise plan')).toBeVisible();
    await expect(canvas.queryByText(/Upgrade to Premium/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/stores/demo/billing',
    );
    await expect(canvas.getByText('No recent Recipe imports')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Export' }));
    await expect(await canvas.findByRole('button', { name: 'Start export' })).toBeDisabled();
    await expect(canvas.getByText('Available on enterprise plan')).toBeVisible();
    await expect(canvas.getByText('No recent exports')).toBeVisible();
  },
};

/** An inactive enterprise store: the forms locked under the warning, the history still read. */
export const StoreInactive: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: {
      handlers: [store({ active: false }), valueJobHistory('import', finished)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Available on enterprise plan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await historyTable('Import history', 5);
  },
};

/** The history cannot be read: the error panel; 'Try again' reads it again. */
export const HistoryLoadFailed: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: { handlers: [store(), valueJobHistoryFails('import', finished, 1)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await historyTable('Import history', 5);
  },
};

/** The first history read in flight: placeholder rows. */
export const HistoryLoading: Story = {
  parameters: {
    path: '/stores/demo/custom-object/4?tab=import',
    msw: {
      handlers: [
        store(),
        http.get('/api/stores/demo/custom-objects/4/values/import', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('group', { name: 'Import history' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No jobs in the week: 'No recent exports' (a resource's export names no type). */
export const EmptyHistory: Story = {
  parameters: {
    msw: { handlers: [store(), valueJobHistory('export', [])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No recent exports')).toBeVisible();
    await expect(canvas.getByText('Exports are removed after 1 week.')).toBeVisible();
  },
};

/** The store cannot be read: 'Unable to access store' and the export form locked. */
export const StoreLoadFailed: Story = {
  parameters: {
    msw: { handlers: [storeFails, valueJobHistory('export', [])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to access store')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start export' })).toBeDisabled();
  },
};

/** Right to left: the tabs and the history mirror. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async () => {
    await historyTable('Export history', 8);
  },
};
