import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiteTextField } from './LiteTextField.js';
import type { LiteTextFieldProps } from './LiteTextField.js';

function Controlled(args: LiteTextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LiteTextField
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/LiteTextField',
  component: LiteTextField,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Company', value: '', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "`LiteTextField` is `TextField`'s look on a bare `<input>`, for screens with many fields (a rule of 50 conditions): it mounts in a twentieth of the time. The lite components are exported from `@metafields/design-system/private` for the widgets only; an app's own screens use the full components.",
        'It has a required visible label, a controlled `value`, and the `errorMessage` the caller gives it, linked to the input as its description; it has no description slot and no validation of its own.',
      ],
      do: [
        'Check the value in the widget that owns it, and pass the message through `errorMessage`.',
      ],
      dont: ["Use it where a `TextField`'s description, character count or validation is needed."],
    },
  },
} satisfies Meta<typeof LiteTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled, and reports every keystroke. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company' });
    await userEvent.click(within(canvasElement).getByText('Company'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

/** An error shows under the input, marks it invalid and describes it, after its own description. */
export const Invalid: Story = {
  args: { value: 'lots', errorMessage: 'Enter a number', 'aria-describedby': 'unit' },
  render: (args) => (
    <>
      <Controlled {...args} />
      <span id="unit">Grand total</span>
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Grand total Enter a number');
  },
};

export const Disabled: Story = {
  args: { value: 'Acme', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Company' })).toBeDisabled();
  },
};
