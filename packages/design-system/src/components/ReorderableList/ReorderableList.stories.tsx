import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dragByHandle } from '../../testing/dragByHandle.js';
import { moveItem } from './moveItem.js';
import { ReorderableList } from './ReorderableList.js';
import type { ReorderableListProps } from './ReorderableList.js';

interface Field {
  id: string;
  name: string;
  type: string;
}

const fields: Field[] = [
  { id: 'title', name: 'Title', type: 'Single line text' },
  { id: 'care', name: 'Care instructions', type: 'Multi-line text' },
  { id: 'warranty', name: 'Warranty', type: 'Number' },
  { id: 'origin', name: 'Country of origin', type: 'Single line text' },
];

// The story owns the order, as a screen's state would, and reports to the spies.
function FieldList(args: Partial<ReorderableListProps<Field>>) {
  const [items, setItems] = useState(fields);
  return (
    <ReorderableList<Field>
      aria-label="Fields"
      itemLabel={(field) => field.name}
      {...args}
      items={items}
      onMove={(fromIndex, toIndex) => {
        args.onMove?.(fromIndex, toIndex);
        setItems((current) => moveItem(current, fromIndex, toIndex));
      }}
    >
      {(field) => (
        <>
          <div>{field.name}</div>
          <div style={{ color: 'var(--ms-color-text-subdued)' }}>{field.type}</div>
        </>
      )}
    </ReorderableList>
  );
}

const meta = {
  title: 'Primitives/ReorderableList',
  component: ReorderableList,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Fields',
    items: fields,
    itemLabel: (field: { id: string } & Partial<Field>) => field.name ?? field.id,
    onMove: fn(),
    onReorder: fn(),
  },
  argTypes: {
    showMoveButtons: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  render: (args) => <FieldList {...args} />,
  parameters: {
    usage: {
      notes: [
        "ReorderableList is for an order the merchant sets and the product keeps: a select field's options, the shared metafield templates, a custom resource's fields. For a list sorted by a column, use `Table`'s sorting instead.",
        'Every item has a “Drag {item}” handle and, unless `showMoveButtons` is off, “Move up” and “Move down” buttons: a way to reorder without dragging (WCAG 2.2, 2.5.7). With the keyboard, Space on the handle lifts the item, the arrows move it, Space drops it and Escape puts it back; each step is announced with the item’s position.',
        '`itemLabel` names each item in plain text: it labels the handle and the announcements, so use the name a person sees in the row. The list is controlled: apply `onMove(fromIndex, toIndex)` (or `moveItem`) to your own order.',
        'Freeze the order with `isDisabled` where a reorder would be misleading, such as among search results or while a page of the list loads.',
      ],
      do: [
        'Save the new order as soon as it changes, or show the save bar, so the order a person set is not lost.',
        'Name the list (`aria-label` or `aria-labelledby`) after what it orders: “Options”, “Fields”.',
      ],
      dont: [
        'Make the handle the only way to reorder: keep the move buttons unless the list has another.',
        'Reorder a list whose order the product does not keep.',
      ],
    },
  },
} satisfies Meta<typeof ReorderableList<Field>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The items in the order shown, by their handles' names ('Drag Title'). */
const order = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) =>
      item.querySelector('[data-movable-handle]')?.getAttribute('aria-label')?.replace('Drag ', ''),
    );

const item = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .find((each) => within(each).queryByRole('button', { name: `Drag ${name}` }) !== null)!;

/** What the live region says last. */
const announced = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log');

const instructions =
  'Press Space to lift the item, the up and down arrow keys to move it, and Space again to drop it. Escape cancels the move.';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Fields' });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(order(canvasElement)).toEqual([
      'Title',
      'Care instructions',
      'Warranty',
      'Country of origin',
    ]);
    // Each item has a named drag handle, which tells how to use it from the keyboard.
    const handle = canvas.getByRole('button', { name: 'Drag Warranty' });
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAccessibleDescription(instructions);
    await expect(canvas.getByRole('button', { name: 'Move Title up' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Move Country of origin down' }),
    ).toBeDisabled();
    // The live region is there, quiet until something moves.
    await expect(announced(canvasElement)).toHaveAttribute('aria-live', 'assertive');
    await expect(announced(canvasElement)).toHaveTextContent('');
  },
};

export const Playground: Story = {};

/**
 * The keyboard: Tab to an item's handle, Space lifts it, each arrow moves it a place, Space drops
 * it there. Each step is said in the live region; nothing is reported until the drop, and focus
 * stays on the item's handle in its new place.
 */
