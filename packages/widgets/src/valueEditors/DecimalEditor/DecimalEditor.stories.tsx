import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conformanceStories } from '../testing/conformanceStories.js';
import { ControlledValueEditor } from '../testing/ControlledValueEditor.js';
import type { ValueEditorField } from '../types.js';
import { DecimalEditor } from './DecimalEditor.js';
import partnerExample from '../../../examples/DecimalEditor.tsx?raw';

const field: ValueEditorField = {
  label: 'Weight (kg)',
  description: 'Shipping weight, up to 99.99 kg.',
  contentType: 'decimal',
  options: { min: 0.05, max: 99.99 },
};

const meta = {
  title: 'Widgets/Value editors/Decimal',
  component: DecimalEditor,
  tags: ['autodocs'],
  args: { field, value: null, onChange: fn() },
  render: (args) => <ControlledValueEditor {...args} editor={DecimalEditor} />,
  parameters: {
    usage: {
      notes: [
        "A decimal field's value: a number stepping by 0.01 within the field's min and max, formatted in the person's locale and reported as a number.",
        'Every value editor takes the same props: the `field` (label, description, content type, options), a controlled `value` and `onChange`, `isReadOnly` and `errorMessage`. `valueEditorFor(contentType)` picks the editor of any content type.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof DecimalEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = conformanceStories(DecimalEditor, {
  field,
  filled: 12.5,
  showsFilled: async (canvas) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('12.5');
  },
  editByKeyboard: async (canvas, user) => {
    await user.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await user.keyboard('3.14{Enter}');
  },
  expected: 3.14,
});
export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const ReadOnly = stories.ReadOnly;
export const WithError = stories.WithError;
export const ByKeyboard = stories.ByKeyboard;
export const RightToLeft = stories.RightToLeft;
export const FormInterop = stories.FormInterop;

/** The arrow keys and the − and + buttons step by 0.01. */
export const StepsByAHundredth: Story = {
  args: { value: 12.5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Weight (kg)' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.51);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Weight (kg)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Weight (kg)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(12.49);
  },
};

/** Two decimals at most: a third digit after the point is not taken. */
export const AtMostTwoDecimals: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('1.234{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.23);
    await expect(input).toHaveValue('1.23');
  },
};

/** A number outside the field's min and max is brought back to the nearest bound on commit. */
export const ClampsToMinAndMax: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.click(input);
    await userEvent.keyboard('250{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(99.99);
    await userEvent.clear(input);
    await userEvent.keyboard('0.01');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(0.05);
  },
};

/** Bounds written as numeric text in the options count as numbers. */
export const BoundsAsText: Story = {
  args: { field: { ...field, options: { min: '1.5', max: '2.5' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Weight (kg)' }));
    await userEvent.keyboard('3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
  },
};

/** Emptying the field reports null: no value. */
export const Clearing: Story = {
  args: { value: 12.5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};
