import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TreePicker } from './TreePicker.js';
import type { TreePickerNode, TreePickerProps } from './TreePicker.js';
import partnerExample from '../../examples/TreePicker.tsx?raw';

// Channel icons as the platform serves them; inline, so the stories need no network.
const icon = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="${fill}"/></svg>`,
  )}`;

interface TreeOptions {
  /** Channels other than the default one are locked (no multistore on the plan). */
  lockOtherChannels?: boolean;
  /** Parents whose first load fails. */
  failFirstLoadOf?: readonly (string | null)[];
  /** Parents whose loads wait until the story releases them. */
  held?: readonly string[];
  isEmpty?: boolean;
}

/**
 * A fake loader over a store with two channels and nested categories, as the app's would answer
 * from the channels and category trees APIs, a level at a time.
 */
function treeLoader({
  lockOtherChannels = false,
  failFirstLoadOf = [],
  held = [],
  isEmpty = false,
}: TreeOptions = {}) {
  const category = (id: number, name: string, hasChildren = false): TreePickerNode => ({
    id: `category:${id}`,
    name,
    kind: 'category',
    hasChildren,
  });
  const children: Record<string, TreePickerNode[]> = {
    root: isEmpty
      ? []
      : [
          {
            id: 'channel:1',
            name: 'Storefront',
            kind: 'channel',
            iconUrl: icon('#2451c7'),
            hasChildren: true,
            isSelectable: false,
          },
          {
            id: 'channel:2',
            name: 'Marketplace',
            kind: 'channel',
            iconUrl: icon('#b8400f'),
            hasChildren: true,
            isSelectable: false,
            isLocked: lockOtherChannels,
          },
        ],
    'channel:1': [
      category(10, 'Shop All', true),
      category(30, 'Garden'),
      category(31, 'Publications'),
    ],
    'category:10': [category(11, 'Bags'), category(12, 'Kitchen', true)],
    'category:12': [category(13, 'Cookware'), category(14, 'Utensils')],
    'channel:2': [category(40, 'Wholesale', true)],
    'category:40': [category(41, 'Bulk orders')],
  };
  const failed = new Set<string | null>();
  const waiting: (() => void)[] = [];
  const loadChildren = fn(async (parentId: string | null): Promise<TreePickerNode[]> => {
    await new Promise<void>((resolve) => {
      if (parentId !== null && held.includes(parentId)) waiting.push(resolve);
      else setTimeout(resolve, 20);
    });
    if (failFirstLoadOf.includes(parentId) && !failed.has(parentId)) {
      failed.add(parentId);
      throw new Error('503 Service Unavailable');
    }
    return children[parentId ?? 'root'] ?? [];
  });
  return {
    loadChildren,
    /** Lets the held loads answer. */
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

/** The form around the picker, keeping the value (and expansion, when controlled). */
function PickerHost(args: TreePickerProps) {
  const [value, setValue] = useState(args.value);
  const [expandedIds, setExpandedIds] = useState(args.expandedIds);
  return (
    <div style={{ maxInlineSize: '28rem' }}>
      <TreePicker
        {...args}
        value={value}
        onChange={(ids) => {
          args.onChange?.(ids);
          setValue(ids);
        }}
        {...(expandedIds !== undefined && {
          expandedIds,
          onExpandedChange: (ids: string[]) => {
            args.onExpandedChange?.(ids);
            setExpandedIds(ids);
          },
        })}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/TreePicker',
  component: TreePicker,
  tags: ['autodocs'],
  args: {
    label: 'Categories',
    selectionMode: 'multiple',
    value: [],
    onChange: fn(),
    onExpandedChange: fn(),
    loadChildren: treeLoader().loadChildren,
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
  },
  render: (args) => <PickerHost {...args} />,
  parameters: {
    usage: {
      notes: [
        'The tree picker chooses categories under their channels: channels at the top with their icons, categories beneath, loaded a level at a time as nodes open (a loading row meanwhile, an error row with “Try again” on failure).',
        '`selectionMode` picks one node (radio-like), several (checkboxes), or none for a tree that only browses and opens rows (`onAction`). ↑ and ↓ move, → opens a node, ← closes it or goes to its parent, Space chooses.',
        'Locked nodes (channels the plan does not include) cannot be chosen or opened and carry a warning icon whose tooltip says why, on hover and keyboard focus.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof TreePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const findRow = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('row', { name });
const getRow = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('row', { name });

/** The colour a token resolves to, as the browser computes colours. */
function tokenColour(canvasElement: HTMLElement, variable: string) {
  const probe = document.createElement('span');
  probe.style.color = `var(${variable})`;
  canvasElement.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

const lockIcon = (row: HTMLElement) =>
  within(row).getByRole('tooltip', { hidden: true }).parentElement!;

/**
 * The channels with their icons; the first channel opens by default, its categories loaded
 * beneath it. Channels here only group, so they have no selection mark.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('treegrid', { name: 'Categories' })).toBeInTheDocument();
    const storefront = await findRow(canvasElement, 'Storefront');
    await expect(storefront).toHaveAttribute('aria-level', '1');
    await expect(storefront.querySelector('img')).toHaveAttribute('alt', '');
    await expect(await findRow(canvasElement, 'Shop All')).toHaveAttribute('aria-level', '2');
    await expect(storefront).toHaveAttribute('aria-expanded', 'true');
    await expect(getRow(canvasElement, 'Marketplace')).toHaveAttribute('aria-expanded', 'false');
    await expect(args.loadChildren).toHaveBeenCalledTimes(2);
    await expect(args.loadChildren).toHaveBeenNthCalledWith(1, null);
    await expect(args.loadChildren).toHaveBeenNthCalledWith(2, 'channel:1');
    await expect(within(storefront).getByRole('checkbox', { hidden: true })).not.toBeVisible();
    await expect(within(getRow(canvasElement, 'Garden')).getByRole('checkbox')).toBeVisible();
    // Expanding by default is not a change of the person's.
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** Chosen categories show checked once their branch is open. */
export const Filled: Story = {
  args: { value: ['category:30', 'category:11'], defaultExpandedIds: ['channel:1', 'category:10'] },
  play: async ({ canvasElement }) => {
    await expect(await findRow(canvasElement, 'Bags')).toHaveAttribute('aria-selected', 'true');
    await expect(getRow(canvasElement, 'Garden')).toHaveAttribute('aria-selected', 'true');
    await expect(getRow(canvasElement, 'Publications')).toHaveAttribute('aria-selected', 'false');
  },
};

/** Arrows move; Right expands and then enters; Left goes to the parent and then collapses. */
export const ExpandByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await findRow(canvasElement, 'Shop All');
    await userEvent.tab();
    await expect(getRow(canvasElement, 'Storefront')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const shopAll = getRow(canvasElement, 'Shop All');
    await expect(shopAll).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shopAll).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['channel:1', 'category:10']);
    await expect(args.loadChildren).toHaveBeenLastCalledWith('category:10');
    await findRow(canvasElement, 'Bags');
    // Right again enters the first child.
    await userEvent.keyboard('{ArrowRight}');
    await expect(getRow(canvasElement, 'Bags')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(getRow(canvasElement, 'Kitchen')).toHaveAttribute('aria-expanded', 'true');
    await expect(await findRow(canvasElement, 'Cookware')).toHaveAttribute('aria-level', '4');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([
      'channel:1',
      'category:10',
      'category:12',
    ]);
    // Right on the expanded Kitchen enters Cookware; Left goes back up, then collapses.
    await userEvent.keyboard('{ArrowRight}');
    await expect(getRow(canvasElement, 'Cookware')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(getRow(canvasElement, 'Kitchen')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(getRow(canvasElement, 'Kitchen')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shopAll).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(shopAll).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['channel:1']);
    await expect(within(canvasElement).queryByRole('row', { name: 'Bags' })).toBeNull();
    // Children once loaded are not asked for again.
    await userEvent.keyboard('{ArrowRight}');
    await expect(getRow(canvasElement, 'Bags')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['channel:1', 'category:10']);
    await expect(args.loadChildren.mock.calls).toEqual([
      [null],
      ['channel:1'],
      ['category:10'],
      ['category:12'],
    ]);
  },
};

/** One category at a time (a round mark): Space chooses the focused one, replacing the last. */
export const SelectSingle: Story = {
  args: { selectionMode: 'single', defaultExpandedIds: ['channel:1', 'category:10'] },
  play: async ({ canvasElement, args }) => {
    await findRow(canvasElement, 'Bags');
    await userEvent.tab();
    // A channel that only groups cannot be chosen.
    await userEvent.keyboard(' ');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['category:11']);
    await expect(getRow(canvasElement, 'Bags')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['category:12']);
    await expect(getRow(canvasElement, 'Bags')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Several categories with checkboxes, by keyboard and pointer, kept in the order chosen. */
export const SelectMultiple: Story = {
  args: { value: ['category:31'], defaultExpandedIds: ['channel:1', 'category:10'] },
  play: async ({ canvasElement, args }) => {
    await findRow(canvasElement, 'Bags');
    // Tab lands on the chosen row; Home goes to the first.
    await userEvent.tab();
    await expect(getRow(canvasElement, 'Publications')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['category:31', 'category:11']);
    await userEvent.click(within(getRow(canvasElement, 'Garden')).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'category:31',
      'category:11',
      'category:30',
    ]);
    await userEvent.click(within(getRow(canvasElement, 'Publications')).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['category:11', 'category:30']);
    await expect(getRow(canvasElement, 'Publications')).toHaveAttribute('aria-selected', 'false');
  },
};

const heldKitchen = treeLoader({ held: ['category:12'] });

/** A loading row stands beneath a node while its children load, then gives way to them. */
export const LazyChildrenLoading: Story = {
  args: {
    loadChildren: heldKitchen.loadChildren,
    defaultExpandedIds: ['channel:1', 'category:10'],
  },
  play: async ({ canvasElement, args }) => {
    const kitchen = await findRow(canvasElement, 'Kitchen');
    await userEvent.click(within(kitchen).getByRole('button', { name: 'Expand Kitchen' }));
    const loading = await findRow(canvasElement, 'Loading');
    await expect(loading).toHaveAttribute('aria-level', '4');
    await expect(within(loading).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(args.loadChildren).toHaveBeenLastCalledWith('category:12');
    heldKitchen.release();
    await expect(await findRow(canvasElement, 'Utensils')).toHaveAttribute('aria-level', '4');
    await expect(within(canvasElement).queryByRole('row', { name: 'Loading' })).toBeNull();
    await expect(args.loadChildren.mock.calls).toEqual([
      [null],
      ['channel:1'],
      ['category:10'],
      ['category:12'],
    ]);
  },
};

/**
 * A failed load leaves an error row with Try again, announced; Enter on the row (or the
 * button) asks again.
 */
export const ChildrenUnableToLoad: Story = {
  args: {
    loadChildren: treeLoader({ failFirstLoadOf: ['category:12'] }).loadChildren,
    defaultExpandedIds: ['channel:1', 'category:10', 'category:12'],
  },
  play: async ({ canvasElement, args }) => {
    const failed = await findRow(canvasElement, 'Unable to load');
    await expect(failed).toHaveAttribute('aria-level', '4');
    await expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      within(canvasElement).getByText('Unable to load the contents of Kitchen'),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(failed).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findRow(canvasElement, 'Cookware')).toBeInTheDocument();
    await expect(args.loadChildren).toHaveBeenLastCalledWith('category:12');
    await expect(
      args.loadChildren.mock.calls.filter(([parentId]) => parentId === 'category:12'),
    ).toHaveLength(2);
  },
};

/** The top level failing shows the same error row; the Try again button asks again. */
export const UnableToLoad: Story = {
  args: { loadChildren: treeLoader({ failFirstLoadOf: [null] }).loadChildren },
  play: async ({ canvasElement, args }) => {
    const failed = await findRow(canvasElement, 'Unable to load');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await expect(await findRow(canvasElement, 'Storefront')).toBeInTheDocument();
    await expect(args.loadChildren.mock.calls.slice(0, 2)).toEqual([[null], [null]]);
  },
};

/** A store without channels. */
export const Empty: Story = {
  args: { loadChildren: treeLoader({ isEmpty: true }).loadChildren },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to choose from')).toBeVisible();
  },
};

/**
 * Without multistore, the other channel is locked: greyed, with a warning icon whose tooltip
 * 'Available on enterprise plan' shows on keyboard focus and describes the row. It can be
 * neither chosen nor expanded. The icon takes the warning colour (`color.text-warning`).
 */
export const LockedChannel: Story = {
  args: {
    selectionMode: 'multiple',
    loadChildren: treeLoader({ lockOtherChannels: true }).loadChildren,
    defaultExpandedIds: [],
  },
  play: async ({ canvasElement, args }) => {
    const marketplace = await findRow(canvasElement, 'Marketplace');
    await expect(marketplace).toHaveAttribute('aria-disabled', 'true');
    await expect(marketplace).toHaveAccessibleDescription('Available on enterprise plan');
    await expect(marketplace).not.toHaveAttribute('aria-expanded');
    await expect(getComputedStyle(lockIcon(marketplace)).color).toBe(
      tokenColour(canvasElement, '--ms-color-text-warning'),
    );

    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(marketplace).toHaveFocus();
    const tooltip = within(marketplace).getByRole('tooltip');
    await waitFor(() => expect(getComputedStyle(tooltip).opacity).toBe('1'));
    await expect(tooltip).toHaveTextContent('Available on enterprise plan');

    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(marketplace);
    await expect(marketplace).not.toHaveAttribute('aria-selected', 'true');
    await expect(marketplace).not.toHaveAttribute('aria-expanded');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
    await expect(args.loadChildren).not.toHaveBeenCalledWith('channel:2');
  },
};

/** In an active sandbox or trial store the warning icon takes the primary colour. */
export const TrialStoreIcon: Story = {
  args: {
    isTrialStore: true,
    loadChildren: treeLoader({ lockOtherChannels: true }).loadChildren,
    defaultExpandedIds: [],
  },
  play: async ({ canvasElement }) => {
    const marketplace = await findRow(canvasElement, 'Marketplace');
    await expect(getComputedStyle(lockIcon(marketplace)).color).toBe(
      tokenColour(canvasElement, '--ms-color-text-primary'),
    );
    await expect(tokenColour(canvasElement, '--ms-color-text-primary')).not.toBe(
      tokenColour(canvasElement, '--ms-color-text-warning'),
    );
    await expect(marketplace).toHaveAccessibleDescription('Available on enterprise plan');
  },
};

/**
 * The app keeps the expansion (in the URL): a deep expansion loads each level in turn, and each
 * change reports the whole list of expanded ids.
 */
export const ControlledExpansion: Story = {
  args: { expandedIds: ['channel:1', 'category:10'] },
  play: async ({ canvasElement, args }) => {
    await expect(await findRow(canvasElement, 'Bags')).toHaveAttribute('aria-level', '3');
    await expect(args.loadChildren.mock.calls).toEqual([[null], ['channel:1'], ['category:10']]);
    const shopAll = getRow(canvasElement, 'Shop All');
    await userEvent.click(within(shopAll).getByRole('button', { name: 'Collapse Shop All' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['channel:1']);
    await expect(shopAll).toHaveAttribute('aria-expanded', 'false');
    const marketplace = getRow(canvasElement, 'Marketplace');
    await userEvent.click(within(marketplace).getByRole('button', { name: 'Expand Marketplace' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['channel:1', 'channel:2']);
    await expect(await findRow(canvasElement, 'Wholesale')).toHaveAttribute('aria-level', '2');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};

/** Read-only: the choices show, Space and clicks change nothing, the tree says it is read-only. */
export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    value: ['category:30'],
    defaultExpandedIds: ['channel:1'],
  },
  play: async ({ canvasElement, args }) => {
    const garden = await findRow(canvasElement, 'Garden');
    await expect(within(canvasElement).getByRole('treegrid')).toHaveAttribute(
      'aria-readonly',
      'true',
    );
    await expect(garden).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await userEvent.click(within(garden).getByRole('checkbox'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(garden).toHaveAttribute('aria-selected', 'true');
  },
};

/** Right to left: the tree indents from the right; Left expands and Right collapses. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'קטגוריות' },
  play: async ({ canvasElement }) => {
    const shopAll = await findRow(canvasElement, 'Shop All');
    const storefront = getRow(canvasElement, 'Storefront');
    await expect(within(shopAll).getByText('Shop All').getBoundingClientRect().right).toBeLessThan(
      within(storefront).getByText('Storefront').getBoundingClientRect().right,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(shopAll).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shopAll).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Browsing without selection (the categories list): no selection marks; opening a category
 * row, or its Edit button, reports the node; locked channels take neither.
 */
export const Browse: Story = {
  args: {
    selectionMode: 'none',
    onAction: fn(),
    loadChildren: treeLoader({ lockOtherChannels: true }).loadChildren,
  },
  render: (args) => (
    <PickerHost
      {...args}
      renderActions={(node) =>
        node.kind === 'category' ? (
          <button type="button" onClick={() => args.onAction?.(node)}>
            Edit
          </button>
        ) : null
      }
    />
  ),
  play: async ({ canvasElement, args }) => {
    const garden = await findRow(canvasElement, 'Garden');
    await expect(within(garden).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(garden).getByText('Garden'));
    await expect(args.onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'category:30' }),
    );
    await userEvent.click(
      within(getRow(canvasElement, 'Publications')).getByRole('button', { name: 'Edit' }),
    );
    await expect(args.onAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'category:31' }),
    );
    const marketplace = getRow(canvasElement, 'Marketplace');
    await expect(within(marketplace).queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(within(marketplace).getByText('Marketplace'));
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};
