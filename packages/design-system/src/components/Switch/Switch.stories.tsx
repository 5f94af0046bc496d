import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { Switch } from './Switch.js';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Available on storefront', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        'A switch turns a setting on or off, and the change takes effect at once (“Available on storefront”). For a choice that applies only when a form is saved, use a `Checkbox`.',
        'The label names the setting, not an action: “Email notifications”, not “Turn on email notifications”. Help text goes in `description`. Screen readers announce a switch with its state, on or off.',
        'Space toggles it. When turning it on takes a moment (a request to the server), show the result, and put it back with a message if it fails.',
      ],
      do: ['Apply the change immediately and visibly.'],
      dont: [
        'Put switches in a form that has a Save button; use checkboxes there.',
        'Use a switch for choices that are not on/off; use a `RadioGroup`.',
      ],
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Available on storefront' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Available on storefront'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = {
  args: {
    description: 'Shoppers can find and buy this product.',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Tab reaches the switch; Space turns it on and off; the ring is drawn round the track. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Available on storefront' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    const track = control.closest('label')?.querySelector(':scope > span + span');
    await expect(track && getComputedStyle(track).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'Shoppers can find and buy this product.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Available on storefront' });
    await expect(control).toHaveAccessibleDescription('Shoppers can find and buy this product.');
  },
};

/** A switch that must be on says so when the form is submitted. */
export const Required: Story = {
  args: {
    children: 'Allow the app to read orders',
    isRequired: true,
    errorMessage: 'The export needs access to orders.',
  },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <Switch {...args} name="readOrders" />
        <div>
          <Button type="submit">Connect</Button>
        </div>
        <p role="status">{submitted ? 'Connected' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Allow the app to read orders' });
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByText('The export needs access to orders.')).toBeVisible();
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('The export needs access to orders.');
    await expect(control).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('The export needs access to orders.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected');
  },
};

export const Invalid: Story = {
  args: {
    defaultSelected: true,
    isInvalid: true,
    errorMessage: 'Add a price before publishing.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Add a price before publishing.')).toBeVisible();
  },
};

/** Read-only: reachable and announced, but neither a click nor Space changes it. */
export const ReadOnly: Story = {
  args: { defaultSelected: true, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Available on storefront' });
    await userEvent.click(canvas.getByText('Available on storefront'));
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: not changeable, and Tab passes it by. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Switch {...args}>Available on storefront</Switch>
      <Switch {...args} isDisabled defaultSelected>
        Featured product
      </Switch>
      <Switch {...args}>Free shipping</Switch>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('switch', { name: 'Featured product' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(canvas.getByText('Featured product'));
    await expect(disabled).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Available on storefront' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Free shipping' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Switch {...args} description="Shoppers can find and buy this product." />
      <Switch {...args} defaultSelected>
        Featured product
      </Switch>
      <Switch {...args} isReadOnly defaultSelected>
        Taxable
      </Switch>
      <Switch {...args} isDisabled>
        Gift wrapping
      </Switch>
      <Switch {...args} isInvalid errorMessage="Add a price before publishing.">
        Published
      </Switch>
    </div>
  ),
};
