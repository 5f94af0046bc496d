import type { SelectOption } from '@metafields/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectOptionsEditor } from './SelectOptionsEditor.js';
import type { SelectOptionsEditorProps } from './SelectOptionsEditor.js';
import { tabTo } from '../testing/storySteps.js';
import partnerExample from '../../examples/SelectOptionsEditor.tsx?raw';

const colours: SelectOption[] = [
  { id: 1, value: 'Red' },
  { id: 2, value: 'Green' },
  { id: 3, value: 'Blue' },
];

// Keeps each change, as a form would, so what the person types shows; the spy sees each list.
function ControlledSelectOptionsEditor({ value, onChange, ...props }: SelectOptionsEditorProps) {
  const [options, setOptions] = useState(value);
  return (
    <SelectOptionsEditor
      {...props}
      value={options}
      onChange={(next) => {
        setOptions(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/SelectOptionsEditor',
  component: SelectOptionsEditor,
  tags: ['autodocs'],
  args: { label: 'Select options', value: colours, onChange: fn() },
  render: (args) => <ControlledSelectOptionsEditor {...args} />,
  parameters: {
    usage: {
      notes: [
        "The select options editor edits a select field's options: add, edit, remove (never the last one), reorder by dragging or by keyboard (a row's handle, or its move buttons), and import several from pasted text.",
        'It reports the whole new list after every change. Server errors show for the whole list (`errorMessage`) or per row (`rowErrors`, by index).',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof SelectOptionsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const values = (canvas: Canvas) =>
  canvas.getAllByRole('textbox').map((input: HTMLElement) => (input as HTMLInputElement).value);

/** Tabs, as a person does, to the text field of row `index`. */
async function focusOptionField(canvas: Canvas, index: number) {
  await tabTo(canvas.getByRole('textbox', { name: `Option ${index + 1}` }));
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Select options' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Select options' })).toBeVisible();
    await expect(values(canvas)).toEqual(['Red', 'Green', 'Blue']);
    await expect(canvas.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Green');
    await expect(canvas.getByRole('button', { name: 'Remove option 1' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Drag Green' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add option' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import options' })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An empty list still shows one row to type into: a select keeps at least one option. */
export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(values(canvas)).toEqual(['']);
    await expect(canvas.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await focusOptionField(canvas, 0);
    await userEvent.keyboard('Small');
    await expect(canvas.getByRole('textbox', { name: 'Option 1' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith([{ value: 'Small' }]);
  },
};

/** 'Add option' appends a blank row and puts the cursor in it. */
export const AddingAnOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Add option' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([...colours, { value: '' }]);
    const added = canvas.getByRole('textbox', { name: 'Option 4' });
    await waitFor(() => expect(added).toHaveFocus());
    await userEvent.keyboard('Light blue');
    await expect(args.onChange).toHaveBeenLastCalledWith([...colours, { value: 'Light blue' }]);
    // The caret's keys stay in the field: Home and a letter edit it, not the list.
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowLeft}S');
    await expect(added).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith([...colours, { value: 'SLight blue' }]);
  },
};

/** Editing an option keeps its id, so the server updates it rather than adding one. */
export const EditingAnOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await focusOptionField(canvas, 1);
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}Lime');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'Red' },
      { id: 2, value: 'Lime' },
      { id: 3, value: 'Blue' },
    ]);
  },
};

export const RemovingAnOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await focusOptionField(canvas, 1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove option 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'Red' },
      { id: 3, value: 'Blue' },
    ]);
    await expect(values(canvas)).toEqual(['Red', 'Blue']);
    // Focus goes to the row that took the removed one's place.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Option 2' })).toHaveFocus());
  },
};

/** The last option cannot be removed: its button is disabled and out of the Tab order. */
export const LastOptionStays: Story = {
  args: { value: [{ id: 1, value: 'Red' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove option 1' });
    await expect(remove).toBeDisabled();
    await focusOptionField(canvas, 0);
    await userEvent.tab();
    await expect(remove).not.toHaveFocus();
    await expect(values(canvas)).toEqual(['Red']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A row's handle: Space lifts it, the arrows choose its place, Space drops it; each step is said
 * in the live region, and focus stays on the handle.
 */
export const ReorderingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const handle = canvas.getByRole('button', { name: 'Drag Red' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('log')).toHaveTextContent('Red lifted, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('log')).toHaveTextContent('Moved to position 2 of 3.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 2, value: 'Green' },
      { id: 1, value: 'Red' },
      { id: 3, value: 'Blue' },
    ]);
    await expect(canvas.getByRole('log')).toHaveTextContent('Red dropped at position 2 of 3.');
    await waitFor(() => expect(values(canvas)).toEqual(['Green', 'Red', 'Blue']));
    await waitFor(() => expect(handle).toHaveFocus());
  },
};

/** Space in an option's field is a space in its text: it lifts nothing. */
export const SpaceInAFieldTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await focusOptionField(canvas, 0);
    await userEvent.keyboard('{End} wine');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'Red wine' },
      { id: 2, value: 'Green' },
      { id: 3, value: 'Blue' },
    ]);
    await expect(canvas.getByRole('log')).toHaveTextContent('');
  },
};

