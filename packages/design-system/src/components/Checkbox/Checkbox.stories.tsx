import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Track inventory', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isIndeterminate: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    usage: {
      notes: [
        'A checkbox turns one option on or off, and the choice takes effect when the form is saved (“Show on the storefront”). For a setting that applies at once use `Switch`; for several options under one question use `CheckboxGroup`; for one choice among several use `RadioGroup`.',
        'The label sits beside the box and toggles it too; write it as the state that is true when checked (“Required”, “Use as the display name”), not as a question. Help text goes in `description`, under the label, and is read with it.',
        'Space toggles it. `isIndeterminate` shows a dash for “some of these”, as a “select all” over a partly selected list does.',
        '`isRequired` marks the label with an asterisk and fails validation when unchecked on submit (for an agreement); `errorMessage` says what to do. Inside a `CheckboxGroup` the group shows the error.',
      ],
      do: [
        "Write labels in the positive: “Send email notifications”, not “Don't send email notifications”.",
        'Give every checkbox in a group a `value`.',
      ],
      dont: [
        'Use a checkbox for a setting that saves at once; use `Switch`.',
        'Hide the label and rely on the context; every checkbox needs a name.',
      ],
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Track inventory' });
    await expect(checkbox).not.toBeChecked();
    // The label is part of the target.
    await userEvent.click(within(canvasElement).getByText('Track inventory'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Playground: Story = {
  args: {
    description: 'Stock levels go down as orders come in.',
    isIndeterminate: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Tab reaches the checkbox, Space toggles it, and the ring shows where focus is. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Track inventory' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    // The ring is drawn on the box, the drawing's parent.
    const box = checkbox.closest('label')?.querySelector('svg')?.parentElement;
    await expect(box && getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'Stock levels go down as orders come in.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Track inventory' });
    await expect(checkbox).toHaveAccessibleDescription('Stock levels go down as orders come in.');
  },
};

const channels = ['Storefront', 'Point of sale', 'Marketplace feed'];

function ChannelPicker() {
  const [selected, setSelected] = useState<string[]>(['Storefront']);
  const all = selected.length === channels.length;
  return (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(isSelected) => setSelected(isSelected ? channels : [])}
      >
        All channels
      </Checkbox>
      <div style={{ display: 'grid', gap: '0.25rem', paddingInlineStart: '1.5rem' }}>
        {channels.map((channel) => (
          <Checkbox
            key={channel}
            isSelected={selected.includes(channel)}
            onChange={(isSelected) =>
              setSelected((current) =>
                isSelected ? [...current, channel] : current.filter((c) => c !== channel),
              )
            }
          >
            {channel}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/** A "select all" shows a dash while only some of its options are chosen. */
export const Indeterminate: Story = {
  render: () => <ChannelPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All channels' });
    await expect(all).toBePartiallyChecked();

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    for (const name of channels) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Point of sale' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
  },
};

/** A required checkbox says what is missing when the form is submitted, and clears once ticked. */
export const Required: Story = {
  args: {
    children: 'I understand the import overwrites existing values',
    isRequired: true,
    errorMessage: 'Confirm before importing.',
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
        <Checkbox {...args} name="confirm" />
        <div>
          <Button type="submit">Import</Button>
        </div>
        <p role="status">{submitted ? 'Import started' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I understand the import overwrites existing values',
    });
    await expect(checkbox).toBeRequired();
    await expect(canvas.queryByText('Confirm before importing.')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByText('Confirm before importing.')).toBeVisible();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Confirm before importing.');
    await expect(checkbox).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('Confirm before importing.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Import started');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Inventory tracking needs a SKU.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Track inventory' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Inventory tracking needs a SKU.')).toBeVisible();
  },
};

/** Read-only: still reachable and announced, but neither a click nor Space changes it. */
export const ReadOnly: Story = {
  args: { defaultSelected: true, isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Track inventory' });
    await userEvent.click(canvas.getByText('Track inventory'));
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: not changeable, and Tab passes it by. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <Checkbox {...args}>Track inventory</Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Allow backorders
      </Checkbox>
      <Checkbox {...args}>Show on storefront</Checkbox>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('checkbox', { name: 'Allow backorders' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(canvas.getByText('Allow backorders'));
    await expect(disabled).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Track inventory' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Show on storefront' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      <Checkbox {...args} description="Stock levels go down as orders come in." />
      <Checkbox {...args} defaultSelected>
        Allow backorders
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        All channels
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected>
        Taxable
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Gift wrapping
      </Checkbox>
      <Checkbox {...args} isInvalid errorMessage="Choose a shipping option.">
        Free shipping
      </Checkbox>
    </div>
  ),
};
