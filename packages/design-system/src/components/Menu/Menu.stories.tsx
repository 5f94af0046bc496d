import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu.js';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { 'aria-label': 'Template actions', onAction: fn() },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'inline-block',
          border: '1px solid var(--ms-color-border)',
          borderRadius: 'var(--ms-radius-medium)',
          backgroundColor: 'var(--ms-color-bg-surface)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="edit" icon="edit">
        Edit
      </MenuItem>
      <MenuItem id="duplicate" icon="copy">
        Duplicate
      </MenuItem>
      <MenuItem id="export" icon="upload">
        Export as CSV
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="delete" icon="trash" variant="danger">
        Delete
      </MenuItem>
    </Menu>
  ),
  parameters: {
    usage: {
      notes: [
        'A menu is a list of actions. It is usually opened by an `ActionMenu`, which supplies the trigger button; use a bare `Menu` only inside another surface that already opens it, and give it an `aria-label`. For choosing a value use `Select`; for going to pages use links or `SideNav`.',
        "Arrow keys move between items and skip disabled ones, typing a label's first letters jumps to it, Enter or Space runs the focused item. Each item's `id` is the key `onAction` receives.",
        'Items are verbs in sentence case. A `description` adds a quieter second line, read as part of the item\'s name; an `icon` is decoration. Mark destructive items `variant="danger"` and put them last, after a `MenuSeparator`.',
        '`MenuSection` groups related items under a heading; sections after the first are ruled off. With `selectionMode` items show a check mark, for a menu that switches a view (sort order, columns).',
      ],
      do: [
        'Keep item labels short and parallel in form (“Duplicate”, “Rename”, “Delete”).',
        'Group items when there are more than about seven.',
      ],
      dont: ['Put form fields or long text inside a menu.', 'Nest menus inside menus.'],
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the menu; arrows move; Enter runs the focused item's action with its key. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Template actions' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await userEvent.tab();
    await expect(item('Edit')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Duplicate')).toHaveFocus();
    await expect(item('Duplicate')).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(item('Duplicate')).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('duplicate', undefined);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Sections group items under a heading, which names the group. */
export const Sections: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuSection title="Definition">
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
      </MenuSection>
      <MenuSection title="Values">
        <MenuItem id="export">Export values</MenuItem>
        <MenuItem id="import">Import values</MenuItem>
      </MenuSection>
    </Menu>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const values = canvas.getByRole('group', { name: 'Values' });
    await expect(within(values).getAllByRole('menuitem')).toHaveLength(2);
    await userEvent.tab();
    // Arrow keys run on from one section into the next.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(values).getByRole('menuitem', { name: 'Export values' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('export', undefined);
  },
};

/**
 * A second line explains an item. It is part of the item's name, so that the name holds all the
 * text people see (WCAG 2.5.3); type-ahead still matches the label.
 */
export const Descriptions: Story = {
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="csv" description="Values in columns, one row per product">
        Export as CSV
      </MenuItem>
      <MenuItem id="json" description="For developers and scripts">
        Export as JSON
      </MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Template actions' });
    const json = within(menu).getByRole('menuitem', {
      name: 'Export as JSON For developers and scripts',
    });
    await userEvent.tab();
    await userEvent.keyboard('export as j');
    await expect(json).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('json', undefined);
  },
};

/** Disabled items stay visible but are skipped by the arrow keys and cannot be chosen. */
export const DisabledItems: Story = {
  args: { disabledKeys: ['duplicate', 'export'] },
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Template actions' });
    const duplicate = within(menu).getByRole('menuitem', { name: 'Duplicate' });
    await expect(duplicate).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(duplicate);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Typing the first letters of a label moves to it. */
export const TypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Template actions' });
    await userEvent.tab();
    await userEvent.keyboard('ex');
    await expect(within(menu).getByRole('menuitem', { name: 'Export as CSV' })).toHaveFocus();
  },
};

/** Destructive items are in the critical colour; the label says what they do. */
export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('menuitem', { name: 'Delete' });
    await expect(item).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(item);
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
  },
};

function ColumnMenu() {
  const [columns, setColumns] = useState<Selection>(new Set(['name', 'sku']));
  return (
    <Menu
      aria-label="Columns"
      selectionMode="multiple"
      selectedKeys={columns}
      onSelectionChange={setColumns}
    >
      <MenuItem id="name">Name</MenuItem>
      <MenuItem id="sku">SKU</MenuItem>
      <MenuItem id="price">Price</MenuItem>
    </Menu>
  );
}

/** With `selectionMode`, items are checkable (`menuitemcheckbox`) and show a check. */
export const Checkable: Story = {
  render: () => <ColumnMenu />,
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Columns' });
    const price = within(menu).getByRole('menuitemcheckbox', { name: 'Price' });
    await expect(price).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-checked', 'true');
    await expect(price.querySelector('svg')).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('menu', { name: 'Template actions' });
    await userEvent.tab();
    const edit = within(menu).getByRole('menuitem', { name: 'Edit' });
    await expect(edit).toHaveFocus();
    await expect(getComputedStyle(edit).outlineStyle).toBe('solid');
  },
};
