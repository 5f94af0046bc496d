import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import type { IconName } from '../Icon/iconPaths.js';
import { Tree, TreeItem } from './Tree.js';
import type { TreeProps } from './Tree.js';

interface Resource {
  id: string;
  name: string;
  icon?: IconName;
  unavailableReason?: string;
  children?: Resource[];
}

const resources: Resource[] = [
  {
    id: 'catalog',
    name: 'Catalog',
    icon: 'file',
    children: [
      {
        id: 'products',
        name: 'Products',
        children: [
          { id: 'variants', name: 'Variants' },
          { id: 'modifiers', name: 'Modifiers' },
        ],
      },
      { id: 'categories', name: 'Categories' },
      { id: 'brands', name: 'Brands' },
      {
        id: 'price-lists',
        name: 'Price lists',
        unavailableReason: 'Available on enterprise plan',
      },
    ],
  },
  {
    id: 'storefront',
    name: 'Storefront',
    icon: 'image',
    children: [
      { id: 'pages', name: 'Pages' },
      { id: 'blog-posts', name: 'Blog posts' },
    ],
  },
  { id: 'orders', name: 'Orders', icon: 'file' },
];

function renderResource(resource: Resource) {
  return (
    <TreeItem<Resource>
      id={resource.id}
      title={resource.name}
      {...(resource.icon && { icon: resource.icon })}
      isDisabled={resource.unavailableReason !== undefined}
      disabledReason={resource.unavailableReason}
      {...(resource.children && { childItems: resource.children })}
    >
      {renderResource}
    </TreeItem>
  );
}

function ResourceTree(args: Omit<TreeProps<Resource>, 'children'>) {
  return (
    <Tree<Resource> {...args} items={resources}>
      {renderResource}
    </Tree>
  );
}

// react-aria passes a Set subclass, so compare the keys.
function lastKeys(spy: ((keys: Selection) => void) | ((keys: Set<Key>) => void) | undefined) {
  const keys = mocked(spy!).mock.lastCall?.[0];
  return keys === 'all' ? 'all' : [...(keys ?? [])];
}

const row = (name: string) => within(document.body).getByRole('row', { name });

const meta = {
  title: 'Primitives/Tree',
  component: Tree,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Resources',
    onExpandedChange: fn(),
    onSelectionChange: fn(),
    onAction: fn(),
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
  render: (args) => <ResourceTree {...args} />,
  parameters: {
    usage: {
      notes: [
        'A tree shows nested items that open and close: categories and their subcategories, folders. With `selectionMode` each row has a checkbox (a round mark for single selection) to pick items at any depth. For flat records use `Table`; for a few levels of navigation, `SideNav` sections.',
        '↑ and ↓ move between visible rows, → expands a row and ← collapses it or moves to its parent (both reversed in right-to-left languages), Enter acts on a row, Space selects; typing jumps to a row by its title.',
        'A disabled item stays focusable and expandable, so a keyboard user can reach it and hear why it is unavailable (`disabledReason`, “Available on the Enterprise plan”, shown as a warning icon with the text on hover and focus).',
        'Give the tree an `aria-label`, and items a plain `textValue` when their title is not plain text.',
      ],
      do: [
        'Expand the path to the selected item when the tree opens.',
        'Explain every unavailable item with `disabledReason`.',
      ],
      dont: [
        'Use a tree for a single level of items.',
        'Hide unavailable items without saying why they are missing.',
      ],
    },
  },
} satisfies Meta<typeof Tree<Resource>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultExpandedKeys: ['catalog'], onAction: undefined },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Resources' });
    // Expanded Catalog shows its children one level down; collapsed Products hides its own.
    await expect(row('Catalog')).toHaveAttribute('aria-expanded', 'true');
    await expect(row('Products')).toHaveAttribute('aria-level', '2');
    await expect(row('Products')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('row', { name: 'Variants' })).not.toBeInTheDocument();
    await expect(row('Brands')).not.toHaveAttribute('aria-expanded');
    // Only rows with children have a chevron, named after what it does and its row.
    await expect(within(tree).getAllByRole('button', { name: /^Expand|^Collapse/ })).toHaveLength(
      3,
    );
    await expect(within(row('Catalog')).getByRole('button')).toHaveAccessibleName(
      'Collapse Catalog',
    );
  },
};

export const Playground: Story = {
  args: { selectionMode: 'multiple', defaultExpandedKeys: ['catalog', 'products'] },
};

export const Chevron: Story = {
  name: 'Expand and collapse with the chevron',
  play: async ({ args }) => {
    await userEvent.click(
      within(row('Storefront')).getByRole('button', { name: 'Expand Storefront' }),
    );
    await expect(row('Storefront')).toHaveAttribute('aria-expanded', 'true');
    await expect(row('Blog posts')).toBeVisible();
    await expect(lastKeys(args.onExpandedChange)).toEqual(['storefront']);
    // The chevron expands; it does not also act on the row.
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.click(
      within(row('Storefront')).getByRole('button', { name: 'Collapse Storefront' }),
    );
    await expect(row('Storefront')).toHaveAttribute('aria-expanded', 'false');
    await expect(lastKeys(args.onExpandedChange)).toEqual([]);
  },
};

