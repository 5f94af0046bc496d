import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SelectOption } from '@metafields/core';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { SelectEditor } from './SelectEditor.js';
import partnerExample from '../../../examples/SelectEditor.tsx?raw';

const selectOptions = [
  { id: 1, value: 'Cotton' },
  { id: 2, value: 'Linen' },
  { id: 3, value: 'Wool' },
  { id: 4, value: 'Silk' },
];

const field: ValueEditorField = {
  label: 'Material',
  description: 'The main fabric.',
  contentType: 'select',
  options: { select_options: selectOptions, multiselect: false },
};

const multipleField: ValueEditorField = {
  label: 'Care',
  description: 'Every way it may be cleaned.',
  contentType: 'select',
  options: {
    multiselect: true,
    select_options: [
      { id: 11, value: 'Machine wash' },
      { id: 12, value: 'Hand wash' },
      { id: 13, value: 'Dry clean' },
      { id: 14, value: 'Tumble dry' },
    ],
  },
};

const meta = {
  title: 'Widgets/Value editors/Select',
  component: SelectEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={SelectEditor} />,
  parameters: {
    usage: {
      notes: [
        "A select field's value: one option (a list with “None” first to clear it) or, with the field's `multiselect` option, several (a searchable list whose choices show as tags). Reported as the chosen options, `{ id, value }`, or null.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof SelectEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names of the chosen options' tags (a multiple select), in order. */
function tagNames(canvas: ReturnType<typeof within>) {
  const tags = canvas.queryByRole('grid');
  return tags
    ? within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent)
    : [];
}

const single = conformanceStories<SelectOption[]>(SelectEditor, {
  field,
  filled: [{ id: 2, value: 'Linen' }],
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('button', { name: /Linen/ })).toBeVisible();
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    // 'None' comes first, then the field's options in their order.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
  expected: [{ id: 2, value: 'Linen' }],
});
export const Empty = single.Empty;
export const Filled = single.Filled;
export const ReadOnly = single.ReadOnly;
export const WithError = single.WithError;
export const ByKeyboard = single.ByKeyboard;
export const RightToLeft = single.RightToLeft;
export const FormInterop = single.FormInterop;

const multiple = conformanceStories<SelectOption[]>(SelectEditor, {
  field: multipleField,
  filled: [
    { id: 11, value: 'Machine wash' },
    { id: 14, value: 'Tumble dry' },
  ],
  showsFilled: async (canvas) => {
    await expect(tagNames(canvas)).toEqual(['Machine wash', 'Tumble dry']);
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    // Enter toggles the highlighted option and keeps the list open for the next.
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}{Escape}');
  },
  expected: [
    { id: 11, value: 'Machine wash' },
    { id: 13, value: 'Dry clean' },
  ],
});
export const MultipleEmpty = multiple.Empty;
export const MultipleFilled = multiple.Filled;
export const MultipleReadOnly = multiple.ReadOnly;
export const MultipleWithError = multiple.WithError;
export const MultipleByKeyboard = multiple.ByKeyboard;
export const MultipleRightToLeft = multiple.RightToLeft;
export const MultipleFormInterop = multiple.FormInterop;

/** Typing letters on the closed list picks the option they start. */
export const TypeToPick: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('w');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 3, value: 'Wool' }]);
  },
};

/** 'None' clears the choice: the value becomes null. */
export const ClearingWithNone: Story = {
  args: { value: [{ id: 2, value: 'Linen' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Linen' })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: /Linen/ })).not.toBeInTheDocument();
  },
};

/** A value naming an option the field no longer offers shows as nothing chosen. */
export const OptionNoLongerOffered: Story = {
  args: { value: [{ id: 99, value: 'Hemp' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Hemp')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Select an item/ })).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * An option renamed since the value was saved is found by its id and shows its new text; a
 * change reports the option as the field now offers it.
 */
export const RenamedOption: Story = {
  args: { value: [{ id: 3, value: 'Merino' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Wool/ })).toBeVisible();
  },
};

/** Options not yet saved (no id) are matched and reported by their text. */
export const OptionsWithoutIds: Story = {
  args: {
    field: { ...field, options: { select_options: [{ value: 'Small' }, { value: 'Large' }] } },
    value: [{ value: 'Large' }],
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Large/ })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('s');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ value: 'Small' }]);
  },
};

/**
 * Several options: chosen ones are reported whole, in the field's order, whatever the order
 * they were picked in. Options no longer offered are left out.
 */
export const MultipleInFieldOrder: Story = {
  args: {
    field: multipleField,
    value: [
      { id: 14, value: 'Tumble dry' },
      { id: 99, value: 'Bleach' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(tagNames(canvas)).toEqual(['Tumble dry']);
    await userEvent.tab();
    await userEvent.keyboard('machine');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 11, value: 'Machine wash' },
      { id: 14, value: 'Tumble dry' },
    ]);
    await expect(within(listbox).getByRole('option', { name: 'Machine wash' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Searching narrows the list to the options that match. */
export const MultipleSearch: Story = {
  args: { field: multipleField },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('dry');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dry clean', 'Tumble dry']);
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ id: 13, value: 'Dry clean' }]);
  },
};

/** Removing the last chosen option by keyboard (Tab to its tag, Delete) reports null. */
export const MultipleClearing: Story = {
  args: { field: multipleField, value: [{ id: 12, value: 'Hand wash' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Hand wash' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(tagNames(canvas)).toEqual([]);
  },
};
