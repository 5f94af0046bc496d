import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { IntegerEditor } from './IntegerEditor.js';
import partnerExample from '../../../examples/IntegerEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Pack size',
  description: 'Items in one pack, from 1 to 100.',
  contentType: 'integer',
  options: { min: 1, max: 100 },
};

const meta = {
  title: 'Widgets/Value editors/Integer',
  component: IntegerEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={IntegerEditor} />,
  parameters: {
    usage: {
      notes: [
        "An integer field's value: a whole number stepping by 1 within the field's min and max, reported as a number.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof IntegerEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(IntegerEditor, {
  field,
  filled: 12,
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('12');
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    // A number field reports its value when it is committed: Enter, or leaving the field.
    await user.keyboard('42{Enter}');
  },
  expected: 42,
});
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** A number outside the field's min and max is brought back to the nearest bound on commit. */
export const ClampsToMinAndMax: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pack size' });
    await userEvent.click(input);
    await userEvent.keyboard('500{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(input).toHaveValue('100');
    await userEvent.clear(input);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(input).toHaveValue('1');
  },
};

/** The arrow keys and the − and + buttons step by 1; a decimal point cannot be typed. */
export const StepsByOne: Story = {
  args: { value: 12 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Pack size' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Pack size' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(12);

    await userEvent.clear(input);
    await userEvent.keyboard('7.5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
  },
};

/** Without min or max in the options, any whole number goes, negatives too. */
export const WithoutBounds: Story = {
  args: { field: { label: 'Stock adjustment', contentType: 'integer' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Stock adjustment' }));
    await userEvent.keyboard('-2500{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(-2500);
  },
};

/** Emptying the field reports null: no value. */
export const Clearing: Story = {
  args: { value: 12 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pack size' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

/** A value stored as numeric text shows as that number. */
export const NumericText: Story = {
  args: { value: '7' as unknown as number },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('7');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