export const KeyboardNavigation: Story = {
  name: 'Keyboard: arrows move, expand and collapse',
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(row('Catalog')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Storefront')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(row('Catalog')).toHaveFocus();

    // ArrowRight expands a collapsed row; its children follow it in the arrow order.
    await userEvent.keyboard('{ArrowRight}');
    await expect(row('Catalog')).toHaveAttribute('aria-expanded', 'true');
    await expect(row('Catalog')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Products')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Categories')).toHaveFocus();

    // ArrowLeft on a child goes up to its parent, then collapses the parent.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(row('Catalog')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(row('Catalog')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(document.body).queryByRole('row', { name: 'Products' })).toBeNull();

    // Enter acts on a row.
    await userEvent.keyboard('{End}{Enter}');
    await expect(row('Orders')).toHaveFocus();
    await expect(args.onAction).toHaveBeenLastCalledWith('orders');
  },
};

function ControlledTree(args: Omit<TreeProps<Resource>, 'children'>) {
  const [expandedKeys, setExpandedKeys] = useState<Set<Key>>(new Set(['storefront']));
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button
          variant="secondary"
          size="small"
          onPress={() => setExpandedKeys(new Set(['catalog', 'products', 'storefront']))}
        >
          Expand all
        </Button>
        <Button variant="secondary" size="small" onPress={() => setExpandedKeys(new Set())}>
          Collapse all
        </Button>
      </div>
      <ResourceTree
        {...args}
        expandedKeys={expandedKeys}
        onExpandedChange={(keys) => {
          args.onExpandedChange?.(keys);
          setExpandedKeys(keys);
        }}
      />
    </div>
  );
}

export const ControlledExpansion: Story = {
  render: (args) => <ControlledTree {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(row('Storefront')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(row('Variants')).toHaveAttribute('aria-level', '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse Products' }));
    await expect(new Set(lastKeys(args.onExpandedChange))).toEqual(
      new Set(['catalog', 'storefront']),
    );
    await expect(row('Products')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultExpandedKeys: ['catalog'], onAction: undefined },
  play: async ({ args }) => {
    await userEvent.click(within(row('Categories')).getByRole('checkbox'));
    await expect(row('Categories')).toHaveAttribute('aria-selected', 'true');

    // Keyboard: Space selects the focused row, adding to the selection.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(row('Brands')).toHaveAttribute('aria-selected', 'true');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['categories', 'brands']);
    await userEvent.keyboard(' ');
    await expect(row('Brands')).toHaveAttribute('aria-selected', 'false');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['categories']);
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultExpandedKeys: ['storefront'], onAction: undefined },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(row('Pages')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(row('Blog posts')).toHaveAttribute('aria-selected', 'true');
    await expect(row('Pages')).toHaveAttribute('aria-selected', 'false');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['blog-posts']);
  },
};

export const DisabledItem: Story = {
  name: 'Disabled item with its reason',
  args: { selectionMode: 'multiple', defaultExpandedKeys: ['catalog'] },
  play: async ({ args }) => {
    const priceLists = row('Price lists');
    await expect(priceLists).toHaveAttribute('aria-disabled', 'true');
    await expect(priceLists).toHaveAccessibleDescription('Available on enterprise plan');
    await expect(within(priceLists).getByRole('checkbox')).toBeDisabled();

    // Still reachable by keyboard, so the reason can be heard; shown while focused.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(priceLists).toHaveFocus();
    const reason = within(priceLists).getByRole('tooltip');
    await waitFor(() => expect(getComputedStyle(reason).opacity).toBe('1'));

    // But it cannot be selected or opened, by keyboard or pointer.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(priceLists);
    await expect(priceLists).not.toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const StaticItems: Story = {
  name: 'Static items',
  render: (args) => (
    <Tree {...args} defaultExpandedKeys={['theme']}>
      <TreeItem id="theme" title="Theme" icon="settings">
        <TreeItem id="header" title="Header" />
        <TreeItem id="footer" title="Footer" />
      </TreeItem>
      <TreeItem id="checkout" title="Checkout" icon="settings" />
    </Tree>
  ),
  play: async () => {
    await expect(row('Header')).toHaveAttribute('aria-level', '2');
    await expect(row('Checkout')).toHaveAttribute('aria-level', '1');
  },
};

export const Empty: Story = {
  render: (args) => (
    <Tree<Resource> {...args} items={[]}>
      {renderResource}
    </Tree>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'משאבים', defaultExpandedKeys: ['catalog'] },
  play: async () => {
    const catalog = row('Catalog').getBoundingClientRect();
    const products = row('Products');
    // Children indent from the right edge.
    await expect(within(products).getByText('Products').getBoundingClientRect().right).toBeLessThan(
      within(row('Catalog')).getByText('Catalog').getBoundingClientRect().right,
    );
    await expect(catalog.right).toBeGreaterThan(0);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    selectionMode: 'multiple',
    defaultExpandedKeys: ['catalog'],
    defaultSelectedKeys: ['brands'],
  },
};