/** The move buttons are the other way to reorder without dragging. */
export const ReorderingWithMoveButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await focusOptionField(canvas, 2);
    // Past the field and its Remove button to 'Move Blue up'.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move Blue up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'Red' },
      { id: 3, value: 'Blue' },
      { id: 2, value: 'Green' },
    ]);
  },
};

/** Comma is the default delimiter; blank rows give way to the imported options. */
export const ImportingCommaSeparated: Story = {
  args: { value: [{ id: 1, value: 'Red' }, { value: '' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Import options' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import options' }),
    );
    // The dialog fades in: wait until it is shown rather than merely mounted.
    await waitFor(() => expect(dialog.getByRole('button', { name: /Comma/ })).toBeVisible());
    const text = dialog.getByRole('textbox', { name: 'Options to paste' });
    while (document.activeElement !== text) await userEvent.tab();
    await userEvent.paste('"Green", Blue, , Light blue,');
    // Past Cancel to Import.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Import' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'Red' },
      { value: 'Green' },
      { value: 'Blue' },
      { value: 'Light blue' },
    ]);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(values(canvas)).toEqual(['Red', 'Green', 'Blue', 'Light blue']);
  },
};

/** Choosing 'New line' splits one option a line, Windows line ends included. */
export const ImportingOnePerLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Import options' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import options' }),
    );
    const delimiter = dialog.getByRole('button', { name: /Delimiter/ });
    while (document.activeElement !== delimiter) await userEvent.tab();
    // Typing on the closed select picks the option it starts.
    await userEvent.keyboard('N');
    await expect(delimiter).toHaveTextContent('New line');
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: 'Options to paste' })).toHaveFocus();
    await userEvent.paste('Navy, dark\r\nTeal\n\n  "Olive"  ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Import' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ...colours,
      { value: 'Navy, dark' },
      { value: 'Teal' },
      { value: 'Olive' },
    ]);
  },
};

/** Cancel closes the dialog and imports nothing; nothing to import leaves Import disabled. */
export const ImportCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Import options' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import options' }),
    );
    const text = dialog.getByRole('textbox', { name: 'Options to paste' });
    while (document.activeElement !== text) await userEvent.tab();
    await userEvent.paste(' , ,');
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.paste('Green');
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened the dialog.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Import options' })).toHaveFocus(),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The server's `options.select_options.1` error shows on the second row; a list error below. */
export const WithErrors: Story = {
  args: {
    value: [{ id: 1, value: 'Red' }, { value: '' }],
    rowErrors: { 1: 'The select_options.1.value field is required.' },
    errorMessage: 'The select options are invalid.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('textbox', { name: 'Option 2' });
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(
      'The select_options.1.value field is required.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Option 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
    const row = canvas.getAllByRole('listitem')[1]!;
    await expect(
      within(row).getByText('The select_options.1.value field is required.'),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Select options' })).toHaveAccessibleDescription(
      'The select options are invalid.',
    );
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(values(canvas)).toEqual(['Red', 'Green', 'Blue']);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add option' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Import options' })).toBeNull();
    await focusOptionField(canvas, 0);
    await expect(canvas.getByRole('textbox', { name: 'Option 1' })).toHaveAttribute('readonly');
    await userEvent.keyboard('{End}Wine');
    await expect(values(canvas)).toEqual(['Red', 'Green', 'Blue']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'אפשרויות בחירה',
    value: [
      { id: 1, value: 'אדום' },
      { id: 2, value: 'ירוק' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'אפשרויות בחירה' })).toBeVisible();
    const row = canvas.getAllByRole('listitem')[0]!;
    const handle = within(row).getAllByRole('button')[0]!;
    const field = within(row).getByRole('textbox');
    // The handle leads the row: at its right edge in right-to-left text.
    await expect(handle.getBoundingClientRect().left).toBeGreaterThan(
      field.getBoundingClientRect().right,
    );
    await focusOptionField(canvas, 1);
    await userEvent.keyboard('{End} כהה');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 1, value: 'אדום' },
      { id: 2, value: 'ירוק כהה' },
    ]);
  },
};
