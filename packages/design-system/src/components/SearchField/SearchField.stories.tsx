import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { SearchField } from './SearchField.js';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Search products',
    placeholder: 'Search by name or SKU',
    onChange: fn(),
    onDebouncedChange: fn(),
    onClear: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    debounce: { control: { type: 'number', min: 0, step: 50 } },
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
        'A search field filters or searches a list: a magnifier, the input, and a “Clear search” button once there is text. Escape clears it too; Enter searches at once. For choosing one value from suggestions use `ComboBox`.',
        'Search boxes above a list often have no visible label: then give an `aria-label` that says what is searched (“Search templates”), and a `placeholder` that hints at what can be typed (“Name or key”).',
        'The list updates once typing pauses (`onDebouncedChange`, 300 ms by default), not on every keystroke, so people are not interrupted while typing and the server is not asked for every letter. Clearing and Enter report at once.',
        "Place it directly above the list it filters, and say in the list's empty state what to try when nothing matches (see `ZeroResultsPanel`).",
      ],
      do: [
        'Say what is searched in the label or placeholder: names, keys, SKUs.',
        'Keep the search text when the person returns to the list.',
      ],
      dont: [
        'Use a search field as a form field for entering data.',
        'Require pressing Enter before anything happens, unless searching is slow.',
      ],
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'shirt');
    await expect(input).toHaveValue('shirt');
    await expect(args.onChange).toHaveBeenLastCalledWith('shirt');
  },
};

export const Playground: Story = {
  args: {
    label: 'Search products',
    description: 'Matches names, SKUs and barcodes.',
    debounce: 300,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/**
 * `onChange` fires on every keystroke; `onDebouncedChange` fires once, `debounce` ms after the
 * typing stops, with the whole query.
 */
export const Debounced: Story = {
  args: { debounce: 300 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'linen shirt');
    await expect(args.onChange).toHaveBeenCalledTimes('linen shirt'.length);
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();

    // Its first call, once the typing has paused, already has the whole query.
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalled());
    await expect(args.onDebouncedChange).toHaveBeenCalledOnce();
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('linen shirt');
  },
};

/** Escape empties the field and reports the empty query at once, without waiting. */
export const EscapeClears: Story = {
  args: { debounce: 200 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'mug');
    await waitFor(() => expect(args.onDebouncedChange).toHaveBeenCalledWith('mug'));

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onDebouncedChange).toHaveBeenLastCalledWith('');
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * The clear button shows once there is text, is named "Clear search", and stays out of the tab
 * order (Escape does the same from the keyboard). Clearing puts focus back in the input.
 */
export const ClearButton: Story = {
  args: { defaultValue: 'mug' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SearchField {...args} />
      <Button>Filters</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Enter submits the query, and reports it at once rather than after the pause. */
export const SubmitOnEnter: Story = {
  args: { debounce: 1000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'candle{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('candle');
    await expect(args.onDebouncedChange).toHaveBeenCalledOnce();
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('candle');
  },
};

export const WithLabelAndDescription: Story = {
  args: {
    'aria-label': undefined,
    label: 'Find a product',
    description: 'Matches names, SKUs and barcodes.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Find a product' });
    await expect(input).toHaveAccessibleDescription('Matches names, SKUs and barcodes.');
  },
};

/** Required: submitting the form empty shows the error and focuses the field. */
export const Required: Story = {
  args: {
    'aria-label': undefined,
    label: 'Product to copy from',
    isRequired: true,
    errorMessage: 'Search for the product to copy.',
  },
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(true);
        }}
      >
        <SearchField {...args} name="source" />
        <div>
          <Button type="submit">Copy</Button>
        </div>
        <p role="status">{saved ? 'Copied' : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Product to copy from' });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Search for the product to copy.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();

    await userEvent.type(input, 'Linen shirt');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'sku:',
    isInvalid: true,
    errorMessage: 'Type a SKU after “sku:”.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Type a SKU after “sku:”.')).toBeVisible();
  },
};

/** Read-only: the query can be read and focused, but not typed over or cleared. */
export const ReadOnly: Story = {
  args: { defaultValue: 'mug', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, 's');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('mug');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: not editable, and Tab passes it by. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'mug' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <SearchField {...args} />
      <Button>Filters</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    'aria-label': undefined,
    label: 'Search products',
    defaultValue: 'linen',
    description: 'Matches names, SKUs and barcodes.',
  },
};
