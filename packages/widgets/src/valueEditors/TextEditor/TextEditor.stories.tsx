import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import { conformanceStories } from '../testing/conformanceStories.js';
import type { ValueEditorField } from '../types.js';
import { TextEditor } from './TextEditor.js';
import partnerExample from '../../../examples/TextEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Care instructions',
  description: 'Shown under the product description.',
  contentType: 'text',
};

const meta = {
  title: 'Widgets/Value editors/Text',
  component: TextEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  parameters: {
    usage: {
      notes: [
        "A text field's value: one line, between the field's min and max length (1 and 255 when the field sets none). Emptied, it reports null; a length outside the limits shows once focus leaves.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof TextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(TextEditor, {
  field,
  filled: 'Machine wash cold',
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('Machine wash cold');
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await user.keyboard('Hand wash only');
  },
  expected: 'Hand wash only',
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** Past the field's max length the input takes no more characters; the value stops there. */
export const MaxLengthReached: Story = {
  args: { field: { ...field, options: { min: 1, max: 5 } } },
  render: (args) => <ControlledValueEditor {...args} editor={TextEditor} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    await expect(input).toHaveAttribute('maxlength', '5');
    await userEvent.type(input, 'Dry clean');
    await expect(input).toHaveValue('Dry c');
    await expect(args.onChange).toHaveBeenLastCalledWith('Dry c');
  },
};

/** Without limits of its own the field takes core's text defaults, 1 to 255 characters. */
export const DefaultLimits: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    await expect(input).toHaveAttribute('minlength', '1');
    await expect(input).toHaveAttribute('maxlength', '255');
  },
};

/** Shorter than the min length, the field says so once the person leaves it. */
export const MinLengthNotReached: Story = {
  args: { field: { ...field, options: { min: 4, max: 40 } } },
  render: (args) => <ControlledValueEditor {...args} editor={TextEditor} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Care instructions' });
    await userEvent.type(input, 'Dry');
    await userEvent.tab();
    await expect(await canvas.findByText('Use at least 4 characters')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('Dry');
  },
};

/** Emptied, the editor reports null: no value. */
export const Cleared: Story = {
  args: { value: 'Machine wash cold' },
  render: (args) => <ControlledValueEditor {...args} editor={TextEditor} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Care instructions' });
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
