import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DesignSystemProvider } from '../../provider/DesignSystemProvider.js';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { NumberField } from './NumberField.js';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Quantity', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    step: { control: 'number' },
    hideStepper: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        "A number field takes a number that people type, and may step with ↑ and ↓ or the − and + buttons: quantities, limits, sort orders, prices. It formats and reads numbers in the person's locale (“1,234.5” in English, “1.234,5” in German), with `formatOptions` for currencies, percentages and decimals.",
        '`minValue`, `maxValue` and `step` bound the value; out-of-range input is clamped when the value is committed on Enter or blur, so say the range in `description` (“From 1 to 250”). `hideStepper` removes the buttons for values nobody steps through (prices, weights); the arrow keys still step.',
        "The stepper buttons are named by react-aria in the person's language, with the field's label (“Increase Quantity”). Put a unit in the label (“Weight (kg)”) or in `formatOptions`, not in the placeholder.",
      ],
      do: [
        'Use `formatOptions` for currency and percent so the symbol follows the locale.',
        'Say the allowed range before people reach it.',
      ],
      dont: [
        'Use a number field for identifiers (order numbers, postcodes, phone numbers); use `TextField`.',
        'Rely on the placeholder for the unit.',
      ],
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value is committed, and reported, when the field loses focus or on Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

export const Playground: Story = {
  args: {
    description: 'Units in stock at the main warehouse.',
    minValue: 0,
    maxValue: 1000,
    step: 1,
    hideStepper: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Up and Down step by `step`; Home and End jump to `minValue` and `maxValue`. */
export const ArrowKeys: Story = {
  args: { defaultValue: 10, step: 5, minValue: 0, maxValue: 50 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/**
 * The − and + buttons are named after the field, stay out of the tab order (the arrow keys do
 * the same), and turn off at the limits.
 */
export const StepperButtons: Story = {
  args: { defaultValue: 1, minValue: 0, maxValue: 2 },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <NumberField {...args} />
      <Button>Add to order</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease Quantity' });

    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(increase).toBeDisabled();

    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('0');
    await expect(decrease).toBeDisabled();

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to order' })).toHaveFocus();
  },
};

/** A typed value outside `minValue`–`maxValue` is pulled back to the nearest limit on blur. */
export const ClampsOnBlur: Story = {
  args: { label: 'Limit per order', minValue: 1, maxValue: 100 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Limit per order' });
    await userEvent.type(input, '150');
    await expect(input).toHaveValue('150');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Currency from `formatOptions`: shown with its symbol and cents, reported as a plain number. */
export const Currency: Story = {
  args: {
    label: 'Price',
    defaultValue: 19.99,
    minValue: 0,
    hideStepper: true,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveValue('$19.99');
    await userEvent.clear(input);
    await userEvent.type(input, '24.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$24.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(24.5);
  },
};

/** Percent: the value is a fraction (0.15) shown as 15 %; a step of 0.01 is one point. */
export const Percent: Story = {
  args: {
    label: 'Tax rate',
    defaultValue: 0.15,
    step: 0.01,
    minValue: 0,
    maxValue: 1,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tax rate' });
    await expect(input).toHaveValue('15%');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('16%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.16);
  },
};

/** Fixed decimals: a weight always shows two places, and longer input is rounded. */
export const Decimals: Story = {
  args: {
    label: 'Weight (kg)',
    step: 0.01,
    formatOptions: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.type(input, '1.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
  },
};

/**
 * In German, the provider's locale makes the point group thousands and the comma mark decimals,
 * for display and for typing.
 */
export const GermanLocale: Story = {
  args: {
    label: 'Gewicht (g)',
    defaultValue: 1234.5,
    formatOptions: { maximumFractionDigits: 2 },
  },
  decorators: [
    (Story) => (
      <DesignSystemProvider locale="de-DE">
        <Story />
      </DesignSystemProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Gewicht (g)' });
    await expect(input).toHaveValue('1.234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '2500,75');
    await userEvent.tab();
    await expect(input).toHaveValue('2.500,75');
    await expect(args.onChange).toHaveBeenLastCalledWith(2500.75);
    // react-aria names the buttons in the provider's language.
    await expect(canvas.getByRole('button', { name: 'erhöhen Gewicht (g)' })).toBeInTheDocument();
  },
};

/** Required: submitting the form empty shows the error and focuses the field. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter how many are in stock.' },
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(true);
        }}
      >
        <NumberField {...args} name="quantity" />
        <div>
          <Button type="submit">Save</Button>
        </div>
        <p role="status">{saved ? 'Saved' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter how many are in stock.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter how many are in stock.');
    await expect(input).toHaveFocus();

    await userEvent.type(input, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.queryByText('Enter how many are in stock.')).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 0,
    isInvalid: true,
    errorMessage: 'A bundle needs at least one item.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('A bundle needs at least one item.')).toBeVisible();
  },
};

/** Read-only: focusable and readable; typing and arrows change nothing, and − and + are gone. */
export const ReadOnly: Story = {
  args: { defaultValue: 24, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue('24');
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Increase Quantity' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: not editable, and Tab passes it by. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <NumberField {...args} label="Quantity" />
      <NumberField {...args} label="Reserved" isDisabled defaultValue={3} />
      <NumberField {...args} label="Reorder point" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reserved' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Reorder point' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: 12,
    description: 'Units in stock at the main warehouse.',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'More than the warehouse holds.',
  },
};
