import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Form } from '../Form/Form.js';
import { CheckboxGroup } from './CheckboxGroup.js';
import type { CheckboxGroupProps } from './CheckboxGroup.js';

function Channels(args: CheckboxGroupProps) {
  return (
    <CheckboxGroup {...args}>
      <Checkbox value="storefront">Storefront</Checkbox>
      <Checkbox value="pos" description="In-store sales through the card reader.">
        Point of sale
      </Checkbox>
      <Checkbox value="feed">Marketplace feed</Checkbox>
    </CheckboxGroup>
  );
}

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { label: 'Sales channels', onChange: fn() },
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
  render: (args) => <Channels {...args} />,
  parameters: {
    usage: {
      notes: [
        "A checkbox group asks one question whose answer is any number of options (“Which channels show this field?”). Its value is the list of the checked options' values. For exactly one answer use `RadioGroup`; for a long list (over about ten options) use `MultiSelect`.",
        "The group's `label` is the question and names the group for screen readers; without a visible label give it an `aria-label`. Each `Checkbox` inside needs a `value` and its own label.",
        'Tab moves from checkbox to checkbox, Space toggles one. `orientation="horizontal"` puts short options in a row that wraps; keep the vertical default for anything longer than a word or two.',
        "`isRequired` means at least one option; the group's `errorMessage` shows under the options.",
      ],
      do: [
        'Order options logically (as on the storefront, or alphabetically), not at random.',
        "Put shared help text in the group's `description`.",
      ],
      dont: ['Use a group of one: a single option is a `Checkbox`.', 'Nest groups inside groups.'],
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Sales channels' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Storefront' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Marketplace feed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['storefront', 'feed']);
  },
};

export const Playground: Story = {
  args: {
    description: 'Where this product is sold.',
    orientation: 'vertical',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** The group and each option carry their own help text. */
export const WithDescriptions: Story = {
  args: { description: 'Where this product is sold.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Sales channels' })).toHaveAccessibleDescription(
      'Where this product is sold.',
    );
    // react-aria adds the group's help text to each option's own.
    await expect(
      canvas.getByRole('checkbox', { name: 'Point of sale' }),
    ).toHaveAccessibleDescription(
      'In-store sales through the card reader. Where this product is sold.',
    );
  },
};

/** Tab goes from option to option; Space toggles the focused one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Storefront' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Point of sale' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['storefront', 'pos']);
  },
};

/** Options in a row, wrapping when the space runs out. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Storefront').getBoundingClientRect();
    const last = canvas.getByText('Marketplace feed').getBoundingClientRect();
    await expect(Math.abs(first.top - last.top)).toBeLessThan(2);
    await expect(last.left).toBeGreaterThan(first.right);
  },
};

/** At least one option is required: submitting without one shows the group's error. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Choose at least one channel.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
      >
        <Channels {...args} name="channels" />
        <div>
          <Button type="submit">Save</Button>
        </div>
        <p role="status">{submitted ? 'Saved' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Sales channels' });
    await expect(canvas.queryByText('Choose at least one channel.')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose at least one channel.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Choose at least one channel.');
    await expect(canvas.getByRole('checkbox', { name: 'Storefront' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Point of sale' }));
    await expect(canvas.queryByText('Choose at least one channel.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: ['feed'],
    isInvalid: true,
    errorMessage: 'The marketplace feed needs a product image.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The marketplace feed needs a product image.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Marketplace feed' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Read-only: the choices show and can be focused, but do not change. */
export const ReadOnly: Story = {
  args: { defaultValue: ['storefront'], isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const storefront = canvas.getByRole('checkbox', { name: 'Storefront' });
    await userEvent.tab();
    await expect(storefront).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('Marketplace feed'));
    await expect(storefront).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Marketplace feed' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A disabled group disables every option; Tab skips them all. */
export const Disabled: Story = {
  args: { defaultValue: ['storefront'], isDisabled: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Channels {...args} />
      <Button>Next</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const checkbox of canvas.getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: ['pos'],
    description: 'Where this product is sold.',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose at least one channel.',
  },
};
