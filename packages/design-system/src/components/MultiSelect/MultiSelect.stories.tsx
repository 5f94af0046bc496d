import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelect, MultiSelectItem, MultiSelectSection } from './MultiSelect.js';
import type { MultiSelectProps } from './MultiSelect.js';

const channels = (
  <>
    <MultiSelectItem id="amazon">Amazon</MultiSelectItem>
    <MultiSelectItem id="ebay">eBay</MultiSelectItem>
    <MultiSelectItem id="facebook">Facebook</MultiSelectItem>
    <MultiSelectItem id="google">Google Shopping</MultiSelectItem>
    <MultiSelectItem id="instagram">Instagram</MultiSelectItem>
    <MultiSelectItem id="store">Online store</MultiSelectItem>
    <MultiSelectItem id="pos" isDisabled description="Connect a card reader first">
      Point of sale
    </MultiSelectItem>
  </>
);

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: {
    label: 'Sales channels',
    placeholder: 'Search channels',
    children: channels,
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    isLoading: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'A multi-select picks several options from a list that is too long to show as checkboxes: channels, categories, tags. It is a search box that filters the options, each with a checkbox, and the chosen options show under the field as tags. For up to about ten options a `CheckboxGroup` shows them all at once and is easier.',
        'Enter or a click toggles the highlighted option and keeps the list open, so people can choose several in a row. A tag goes with its remove button (“Remove Orders”), or with Backspace or Delete while it has focus.',
        'Give it a visible `label`: it names the field and the list of chosen tags. With `items` the app filters the options from `onInputChange` (options from a server, with `isLoading`); with `defaultItems` it filters them itself.',
        '`isRequired` means at least one choice.',
      ],
      do: [
        'Keep option names short: they become tags.',
        'Say in the description if there is a limit to how many can be chosen.',
      ],
      dont: [
        'Use it for a single choice; use `ComboBox` or `Select`.',
        'Use it for values people type freely; it only chooses among options.',
      ],
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

function tagNames(canvasElement: HTMLElement) {
  const tags = within(canvasElement).queryByRole('grid', { name: 'Sales channels' });
  return tags
    ? within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent)
    : [];
}

/** Two channels added with the keyboard, then one removed from its tag. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Sales channels' });

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: /Sales channels/ });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{Enter}');
    // The list stays open for the next choice.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(within(listbox).getByRole('option', { name: 'Amazon' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'eBay' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['amazon', 'ebay']));
    await expect(tagNames(canvasElement)).toEqual(['Amazon', 'eBay']);

    // Tab moves from the search box to the tags; Delete removes the focused one.
    await userEvent.tab();
    const amazonTag = canvas.getByRole('row', { name: 'Amazon' });
    await expect(amazonTag).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['ebay']));
    await expect(tagNames(canvasElement)).toEqual(['eBay']);
    await expect(canvas.getByRole('button', { name: 'Remove eBay' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: {
    description: 'Products publish to every channel chosen.',
    defaultSelectedKeys: ['store'],
    isLoading: false,
    isRequired: false,
    isReadOnly: false,
    isDisabled: false,
    isInvalid: false,
  },
};

/** Typing filters the options; each tag's remove button is named after its option. */
export const SearchAndRemove: Story = {
  args: { defaultSelectedKeys: ['store'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Sales channels' });
    await userEvent.type(input, 'shop');
    const listbox = await screen.findByRole('listbox', { name: /Sales channels/ });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Google Shopping']),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Google Shopping' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['store', 'google']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Online store' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['google']));
    await expect(tagNames(canvasElement)).toEqual(['Google Shopping']);
  },
};

/** Removing the last tag gives focus back to the search box rather than losing it. */
export const RemovingTheLastTag: Story = {
  args: { defaultSelectedKeys: ['ebay'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove eBay' }));
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Sales channels' })).toHaveFocus();
  },
};

function ControlledChannels(args: MultiSelectProps) {
  const [keys, setKeys] = useState<Key[]>(['store', 'instagram']);
  const [search, setSearch] = useState('');
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <MultiSelect
        {...args}
        // A new Set on every render, as callers often write it.
        selectedKeys={new Set(keys)}
        onSelectionChange={(next) => {
          setKeys([...next]);
          args.onSelectionChange?.(next);
        }}
        onInputChange={setSearch}
      />
      <p>
        Publishing to {keys.length} channels{search && `, searching “${search}”`}
      </p>
    </div>
  );
}

/**
 * The chosen ids held by the caller through `selectedKeys`/`onSelectionChange`; re-rendering
 * with an equal set on each keystroke keeps what is typed.
 */
export const Controlled: Story = {
  render: (args) => <ControlledChannels {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tags keep the order the options were chosen in.
    await expect(tagNames(canvasElement)).toEqual(['Online store', 'Instagram']);
    const input = canvas.getByRole('combobox', { name: 'Sales channels' });
    await userEvent.type(input, 'face');
    await expect(
      canvas.getByText('Publishing to 2 channels, searching “face”'),
    ).toBeInTheDocument();
    await expect(input).toHaveValue('face');
    const listbox = await screen.findByRole('listbox', { name: /Sales channels/ });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Facebook' }));
    await expect(canvas.getByText(/Publishing to 3 channels/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(tagNames(canvasElement)).toEqual(['Online store', 'Instagram', 'Facebook']);
  },
};

/** Groups of options under titles; an option can be unavailable, with the reason under it. */
export const SectionsAndDisabledOptions: Story = {
  args: { label: 'Visible to' },
  render: ({ children: _children, ...args }) => (
    <MultiSelect {...args}>
      <MultiSelectSection title="Customer groups">
        <MultiSelectItem id="retail">Retail</MultiSelectItem>
        <MultiSelectItem id="wholesale">Wholesale</MultiSelectItem>
      </MultiSelectSection>
      <MultiSelectSection title="Staff">
        <MultiSelectItem id="admins">Administrators</MultiSelectItem>
        <MultiSelectItem id="support" isDisabled description="Needs the Support add-on">
          Support agents
        </MultiSelectItem>
      </MultiSelectSection>
    </MultiSelect>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox', { name: /Visible to/ });
    await expect(
      within(listbox).getByRole('group', { name: 'Customer groups' }),
    ).toBeInTheDocument();
    const support = within(listbox).getByRole('option', { name: /Support agents/ });
    await expect(support).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(support);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Sales channels' }),
      'TikTok',
    );
    const listbox = await screen.findByRole('listbox', { name: /Sales channels/ });
    await waitFor(() => expect(listbox).toHaveTextContent('No results'));
  },
};

export const WithDescription: Story = {
  args: { description: 'Products publish to every channel chosen.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Sales channels' }),
    ).toHaveAccessibleDescription('Products publish to every channel chosen.');
  },
};

export const Invalid: Story = {
  args: {
    defaultSelectedKeys: ['facebook'],
    isInvalid: true,
    errorMessage: 'Facebook needs a connected catalog.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Sales channels' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Facebook needs a connected catalog.');
  },
};

/** Read-only: the chosen options show as tags with nothing to remove, and the list stays shut. */
export const ReadOnly: Story = {
  args: { defaultSelectedKeys: ['amazon', 'store'], isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(tagNames(canvasElement)).toEqual(['Amazon', 'Online store']);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Sales channels' }), 'a');
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(tagNames(canvasElement)).toEqual(['Amazon', 'Online store']);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKeys: ['amazon'], isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Sales channels' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelectedKeys: ['amazon', 'store'], description: 'Products publish here.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
    // While the list is open react-aria hides the rest of the page from screen readers, tags
    // included; closing it before the accessibility check ends in the state people read.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
