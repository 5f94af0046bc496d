import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuItem, MenuSection } from '../Menu/Menu.js';
import { ActionMenu } from './ActionMenu.js';

const templateActions = [
  <MenuItem key="edit" id="edit" icon="edit">
    Edit
  </MenuItem>,
  <MenuItem key="duplicate" id="duplicate" icon="copy">
    Duplicate
  </MenuItem>,
  <MenuItem key="export" id="export" icon="upload">
    Export
  </MenuItem>,
  <MenuItem key="delete" id="delete" icon="trash" variant="danger">
    Delete
  </MenuItem>,
];

const meta = {
  title: 'Primitives/ActionMenu',
  component: ActionMenu,
  tags: ['autodocs'],
  args: { children: templateActions, onAction: fn(), onOpenChange: fn() },
  argTypes: {
    label: { control: 'text' },
    'aria-label': { control: 'text' },
    variant: { control: 'inline-radio', options: ['subtle', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    placement: { control: 'select', options: ['bottom end', 'bottom start', 'top end'] },
    isDisabled: { control: 'boolean' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          minBlockSize: '18rem',
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      notes: [
        'Use an action menu when a row, a card or a page header has more actions than fit as buttons, or actions that are used rarely. Keep the one or two frequent actions as visible buttons beside it; a menu hides what it holds.',
        'Without `label` the trigger is the “More actions” icon button (three dots), `subtle`, for the end of a table row or a header. With `label` (“Export”, “Bulk actions”) it is a `secondary` button with a chevron, for a toolbar where the group of actions needs a name.',
        'In a list of rows, name each icon trigger after its row with `aria-label` (“Actions for Lemon tart”), or every trigger is announced as the same “More actions”.',
        'Enter, Space or ↓ opens the menu on the first item, ↑ on the last; arrow keys move, typing a letter jumps to the item starting with it, Escape closes and returns focus to the trigger. Choosing an item calls `onAction` with its key and closes the menu.',
        'Item labels are verbs in sentence case (“Duplicate”, “Export as CSV”, “Delete”). Put a destructive item last, and confirm it with an `AlertDialog`.',
      ],
      do: [
        'Keep the menu short: up to about seven items, grouped with sections when they fall into kinds.',
        'Use `disabledKeys` for an action that exists but is not available now, so the menu keeps its shape.',
        'Open a confirmation dialog from a destructive item rather than acting at once.',
      ],
      dont: [
        'Hide the one action people come to the screen for inside a menu: make it a button.',
        'Put navigation links or settings that change state (checkboxes, radio options) in an action menu; use links, a `Select` or a `ToggleButtonGroup`.',
        'Leave several icon triggers in a table all named “More actions”.',
      ],
    },
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItem = (name: string) => within(screen.getByRole('menu')).getByRole('menuitem', { name });

/**
 * The "More actions" button: Enter opens the menu on its first item, arrows move, Enter runs
 * the action with its key, the menu closes and focus returns to the button.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menuItem('Edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menuItem('Duplicate')).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('duplicate', undefined);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** ArrowDown opens on the first item and ArrowUp on the last; arrows wrap around. */
export const OpenWithArrows: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(menuItem('Edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(menuItem('Delete')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await screen.findByRole('menu');
    await waitFor(() => expect(menuItem('Delete')).toHaveFocus());
  },
};

/** Escape closes the menu without acting, and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Typing a label's first letters jumps to it. */
export const TypeAhead: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(menuItem('Edit')).toHaveFocus());
    await userEvent.keyboard('de');
    await expect(menuItem('Delete')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
    await expect(
      within(canvasElement).getByRole('button', { name: 'More actions' }),
    ).toBeInTheDocument();
  },
};

/** `disabledKeys` greys items out; the arrow keys skip them and a press does nothing. */
export const DisabledItems: Story = {
  args: { disabledKeys: ['duplicate', 'export'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menu');
    await expect(menuItem('Duplicate')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menuItem('Export'));
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menuItem('Edit')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menuItem('Delete')).toHaveFocus();
  },
};

/** Sections with headings, descriptions, and a destructive item set apart at the end. */
export const SectionsAndDescriptions: Story = {
  args: {
    children: [
      <MenuSection key="values" title="Values">
        <MenuItem id="export" description="One row per product">
          Export as CSV
        </MenuItem>
        <MenuItem id="import" description="Update values from a file">
          Import CSV
        </MenuItem>
      </MenuSection>,
      <MenuSection key="definition" title="Definition">
        <MenuItem id="edit">Edit definition</MenuItem>
        <MenuItem id="delete" variant="danger" description="Removes the values too">
          Delete definition
        </MenuItem>
      </MenuSection>,
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const definition = within(menu).getByRole('group', { name: 'Definition' });
    const remove = within(definition).getByRole('menuitem', { name: /^Delete definition/ });
    await expect(remove).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(remove);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('delete', undefined);
  },
};

/** With a `label`, the trigger is a button showing it, with a chevron. */
export const WithLabel: Story = {
  args: { label: 'Bulk actions', placement: 'bottom start' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Bulk actions' });
    await userEvent.click(trigger);
    await screen.findByRole('menu', { name: 'Bulk actions' });
    await userEvent.click(menuItem('Export'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('export', undefined);
  },
};

interface Destination {
  id: string;
  name: string;
}

const destinations: Destination[] = [
  { id: 'products', name: 'Move to products' },
  { id: 'variants', name: 'Move to variants' },
  { id: 'categories', name: 'Move to categories' },
];

/** Items from data: `items` and a function that renders one; `onAction` gets the item too. */
export const DynamicItems: Story = {
  args: { children: undefined },
  render: (args) => (
    <ActionMenu {...args} items={destinations}>
      {(destination: Destination) => <MenuItem>{destination.name}</MenuItem>}
    </ActionMenu>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menu');
    await userEvent.click(menuItem('Move to variants'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('variants', destinations[1]);
  },
};

/** The menu renders at the end of the body and still takes the dark theme of its trigger. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const popover = menu.closest('[data-trigger="MenuTrigger"]');
    await expect(popover).toHaveAttribute('data-ms-theme', 'dark');
    await expect(getComputedStyle(menuItem('Delete')).color).toBe('rgb(255, 138, 147)');
  },
};

/** Right to left: the menu opens aligned with the trigger's far edge, now on the left. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'Bulk actions' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Bulk actions' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const popover = menu.closest('[data-trigger="MenuTrigger"]') as HTMLElement;
    await expect(popover).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(popover.getBoundingClientRect().left).toBeCloseTo(
        trigger.getBoundingClientRect().left,
        0,
      ),
    );
  },
};
