import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButton, ToggleButtonGroup } from './ToggleButtonGroup.js';

const meta = {
  title: 'Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Visibility',
    defaultSelectedKeys: ['all'],
    onSelectionChange: fn(),
    children: [
      <ToggleButton key="all" id="all">
        All
      </ToggleButton>,
      <ToggleButton key="visible" id="visible">
        Visible
      </ToggleButton>,
      <ToggleButton key="hidden" id="hidden">
        Hidden
      </ToggleButton>,
    ],
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['single', 'multiple'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    disallowEmptySelection: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    children: { control: false },
  },
  parameters: {
    usage: {
      notes: [
        'A toggle button group is a row of pills of which one is chosen, for switching the view of a list: All / Visible / Hidden, or a period. The choice applies at once. For a choice that is part of a form use `RadioGroup`; for actions, buttons.',
        'Name the group with `aria-label` (“Visibility”). Tab enters and leaves the group as one stop, arrow keys move between pills in reading order, Space or Enter chooses. One pill always stays chosen, so the list always shows some view; with `selectionMode="multiple"` any number may be on.',
        'Pill labels are one or two words. `size="small"` (28 px) suits dense toolbars.',
      ],
      do: ['Start with the view that shows everything (“All”).'],
      dont: [
        'Use more than about five pills; use a `Select`.',
        'Use a toggle group for settings that are saved later.',
      ],
    },
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One pill is chosen (a radio group): a press chooses another, `onSelectionChange` receives a
 * set with its key, and pressing the chosen pill again leaves it on.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Visibility' })).toBeInTheDocument();
    const all = canvas.getByRole('radio', { name: 'All' });
    const visible = canvas.getByRole('radio', { name: 'Visible' });
    await expect(all).toBeChecked();

    await userEvent.click(visible);
    await expect(visible).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['visible']));

    await userEvent.click(visible);
    await expect(visible).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['visible']));
  },
};

export const Playground: Story = {
  args: { size: 'medium', selectionMode: 'single', isDisabled: false },
};

/** Arrow keys move between pills (focus only); Space or Enter chooses the focused one. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('radio', { name: 'All' });
    const hidden = canvas.getByRole('radio', { name: 'Hidden' });

    await userEvent.tab();
    await expect(all).toHaveFocus();
    await expect(getComputedStyle(all).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(hidden).toHaveFocus();
    await expect(hidden).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(hidden).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['hidden']));

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Visible' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Visible' })).toBeChecked();
  },
};

const statuses = [
  { id: 'all', name: 'All' },
  { id: 'pending', name: 'Pending' },
  { id: 'awaiting-shipment', name: 'Awaiting shipment' },
  { id: 'shipped', name: 'Shipped' },
  { id: 'completed', name: 'Completed' },
  { id: 'cancelled', name: 'Cancelled' },
];

function OrderStatusFilter() {
  const [status, setStatus] = useState<Key>('all');
  return (
    <div style={{ maxInlineSize: '32rem' }}>
      <ToggleButtonGroup
        aria-label="Order status"
        selectedKeys={[status]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key !== undefined) setStatus(key);
        }}
      >
        {statuses.map(({ id, name }) => (
          <ToggleButton key={id} id={id}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <p>Showing: {statuses.find(({ id }) => id === status)?.name}</p>
    </div>
  );
}

/** Controlled through `selectedKeys`; many pills wrap onto the next line. */
export const OrderStatuses: Story = {
  render: () => <OrderStatusFilter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Awaiting shipment' }));
    await expect(canvas.getByText('Showing: Awaiting shipment')).toBeInTheDocument();
    const first = canvas.getByRole('radio', { name: 'All' }).getBoundingClientRect();
    const last = canvas.getByRole('radio', { name: 'Cancelled' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.top);
  },
};

/** With multiple selection it is a toolbar of toggle buttons, any number on. */
export const MultipleSelection: Story = {
  args: { 'aria-label': 'Channels', selectionMode: 'multiple', defaultSelectedKeys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Channels' })).toBeInTheDocument();
    const all = canvas.getByRole('button', { name: 'All' });
    const hidden = canvas.getByRole('button', { name: 'Hidden' });
    await userEvent.click(all);
    await userEvent.click(hidden);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(hidden).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['all', 'hidden']));
    await userEvent.click(all);
    await expect(all).toHaveAttribute('aria-pressed', 'false');
  },
};

/** 28px pills for dense toolbars. */
export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByRole('radio', { name: 'All' });
    await expect(pill.getBoundingClientRect().height).toBe(28);
  },
};

/** A disabled pill cannot be chosen and the arrow keys skip it. */
export const DisabledPill: Story = {
  args: {
    children: [
      <ToggleButton key="all" id="all">
        All
      </ToggleButton>,
      <ToggleButton key="visible" id="visible" isDisabled>
        Visible
      </ToggleButton>,
      <ToggleButton key="hidden" id="hidden">
        Hidden
      </ToggleButton>,
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Visible' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Hidden' })).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The whole group disabled still shows which pill is chosen. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeDisabled();
  },
};

/** In Hebrew the pills run right to left and ArrowLeft moves to the next one. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('radio', { name: 'All' });
    const visible = canvas.getByRole('radio', { name: 'Visible' });
    await expect(visible.getBoundingClientRect().right).toBeLessThan(
      all.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(visible).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const all = within(canvasElement).getByRole('radio', { name: 'All' });
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await expect(getComputedStyle(all).outlineStyle).toBe('solid');
  },
};
