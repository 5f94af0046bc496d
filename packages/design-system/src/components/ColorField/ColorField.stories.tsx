import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { parseColor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { ColorField } from './ColorField.js';

const meta = {
  title: 'Primitives/ColorField',
  component: ColorField,
  tags: ['autodocs'],
  args: { label: 'Accent colour', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A colour field is for typing a colour as a hex code, with a swatch of the colour in the input. Choose it when people know the code (brand colours pasted from a style guide); when they need to see and pick a colour use `ColorPicker`, which includes this field.',
        'It accepts `#3c64f4`, `3c64f4` or the short `#36f`, and settles the value on Enter or when focus leaves, written as `#3C64F4`. ↑ and ↓ step the colour.',
        'Give it a visible `label`; `placeholder` shows an example (“#3C64F4”) and is never a substitute for the label. Emptying the field sets the value to nothing.',
      ],
      do: [
        'Say in the description which format is expected when it matters elsewhere.',
        'Show an error that says what is wrong (“Enter a colour as a hex code, such as #3C64F4”).',
      ],
      dont: [
        'Use the swatch alone to tell colours apart; the hex code is the value.',
        'Ask people to type a colour they can only judge by sight; use `ColorPicker`.',
      ],
    },
  },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hex code, with or without `#`, settles as `#RRGGBB` when focus leaves. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Accent colour' });
    await userEvent.type(input, '3c64f4');
    await userEvent.tab();
    await expect(input).toHaveValue('#3C64F4');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseColor('#3C64F4'));
  },
};

export const Playground: Story = {
  args: {
    defaultValue: '#3C64F4',
    description: 'Buttons and links in the storefront.',
    placeholder: '#000000',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** ↑ and ↓ step the colour; text that is not a colour gives way to the last good one. */
export const StepAndRevert: Story = {
  args: { defaultValue: '#3C64F4' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Accent colour' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('#3C64F5');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseColor('#3C64F5'));

    await userEvent.clear(input);
    await userEvent.type(input, 'blue');
    await userEvent.tab();
    await expect(input).toHaveValue('#3C64F5');
  },
};

/** Emptied, the field reports `null`. */
export const Cleared: Story = {
  args: { defaultValue: '#3C64F4' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Accent colour' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithDescription: Story = {
  args: { description: 'Buttons and links in the storefront.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Accent colour' }),
    ).toHaveAccessibleDescription('Buttons and links in the storefront.');
  },
};

/** In a form, the hex code is submitted under `name`; required and empty blocks the submit. */
export const Required: Story = {
  args: { isRequired: true, name: 'accent', errorMessage: 'Enter a colour.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('accent')));
        }}
      >
        <ColorField {...args} />
        <Button type="submit">Save theme</Button>
        <p role="status">{submitted && `Saved ${submitted}`}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save theme' }));
    await expect(await canvas.findByText('Enter a colour.')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Accent colour' });
    await userEvent.type(input, '#1d7a2c');
    await userEvent.click(canvas.getByRole('button', { name: 'Save theme' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved #1D7A2C');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '#F6F7FC',
    isInvalid: true,
    errorMessage: 'Too light to read on a white page.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Accent colour' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Too light to read on a white page.');
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: '#3C64F4', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Accent colour' });
    await userEvent.type(input, '{ArrowUp}fff');
    await expect(input).toHaveValue('#3C64F4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '#3C64F4', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Accent colour' }),
    ).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: '#3C64F4',
    description: 'Buttons and links in the storefront.',
    isRequired: true,
  },
};
