import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { Radio } from './Radio.js';
import { RadioGroup } from './RadioGroup.js';
import type { RadioGroupProps } from './RadioGroup.js';

function ShippingSpeeds(args: RadioGroupProps) {
  return (
    <RadioGroup {...args}>
      <Radio value="standard" description="3–5 business days">
        Standard
      </Radio>
      <Radio value="express" description="1–2 business days">
        Express
      </Radio>
      <Radio value="pickup">Pickup in store</Radio>
    </RadioGroup>
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: { label: 'Shipping speed', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  render: (args) => <ShippingSpeeds {...args} />,
  parameters: {
    usage: {
      notes: [
        'A radio group asks for exactly one of a few options that people should compare side by side (“Export as CSV or as JSON”). For more than about seven options use `Select`; for any number of answers, `CheckboxGroup`; for a view switch in a toolbar, `ToggleButtonGroup`.',
        "The group's `label` is the question; each `Radio` has a short label and may have a `description` of its own, read with it. Order options logically, and choose a sensible default when there is one.",
        'Tab enters the group at the chosen option and leaves it with the next Tab; the arrow keys move the choice, following the reading direction. `orientation="horizontal"` lays short options in a row.',
        "`isRequired` fails on submit when nothing is chosen; the group's `errorMessage` shows under the options.",
      ],
      do: [
        "Keep labels parallel and short; put explanations in each option's description.",
        'Preselect the safest or most common option.',
      ],
      dont: [
        'Use a single radio button; use a `Checkbox`.',
        'Trigger an action as soon as an option is chosen; radios choose, buttons act.',
      ],
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Shipping speed' })).toBeVisible();
    await userEvent.click(canvas.getByText('Express'));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

export const Playground: Story = {
  args: {
    description: 'Applies to every order of this product.',
    orientation: 'vertical',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Each option can explain itself; the group's help text sits under all of them. */
export const WithDescriptions: Story = {
  args: { description: 'Applies to every order of this product.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // react-aria adds the group's help text to each option's own.
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveAccessibleDescription(
      '1–2 business days Applies to every order of this product.',
    );
    await expect(
      canvas.getByRole('radiogroup', { name: 'Shipping speed' }),
    ).toHaveAccessibleDescription('Applies to every order of this product.');
  },
};

/** Tab enters at the chosen option; arrows move the choice and wrap; Tab leaves the group. */
export const Keyboard: Story = {
  args: { defaultValue: 'express' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <ShippingSpeeds {...args} />
      <Button>Continue</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pickup in store' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Pickup in store' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Pickup in store' })).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

/** Options in a row; Left and Right move the choice too. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'standard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const standard = canvas.getByText('Standard').getBoundingClientRect();
    const express = canvas.getByText('Express').getBoundingClientRect();
    await expect(Math.abs(standard.top - express.top)).toBeLessThan(2);
    await expect(express.left).toBeGreaterThan(standard.right);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
  },
};

/** Submitting without a choice shows the group's error; choosing clears it. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Choose a shipping speed.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <ShippingSpeeds {...args} name="shippingSpeed" />
        <div>
          <Button type="submit">Save</Button>
        </div>
        <p role="status">{submitted ? 'Saved' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Shipping speed' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.queryByText('Choose a shipping speed.')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a shipping speed.')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a shipping speed.');
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(canvas.getByText('Standard'));
    await expect(canvas.queryByText('Choose a shipping speed.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'pickup',
    isInvalid: true,
    errorMessage: 'This store has no pickup location.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This store has no pickup location.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Shipping speed' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Read-only: the choice can be reached and read, but neither arrows nor clicks change it. */
export const ReadOnly: Story = {
  args: { defaultValue: 'express', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const express = canvas.getByRole('radio', { name: 'Express' });
    await userEvent.tab();
    await expect(express).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvas.getByText('Standard'));
    await expect(express).toBeChecked();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A disabled option is skipped by the arrows; a disabled group is skipped by Tab. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <RadioGroup {...args} defaultValue="standard">
        <Radio value="standard">Standard</Radio>
        <Radio value="express" isDisabled description="Not offered for heavy items">
          Express
        </Radio>
        <Radio value="pickup">Pickup in store</Radio>
      </RadioGroup>
      <RadioGroup label="Gift wrapping" isDisabled defaultValue="none">
        <Radio value="none">None</Radio>
        <Radio value="paper">Paper</Radio>
      </RadioGroup>
      <Button>Continue</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pickup in store' })).toBeChecked();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: 'express',
    description: 'Applies to every order of this product.',
    isRequired: true,
  },
};
