import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../testing/storySteps.js';
import { ImportPanel } from './ImportPanel.js';
import type { ImportStart } from './ImportPanel.js';
import partnerExample from '../../examples/ImportPanel.tsx?raw';

const meta = {
  title: 'Widgets/ImportPanel',
  component: ImportPanel,
  tags: ['autodocs'],
  args: {
    hasTemplates: true,
    onStart: fn<(request: ImportStart) => Promise<unknown>>(() => Promise.resolve()),
    explorePlansHref: '/billing',
  },
  argTypes: {
    hasTemplates: { control: 'boolean' },
    availability: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "The import panel uploads a CSV of metafields, or of a custom resource's values: the type (shared or custom, when templates exist), the file, and “Start upload”.",
        "`onStart` gets the file; while it runs the form is disabled. When it resolves the form empties for the next file; when it rejects the file stays, for the app's notice and a retry. Follow the job with `JobHistoryTable`.",
        'When the plan or the store does not allow imports (`availability`), the panel is disabled under a banner linking to the plans.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = new File(['sku,namespace,key,value\nA1,specs,weight,2kg\n'], 'products.csv', {
  type: 'text/csv',
});

// The system's file dialog cannot be driven; a test hands the file to the input it would fill.
// That input is never shown and has no role or name, so it is found by its type.
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** The type select (Shared by default), the required file and 'Start upload'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Type/ })).toHaveTextContent('Shared');
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/**
 * A file chosen, 'Custom' picked with the keyboard and 'Start upload' pressed with Enter: the
 * file and type go to `onStart`, then the form empties for the next file.
 */
export const ImportStartByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv);
    await expect(
      within(canvas.getByRole('list', { name: 'Chosen files' })).getByRole('listitem'),
    ).toHaveTextContent('products.csv');

    const type = canvas.getByRole('button', { name: /Type/ });
    await tabTo(type, true);
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Shared' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Custom' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(type).toHaveTextContent('Custom'));

    await tabTo(canvas.getByRole('button', { name: 'Start upload' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith({ file: csv, importType: 'custom' });
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument(),
    );
    await expect(type).toHaveTextContent('Custom');
  },
};

/**
 * An Excel workbook is accepted as a CSV file is (the server reads its first sheet): the file
 * input offers both, and the workbook goes to `onStart`.
 */
export const ImportExcelWorkbook: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A CSV file or an Excel workbook (.xlsx).')).toBeVisible();
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'products.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(fileInput(canvasElement), workbook);
    await expect(
      within(canvas.getByRole('list', { name: 'Chosen files' })).getByRole('listitem'),
    ).toHaveTextContent('products.xlsx');
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(args.onStart).toHaveBeenCalledWith({ file: workbook, importType: 'shared' });
  },
};

/**
 * 'Start upload' without a file sends nothing and says 'This field is required' on the file
 * button, which takes focus; choosing a file takes the message away.
 */
export const FileRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(args.onStart).not.toHaveBeenCalled();
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(choose).toHaveFocus();
    await expect(choose).toHaveAccessibleDescription(/This field is required/);

    await userEvent.upload(fileInput(canvasElement), csv);
    await waitFor(() =>
      expect(canvas.queryByText('This field is required')).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(args.onStart).toHaveBeenCalledWith({ file: csv, importType: 'shared' });
  },
};

/**
 * While `onStart`'s promise is pending the button shows progress and ignores presses, and the
 * fields are disabled; the chosen file stays listed.
 */
export const InProgress: Story = {
  args: {
    onStart: fn<(request: ImportStart) => Promise<unknown>>(
      () => new Promise<unknown>(() => undefined),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv);
    const start = canvas.getByRole('button', { name: 'Start upload' });
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledWith({ file: csv, importType: 'shared' });
    await waitFor(() => expect(start).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(start).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Type/ })).toBeDisabled();
    await userEvent.click(start);
    start.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'products.csv',
    );
  },
};

