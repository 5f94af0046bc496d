import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { BooleanEditor } from './BooleanEditor.js';
import partnerExample from '../../../examples/BooleanEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Gift wrapping available',
  description: 'Shown as an option at checkout.',
  contentType: 'boolean',
};

const meta = {
  title: 'Widgets/Value editors/Boolean',
  component: BooleanEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={BooleanEditor} />,
  parameters: {
    usage: {
      notes: [
        "A boolean field's value, as a checkbox labelled with the field, reported as 'true' or 'false'. A checkbox rather than a switch, because the value applies when the form is saved, not at once.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof BooleanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(BooleanEditor, {
  field,
  filled: 'true',
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
  },
  expected: 'true',
});
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** No value shows unchecked; the first change reports 'true', the next 'false'. */
export const NullShownAsOff: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Gift wrapping available',
    });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith('true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
    await expect(checkbox).not.toBeChecked();
  },
};

/** 'false' shows unchecked, as null does. */
export const False: Story = {
  args: { value: 'false' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked();
  },
};

/** A stored boolean `true` (not the text) reads as checked too; a change reports text. */
export const StoredBoolean: Story = {
  args: { value: true as unknown as 'true' },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
  },
};
