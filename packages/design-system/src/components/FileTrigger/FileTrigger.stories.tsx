import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileTrigger } from './FileTrigger.js';
import type { FileTriggerProps } from './FileTrigger.js';

const meta = {
  title: 'Primitives/FileTrigger',
  component: FileTrigger,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  argTypes: {
    children: { control: 'text' },
    allowsMultiple: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'subtle'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  parameters: {
    usage: {
      notes: [
        "A file trigger is a button that opens the system's file dialog: “Choose file” or, with `allowsMultiple`, “Choose files”. Use it alone where dropping files is unlikely; `DropZone` wraps it with a drop target and a list of the files taken.",
        "`acceptedFileTypes` limits the dialog to MIME types or extensions (`['text/csv', '.csv']`). Describe the accepted formats next to the button and link that text with `aria-describedby`, so screen-reader users hear it on the button.",
        'The default label is fine for most places; name the file when it helps (“Choose CSV file”). It is a `secondary` button by default.',
      ],
      do: ["Show the chosen file's name after the choice, so people can check it."],
      dont: [
        'Make it the primary action of a form; the upload or import button that uses the file is.',
      ],
    },
  },
} satisfies Meta<typeof FileTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

// The file dialog belongs to the system; a test hands files to the input it opens. That input
// has no role or name (it is never shown), so it is found by its type.
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const csv = new File(['sku,name\nA1,Tent\n'], 'products.csv', { type: 'text/csv' });
const image = new File([new Uint8Array([137, 80, 78, 71])], 'tent.png', { type: 'image/png' });

/** Choosing a file calls `onSelect` with it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await userEvent.upload(fileInput(canvasElement), csv);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith([csv]);
  },
};

export const Playground: Story = {
  args: { allowsMultiple: false, isDisabled: false, variant: 'secondary', size: 'medium' },
};

/** `acceptedFileTypes` limits the dialog; a file of another type is not offered. */
export const AcceptedTypes: Story = {
  args: { acceptedFileTypes: ['text/csv', '.csv'], children: 'Import CSV' },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'text/csv,.csv');
    await userEvent.upload(input, image);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.upload(input, csv);
    await expect(args.onSelect).toHaveBeenCalledWith([csv]);
  },
};

/** `allowsMultiple`: several files at once, and the button says so. */
export const Multiple: Story = {
  args: { allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Choose files' });
    await userEvent.upload(fileInput(canvasElement), [csv, image]);
    await expect(args.onSelect).toHaveBeenCalledWith([csv, image]);
  },
};

/** The button opens the dialog from the keyboard too. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    const opened = fn();
    // The system dialog cannot open in a test; the click it would follow is observed instead.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledOnce();
  },
};

function ChosenFileName(args: FileTriggerProps) {
  const [name, setName] = useState<string>();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <FileTrigger
        {...args}
        onSelect={(files) => {
          setName(files[0]?.name);
          args.onSelect?.(files);
        }}
      />
      <span role="status">{name ?? 'No file chosen'}</span>
    </div>
  );
}

/** A caller shows what was chosen; here, the file's name beside the button. */
export const ShowingTheChoice: Story = {
  render: (args) => <ChosenFileName {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), csv);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('products.csv');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { allowsMultiple: true },
};