/** A failed upload (the promise rejects) keeps the file, so it can be sent again. */
export const UploadFailedKeepsFile: Story = {
  args: {
    onStart: fn<(request: ImportStart) => Promise<unknown>>(() => Promise.reject(new Error('500'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv);
    const start = canvas.getByRole('button', { name: 'Start upload' });
    await userEvent.click(start);
    await waitFor(() => expect(start).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent(
      'products.csv',
    );
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledTimes(2);
    await expect(args.onStart).toHaveBeenLastCalledWith({ file: csv, importType: 'shared' });
  },
};

/** Without shared templates there is no type select, and `onStart` gets the file alone. */
export const NoTemplatesNoTypeSelect: Story = {
  args: { hasTemplates: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Type/ })).not.toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), csv);
    await tabTo(canvas.getByRole('button', { name: 'Start upload' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onStart).toHaveBeenCalledWith({ file: csv });
    await expect(Object.keys(args.onStart.mock.calls[0]?.[0] ?? {})).toEqual(['file']);
  },
};

/**
 * A plan below premium: the info banner 'Available on premium plans and above', 'Upgrade to
 * Premium to unlock import.' and 'Explore plans' to billing; the form is disabled.
 */
export const NeedsPremium: Story = {
  args: { availability: { status: 'needsPlan', plan: 'premium' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(banner).toHaveTextContent('Available on premium plans and above');
    await expect(banner).toHaveTextContent('Upgrade to Premium to unlock import.');
    await expect(within(banner).getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Type/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start upload' }));
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** An inactive store: the same texts on a warning banner, and the form disabled. */
export const StoreInactive: Story = {
  args: { availability: { status: 'storeInactive', plan: 'premium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
    await expect(banner).toHaveTextContent('Available on premium plans and above');
    await expect(within(banner).getByRole('link', { name: 'Explore plans' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

/**
 * A custom resource's import without the enterprise plan: 'Available on enterprise plan' and
 * 'Explore plans' on an info banner (the store is active), no premium line, no type select.
 */
export const CustomResourcesAvailabilityBanner: Story = {
  args: { hasTemplates: false, availability: { status: 'needsPlan', plan: 'enterprise' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'info');
    await expect(banner).toHaveTextContent('Available on enterprise plan');
    await expect(banner).not.toHaveTextContent('Upgrade to Premium');
    await expect(within(banner).getByRole('link', { name: 'Explore plans' })).toHaveAttribute(
      'href',
      '/billing',
    );
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
  },
};

/** The same banner as a warning when the custom resource's store is inactive. */
export const CustomResourcesStoreInactive: Story = {
  args: { hasTemplates: false, availability: { status: 'storeInactive', plan: 'enterprise' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
    await expect(banner).toHaveTextContent('Available on enterprise plan');
  },
};

/** Right to left: the form mirrors, and still starts an upload. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start upload' });
    await expect(start.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const form = start.closest('form');
    if (!form) throw new Error('No form');
    // The button sits at the inline start: the right.
    await expect(
      Math.abs(form.getBoundingClientRect().right - start.getBoundingClientRect().right),
    ).toBeLessThan(2);
    await userEvent.upload(fileInput(canvasElement), csv);
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledWith({ file: csv, importType: 'shared' });
  },
};

/**
 * With `onPreview`, 'Preview changes' sits beside 'Start upload': it sends the chosen file to
 * `onPreview`, not `onStart`, and shows progress while the other button waits.
 */
export const PreviewChanges: Story = {
  args: {
    onPreview: fn<(request: ImportStart) => Promise<unknown>>(
      () => new Promise<unknown>(() => undefined),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csv);
    const preview = canvas.getByRole('button', { name: 'Preview changes' });
    await tabTo(preview);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreview).toHaveBeenCalledWith({ file: csv, importType: 'shared' });
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(within(preview).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start upload' })).toBeDisabled();
  },
};
