import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField } from '../types.js';
import { ColorEditor } from './ColorEditor.js';
import partnerExample from '../../../examples/ColorEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Swatch colour',
  description: 'The dot shown beside the variant name.',
  contentType: 'color',
};

const meta = {
  title: 'Widgets/Value editors/Color',
  component: ColorEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={ColorEditor} />,
  parameters: {
    usage: {
      notes: [
        "A colour field's value, typed as a hex code with a swatch of it; it settles on Enter or when focus leaves, and is reported as '#rrggbb' (null once emptied).",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ColorEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(ColorEditor, {
  field,
  filled: '#1d7a2c',
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('#1D7A2C');
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await user.keyboard('3c64f4{Enter}');
  },
  expected: '#3c64f4',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** A hex code typed with `#`, or short, settles as focus leaves and is reported as '#rrggbb'. */
export const TypingAHex: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Swatch colour' });
    await userEvent.type(input, '#C0FFEE');
    await userEvent.tab();
    await expect(input).toHaveValue('#C0FFEE');
    await expect(args.onChange).toHaveBeenLastCalledWith('#c0ffee');

    await userEvent.clear(input);
    await userEvent.type(input, '#36f');
    await userEvent.tab();
    await expect(input).toHaveValue('#3366FF');
    await expect(args.onChange).toHaveBeenLastCalledWith('#3366ff');
  },
};

/** Text that is no colour gives way to the last good one; nothing new is reported. */
export const NotAColour: Story = {
  args: { value: '#1d7a2c' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Swatch colour' });
    await userEvent.clear(input);
    await userEvent.type(input, 'green');
    await userEvent.tab();
    await expect(input).toHaveValue('#1D7A2C');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Emptied, the editor reports null. */
export const Cleared: Story = {
  args: { value: '#1d7a2c' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Swatch colour' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
