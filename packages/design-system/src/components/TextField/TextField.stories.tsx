import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { TextField } from './TextField.js';
import type { TextFieldProps } from './TextField.js';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Store name', onChange: fn(), onBlur: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    type: { control: 'inline-radio', options: ['text', 'email', 'password'] },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A text field takes a single line of text: a name, a key, an email address, a URL. For several lines use `TextArea`; for numbers people step through, `NumberField`; for search, `SearchField`.',
        'Every field has a visible `label` above it, naming what to enter (“Namespace”, “Email address”). Put a hint or an example in `description`, under the field and read with it; `placeholder` is at most an example and disappears as people type.',
        '`isRequired` marks the label with an asterisk and fails on submit when empty; `type` (`email`, `url`), `pattern` and `validate` check the format. `errorMessage` says what to do (“Enter a key of letters, digits and underscores”), and shows after a change or a submit, not while typing the first characters.',
        'Size the field to the expected value where it helps (a short code needs a short field).',
      ],
      do: [
        'Write errors that say how to fix the value.',
        'Set `type` and `autoComplete` for emails, URLs and names, so browsers and phones help.',
      ],
      dont: [
        'Hide the label and rely on the placeholder.',
        'Block typing of characters; accept them and explain the rule.',
      ],
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Store name' });
    await userEvent.type(input, 'Acme Outdoor');
    await expect(input).toHaveValue('Acme Outdoor');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Outdoor');
  },
};

export const Playground: Story = {
  args: {
    description: 'Shown to shoppers in the storefront header.',
    placeholder: 'Acme Outdoor',
    type: 'text',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to shoppers in the storefront header.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Store name' });
    await expect(input).toHaveAccessibleDescription('Shown to shoppers in the storefront header.');
  },
};

function StoreForm(args: TextFieldProps) {
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <TextField {...args} name="storeName" />
      <Button type="submit">Save</Button>
      <p role="status">{saved ? 'Saved' : ''}</p>
    </form>
  );
}

export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Enter a store name.' },
  render: (args) => <StoreForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Store name' });
    await expect(input).toBeRequired();
    await expect(canvas.queryByText('Enter a store name.')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a store name.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a store name.');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.type(input, 'Acme Outdoor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved');
    await expect(canvas.queryByText('Enter a store name.')).not.toBeInTheDocument();
  },
};

export const ValidatesOnBlur: Story = {
  args: {
    label: 'Contact email',
    type: 'email',
    errorMessage: (validation) =>
      validation.validationDetails.typeMismatch
        ? 'Enter an email address such as name@example.com.'
        : validation.validationErrors.join(' '),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Contact email' });
    await userEvent.type(input, 'not-an-email');
    await expect(canvas.queryByText(/Enter an email address/)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(
      await canvas.findByText('Enter an email address such as name@example.com.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, 'owner@example.com');
    await userEvent.tab();
    await expect(canvas.queryByText(/Enter an email address/)).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Store hash',
    defaultValue: 'abc',
    isInvalid: true,
    errorMessage: 'No store has this hash.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Store hash' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('No store has this hash.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Store hash', defaultValue: 'abc123', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Store hash' });
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('abc123');
    await expect(input).toHaveAttribute('readonly');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Acme Outdoor', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Store name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('Acme Outdoor');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Password: Story = {
  args: { label: 'API token', type: 'password', autoComplete: 'off' },
  play: async ({ canvasElement, args }) => {
    // Password inputs have no ARIA role; people find them by their label.
    const input = within(canvasElement).getByLabelText('API token');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 's3cret');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'שם החנות',
    description: 'מוצג לקונים בראש החנות.',
    isRequired: true,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'שם החנות' });
    await expect(input.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(input).direction).toBe('rtl');
    // Logical properties: the label starts at the right edge, like the input.
    const label = within(canvasElement).getByText('שם החנות');
    const labelBox = label.getBoundingClientRect();
    const inputBox = input.getBoundingClientRect();
    await expect(Math.abs(labelBox.right - inputBox.right)).toBeLessThan(2);
    await userEvent.type(input, 'חנות הדגמה');
    await expect(args.onChange).toHaveBeenLastCalledWith('חנות הדגמה');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Shown to shoppers in the storefront header.',
    isInvalid: true,
    errorMessage: 'Enter a store name.',
    isRequired: true,
  },
};
