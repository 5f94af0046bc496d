import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Form } from '../Form/Form.js';
import { Select, SelectItem, SelectSection } from './Select.js';

const exportTypes = (
  <>
    <SelectSection title="Catalog">
      <SelectItem id="products">Products</SelectItem>
      <SelectItem id="categories">Categories</SelectItem>
      <SelectItem id="brands">Brands</SelectItem>
      <SelectItem id="variants" isDisabled description="Available on Enterprise plans">
        Variants
      </SelectItem>
    </SelectSection>
    <SelectSection title="Sales">
      <SelectItem id="orders">Orders</SelectItem>
      <SelectItem id="customers">Customers</SelectItem>
    </SelectSection>
  </>
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Export type',
    placeholder: 'Choose what to export',
    children: exportTypes,
    onChange: fn(),
    onSelectionChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    children: { control: false },
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
        'A select chooses one option from a list that opens under a button: a content type, a language, a sort order. Use it for roughly four to fifteen known options. For two or three that people should compare, `RadioGroup` shows them at once; for long or searchable lists, `ComboBox`; for several answers, `MultiSelect`.',
        'Give it a visible `label`, and a `placeholder` such as “Choose a type” when nothing is chosen yet. Options are short and distinct; `SelectSection` groups them under titles, and an option may have a `description` line.',
        'Enter, Space or the arrow keys open it; the arrows move and Enter chooses; typing letters on the closed button picks the matching option. `isReadOnly` shows the value but neither opens nor changes.',
        "The value is the chosen option's `id`; inside a form, a hidden native select submits it under `name`, and `isRequired` fails on submit when nothing is chosen.",
      ],
      do: [
        'Order options logically: by frequency, size, or alphabetically for long lists.',
        'Start option labels with the word that tells them apart.',
      ],
      dont: [
        'Use a select for yes or no; use a `Checkbox` or `Switch`.',
        'Hide an action inside a select (“Delete…” as an option); use `ActionMenu`.',
      ],
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the keyboard, move with the arrows, choose with Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Export type/ });
    await expect(trigger).toHaveTextContent('Choose what to export');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: 'Export type' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Products' })).toHaveFocus(),
    );

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Categories' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Categories');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('categories');
    await expect(args.onSelectionChange).toHaveBeenCalledOnce();
    await expect(args.onSelectionChange).toHaveBeenCalledWith('categories');
  },
};

export const Playground: Story = {
  args: {
    description: 'Each export type has its own columns.',
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Typing on the closed trigger picks the first option that starts with the letters typed. */
export const TypeAhead: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Export type/ });
    await userEvent.tab();
    await userEvent.keyboard('or');
    await expect(trigger).toHaveTextContent('Orders');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');
    await expect(args.onChange).toHaveBeenLastCalledWith('orders');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Escape closes the list without a change and gives focus back to the trigger. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'brands' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Export type/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Export type' });
    // The list opens on the chosen option.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Brands' })).toHaveFocus(),
    );
    await expect(within(listbox).getByRole('option', { name: 'Brands' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Brands');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Options come in titled groups; an option can be unavailable, with a reason under it. */
export const SectionsAndDisabledOptions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export type/ }));
    const listbox = await screen.findByRole('listbox', { name: 'Export type' });
    const catalog = within(listbox).getByRole('group', { name: 'Catalog' });
    await expect(within(catalog).getAllByRole('option')).toHaveLength(4);
    await expect(within(listbox).getByRole('group', { name: 'Sales' })).toBeInTheDocument();

    // The name is all the option says, its reason included.
    const variants = within(catalog).getByRole('option', {
      name: 'Variants Available on Enterprise plans',
    });
    await expect(variants).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(variants);
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(within(listbox).getByRole('option', { name: 'Customers' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('customers');
  },
};

interface ExportType {
  id: string;
  name: string;
}

const exportTypeData: ExportType[] = [
  { id: 'products', name: 'Products' },
  { id: 'orders', name: 'Orders' },
  { id: 'customers', name: 'Customers' },
];

function ControlledSelect(args: Parameters<typeof Select>[0]) {
  const [value, setValue] = useState<Key | null>('orders');
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Select
        {...args}
        items={exportTypeData}
        value={value}
        onChange={(key) => {
          setValue(key);
          args.onChange?.(key);
        }}
      >
        {(item: ExportType) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <p>Exporting: {value ?? 'nothing'}</p>
    </div>
  );
}

/** Options from data through `items`, with the value held by the caller. */
export const ControlledWithItems: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Export type/ });
    await expect(trigger).toHaveTextContent('Orders');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Customers' }));
    await expect(args.onChange).toHaveBeenCalledWith('customers');
    await expect(canvas.getByText('Exporting: customers')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Each export type has its own columns.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Export type/ });
    await expect(trigger).toHaveAccessibleDescription('Each export type has its own columns.');
  },
};

/** In a form, a required select blocks the submit and says so; choosing clears the error. */
export const Required: Story = {
  args: { isRequired: true, name: 'exportType', errorMessage: 'Choose an export type.' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState<string | null>(null);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('exportType')));
        }}
      >
        <Select {...args} />
        <Button type="submit">Start export</Button>
        <p role="status">{submitted ? `Exporting ${submitted}` : ''}</p>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(await canvas.findByText('Choose an export type.')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Export type/ });
    await expect(trigger).toHaveAccessibleDescription('Choose an export type.');
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Orders' }));
    await expect(canvas.queryByText('Choose an export type.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start export' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Exporting orders');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'customers',
    isInvalid: true,
    errorMessage: 'Customer exports are paused while the store migrates.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Customer exports are paused/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Export type/ })).toHaveAccessibleDescription(
      'Customer exports are paused while the store migrates.',
    );
  },
};

/** Read-only: the value shows and the trigger keeps focus, but nothing opens or changes it. */
export const ReadOnly: Story = {
  args: { defaultValue: 'orders', isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Export type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('pr');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('Orders');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'orders', isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Export type/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'סוג ייצוא',
    placeholder: 'בחרו מה לייצא',
    children: (
      <>
        <SelectItem id="products">מוצרים</SelectItem>
        <SelectItem id="orders">הזמנות</SelectItem>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /סוג ייצוא/ });
    await expect(getComputedStyle(trigger).direction).toBe('rtl');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The list is portalled to the body but keeps the field's direction.
    await expect(getComputedStyle(listbox).direction).toBe('rtl');
  },
};

/** The list opens in the theme of the field, though it renders at the end of the body. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { description: 'Each export type has its own columns.', defaultValue: 'orders' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export type/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
  },
};
