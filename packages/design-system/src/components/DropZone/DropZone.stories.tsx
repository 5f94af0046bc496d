import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropZone } from './DropZone.js';

const meta = {
  title: 'Primitives/DropZone',
  component: DropZone,
  tags: ['autodocs'],
  args: {
    label: 'Import file',
    description: 'A CSV file with a header row.',
    acceptedFileTypes: ['text/csv', '.csv'],
    onDrop: fn(),
    onSelect: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    instructions: { control: 'text' },
    allowsMultiple: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "A drop zone takes files dropped on it, pasted into it, or chosen with its “Choose file” button: an import's CSV, a metafield's images. Where dragging is unlikely (a single small file in a dense form) a `FileTrigger` button alone is lighter.",
        'Keyboard and screen-reader users reach the drop target as a button, named after the label and the instructions (“Import file, Drag and drop a file here”), where pasting files works too, then the “Choose file” button.',
        "`acceptedFileTypes` leaves files of other types out and limits the system's file dialog; say the formats and sizes in `description` (“CSV, up to 20 MB”). The names and sizes of the files taken are listed under the zone and announced.",
        '`isRequired` only marks the label: the screen checks that a file was given and sets `isInvalid` with an `errorMessage` that says what to do.',
      ],
      do: [
        'Say the accepted formats and the size limit in the description.',
        "Keep the chosen files' list visible, so people can check they picked the right file.",
      ],
      dont: [
        'Rely on dragging alone: the button is the way in for many people.',
        'Reject a file silently; set `isInvalid` with a message that names the problem.',
      ],
    },
  },
} satisfies Meta<typeof DropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

// The file dialog belongs to the system; a test hands files to the input it opens. That input
// has no role or name (it is never shown), so it is found by its type.
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

// A drag from the desktop, as the browser delivers it: enter, move, drop. Chromium gives a drag
// made in a script no file-system entry, which react-aria reads to tell files from folders; for
// the drop, each item reports the entry of a file, as a real drag of files does.
async function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const { x, y } = target.getBoundingClientRect();
  const getEntry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  DataTransferItem.prototype.webkitGetAsEntry = function fileEntry() {
    return { isFile: true, isDirectory: false } as FileSystemEntry;
  };
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer,
          clientX: x + 10,
          clientY: y + 10,
        }),
      );
    }
  } finally {
    if (getEntry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', getEntry);
  }
}

const csv = new File(['sku,name\nA1,Tent\nA2,Stove\n'], 'products.csv', { type: 'text/csv' });
const orders = new File(['id,total\n1,20\n'], 'orders.csv', { type: 'text/csv' });
const image = new File([new Uint8Array([137, 80, 78, 71])], 'tent.png', { type: 'image/png' });

/**
 * The drop target is a button named by the label and the instructions; choosing a file with
 * the dialog calls `onSelect` with it, and its name and size are listed.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Import file Drag and drop a file here' }),
    ).toBeInTheDocument();
    const choose = canvas.getByRole('button', { name: 'Choose file' });
    await expect(choose).toHaveAccessibleDescription('A CSV file with a header row.');

    await userEvent.upload(fileInput(canvasElement), csv);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith([csv]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('products.csv');
    await expect(within(list).getByRole('listitem')).toHaveTextContent(`${csv.size} byte`);
  },
};

export const Playground: Story = {
  args: {
    allowsMultiple: false,
    isInvalid: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
  },
};

/** Files dropped on the zone call `onDrop`; files of other types are left out. */
export const DropFiles: Story = {
  args: { allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The drop target is the zone around its (visually hidden) button.
    const zone = canvas
      .getByRole('button', { name: /Drag and drop files here/ })
      .closest('[data-rac]');
    if (!zone) throw new Error('No drop zone');
    await dropFiles(zone, [csv, image, orders]);
    await waitFor(() => expect(args.onDrop).toHaveBeenCalledWith([csv, orders]));
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('products.csv'), expect.stringContaining('orders.csv')]);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** `allowsMultiple`: several files from the dialog, all listed. */
export const Multiple: Story = {
  args: { label: 'Product images', acceptedFileTypes: ['image/*'], allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = new File([new Uint8Array(2048)], 'stove.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), [image, second]);
    await expect(args.onSelect).toHaveBeenCalledWith([image, second]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  },
};

/** The zone and its button are reached with Tab, in that order. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Drag and drop a file here/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose a file to import.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a file to import.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'A CSV file with a header row. Choose a file to import.',
    );
  },
};

/** Read-only: no button, and drops are refused. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Choose file' })).not.toBeInTheDocument();
    const zone = canvasElement.querySelector('[data-readonly]');
    if (zone) await dropFiles(zone, [csv]);
    await expect(args.onDrop).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'ייבוא קובץ', description: 'קובץ CSV עם שורת כותרת.' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('ייבוא קובץ');
    await expect(getComputedStyle(label).direction).toBe('rtl');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { isRequired: true, allowsMultiple: true },
};