export const KeyboardReorder: Story = {
  name: 'Keyboard: lift, move and drop',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const handle = canvas.getByRole('button', { name: 'Drag Title' });
    await expect(handle).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(announced(canvasElement)).toHaveTextContent('Title lifted, at position 1 of 4.');
    await expect(item(canvasElement, 'Title')).toHaveAttribute('data-lifted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(announced(canvasElement)).toHaveTextContent('Moved to position 2 of 4.');
    await userEvent.keyboard('{ArrowDown}');
    await expect(announced(canvasElement)).toHaveTextContent('Moved to position 3 of 4.');
    // Tab does not leave a lifted item.
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    await expect(args.onMove).not.toHaveBeenCalled();

    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenCalledWith(0, 2);
    await expect(args.onReorder).toHaveBeenCalledWith(new Set(['title']), {
      key: 'warranty',
      dropPosition: 'after',
    });
    await expect(announced(canvasElement)).toHaveTextContent('Title dropped at position 3 of 4.');
    await expect(order(canvasElement)).toEqual([
      'Care instructions',
      'Warranty',
      'Title',
      'Country of origin',
    ]);
    await expect(item(canvasElement, 'Title')).not.toHaveAttribute('data-lifted');
    await waitFor(() => expect(handle).toHaveFocus());

    // And back up one place, from where it now is.
    await userEvent.keyboard(' {ArrowUp} ');
    await expect(args.onMove).toHaveBeenLastCalledWith(2, 1);
    await expect(announced(canvasElement)).toHaveTextContent('Title dropped at position 2 of 4.');
    await expect(order(canvasElement)[1]).toBe('Title');
    await waitFor(() => expect(handle).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  name: 'Keyboard: Escape cancels a move',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Past the first item's handle and its Move down button (Move up is disabled).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const handle = canvas.getByRole('button', { name: 'Drag Care instructions' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(announced(canvasElement)).toHaveTextContent(
      'Care instructions lifted, at position 2 of 4.',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(announced(canvasElement)).toHaveTextContent('Moved to position 4 of 4.');
    // At the end it goes no further.
    await userEvent.keyboard('{ArrowDown}');
    await expect(announced(canvasElement)).toHaveTextContent('Moved to position 4 of 4.');
    await userEvent.keyboard('{Escape}');
    await expect(announced(canvasElement)).toHaveTextContent(
      'Move cancelled: Care instructions is back at position 2 of 4.',
    );
    await expect(item(canvasElement, 'Care instructions')).not.toHaveAttribute('data-lifted');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvasElement)[1]).toBe('Care instructions');
    await expect(handle).toHaveFocus();
    // Space then drops nothing: it lifts again.
    await userEvent.keyboard(' ');
    await expect(announced(canvasElement)).toHaveTextContent(
      'Care instructions lifted, at position 2 of 4.',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** The mouse: an item dragged by its handle onto another's place. */
export const PointerDrag: Story = {
  name: 'Pointer: drag by the handle',
  play: async ({ canvasElement, args }) => {
    await dragByHandle(item(canvasElement, 'Title'), item(canvasElement, 'Warranty'));
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(0, 2));
    await expect(args.onReorder).toHaveBeenCalledWith(new Set(['title']), {
      key: 'warranty',
      dropPosition: 'after',
    });
    await waitFor(() =>
      expect(order(canvasElement)).toEqual([
        'Care instructions',
        'Warranty',
        'Title',
        'Country of origin',
      ]),
    );
    await dragByHandle(
      item(canvasElement, 'Country of origin'),
      item(canvasElement, 'Care instructions'),
    );
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith(3, 0));
    await expect(order(canvasElement)[0]).toBe('Country of origin');
    // Nothing is left of the dragged copy.
    await expect(document.querySelectorAll('[data-ms-overlay][inert]')).toHaveLength(0);
  },
};

export const MoveButtons: Story = {
  name: 'Move buttons',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Warranty up' }));
    await expect(args.onMove).toHaveBeenLastCalledWith(2, 1);
    await expect(args.onReorder).toHaveBeenLastCalledWith(new Set(['warranty']), {
      key: 'care',
      dropPosition: 'before',
    });
    await expect(order(canvasElement)).toEqual([
      'Title',
      'Warranty',
      'Care instructions',
      'Country of origin',
    ]);

    // Focus follows the moved item; at the top, it passes to the item's other button.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Warranty up' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)[0]).toBe('Warranty');
    const down = canvas.getByRole('button', { name: 'Move Warranty down' });
    await waitFor(() => expect(down).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenLastCalledWith(0, 1);
    await expect(order(canvasElement)[1]).toBe('Warranty');
    await waitFor(() => expect(down).toHaveFocus());
  },
};

export const WithoutMoveButtons: Story = {
  args: { showMoveButtons: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Drag/ })).toHaveLength(4);
    // The keyboard still reorders, handle to handle.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drag Care instructions' })).toHaveFocus();
  },
};

/** The order frozen: handles and move buttons disabled, out of the Tab order, dragging ignored. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag Warranty' });
    await expect(handle).toBeDisabled();
    await expect(handle).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('button', { name: 'Move Warranty up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Warranty up' }));
    // Nothing in the list takes focus from the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('list').contains(document.activeElement)).toBe(false);
    await dragByHandle(item(canvasElement, 'Title'), item(canvasElement, 'Warranty'));
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(order(canvasElement)[0]).toBe('Title');
  },
};

export const Empty: Story = {
  render: (args) => <ReorderableList {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Fields' })).toHaveTextContent('No items');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'שדות' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'שדות' })).toBeVisible();
    const row = item(canvasElement, 'Title');
    // The handle leads the row: at its right edge in right-to-left text.
    await expect(
      within(row).getAllByRole('button')[0]!.getBoundingClientRect().right,
    ).toBeGreaterThan(within(row).getByText('Title').getBoundingClientRect().right);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
