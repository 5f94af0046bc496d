import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
} satisfies Meta<typeof ReorderableList<Field>>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Fields' })).toBeVisible();
    await expect(order(canvasElement)).toEqual([
      'Title',
      'Care instructions',
      'Warranty',
      'Country of origin',
    ]);
    // Each item has a named drag handle.
    await expect(canvas.getByRole('button', { name: 'Drag Warranty' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Title up' })).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Move Country of origin down' }),
    ).toBeDisabled();
  },
};

export const Playground: Story = {};

export const KeyboardDragAndDrop: Story = {
  name: 'Keyboard: drag and drop with the handle',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Into the list, across to the first item's handle.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Drag Title' })).toHaveFocus();

    // Enter picks the item up; each ArrowDown moves the drop position one gap down.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-target]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    await expect(args.onMove).toHaveBeenCalledWith(0, 2);
    // react-aria names the gap by the item after it.
    await expect(args.onReorder).toHaveBeenCalledWith(new Set(['title']), {
      key: 'origin',
      dropPosition: 'before',
    });
    await waitFor(() =>
      expect(order(canvasElement)).toEqual([
        'Care instructions',
        'Warranty',
        'Title',
        'Country of origin',
      ]),
    );
  },
};

export const EscapeCancelsTheDrag: Story = {
  name: 'Keyboard: Escape cancels a drag',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Drag Care instructions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvasElement)[1]).toBe('Care instructions');
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
    await expect(canvas.getByRole('button', { name: 'Move Warranty up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)[0]).toBe('Warranty');
    const down = canvas.getByRole('button', { name: 'Move Warranty down' });
    await expect(down).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMove).toHaveBeenLastCalledWith(0, 1);
    await expect(order(canvasElement)[1]).toBe('Warranty');
  },
};

export const WithoutMoveButtons: Story = {
  args: { showMoveButtons: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Drag/ })).toHaveLength(4);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Warranty up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Warranty up' }));
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  render: (args) => <ReorderableList {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'שדות' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: 'Title' });
    // The handle leads the row: at its right edge in right-to-left text.
    await expect(
      within(row).getAllByRole('button')[0]!.getBoundingClientRect().right,
    ).toBeGreaterThan(within(row).getByText('Title').getBoundingClientRect().right);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
