import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { realUserEvent } from '../../testing/realUserEvent.js';
import { LiteSelect } from './LiteSelect.js';
import type { LiteSelectProps } from './LiteSelect.js';

const statuses = [
  { id: '1', name: 'Pending' },
  { id: '2', name: 'Shipped' },
  { id: '3', name: 'Partially shipped' },
  { id: '4', name: 'Refunded', description: 'Available on enterprise plan', isDisabled: true },
  { id: '5', name: 'Cancelled' },
];

/** The host keeps the value; `onChange` is the spy. */
function Controlled(args: LiteSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LiteSelect
      {...args}
      value={value}
      onChange={(id) => {
        args.onChange(id);
        setValue(id);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/LiteSelect',
  component: LiteSelect,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { label: 'Status', items: statuses, value: null, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    errorMessage: { control: 'text' },
    isDisabled: { control: 'boolean' },
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
        "`LiteSelect` has `Select`'s look and keyboard for screens with many fields (a rule of 50 conditions): a plain button until it opens, when the list mounts; it mounts in a twentieth of `Select`'s time. The lite components are exported from `@metafields/design-system/private` for the widgets only; an app's own screens use the full components.",
        'Enter, Space or the arrow keys open it; typing letters on the closed button picks the next option that starts with them, as a native select does. The button is named by its value then its label (“Shipped Status”).',
        'It has no validation of its own and no hidden form field: the caller passes `errorMessage`, and reads the value from `onChange`.',
      ],
      do: [
        'Give options short, distinct names that start with different words, so typing finds them.',
      ],
      dont: ['Use it in an ordinary form, which should use `Select` with its validation.'],
    },
  },
} satisfies Meta<typeof LiteSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Status$/ });

async function listClosed() {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** As `Select`: open with the keyboard, move with the arrows, choose with Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName('Select an item Status');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await screen.findByRole('listbox', { name: 'Status' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(list.getByRole('option', { name: 'Pending' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await listClosed();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(button).toHaveAccessibleName('Shipped Status');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * With the browser's real keys (Playwright's, under Vitest): Enter, Space or ArrowDown on the
 * trigger put focus on an option (the chosen one, else the first); Enter or Space chooses and
 * closes; Escape closes; focus is back on the trigger each time.
 */
export const RealKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const keys = await realUserEvent();
    const button = trigger(canvasElement);
    await keys.tab();
    await expect(button).toHaveFocus();

    await keys.keyboard('{Enter}');
    let list = within(await screen.findByRole('listbox', { name: 'Status' }));
    await waitFor(() => expect(list.getByRole('option', { name: 'Pending' })).toHaveFocus());
    await keys.keyboard('{ArrowDown}');
    await expect(list.getByRole('option', { name: 'Shipped' })).toHaveFocus();
    await keys.keyboard('{Enter}');
    await listClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Shipped Status');

    await keys.keyboard(' ');
    list = within(await screen.findByRole('listbox', { name: 'Status' }));
    await waitFor(() => expect(list.getByRole('option', { name: 'Shipped' })).toHaveFocus());
    await keys.keyboard('{ArrowDown}');
    await keys.keyboard(' ');
    await listClosed();
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await waitFor(() => expect(button).toHaveFocus());

    await keys.keyboard('{ArrowDown}');
    list = within(await screen.findByRole('listbox', { name: 'Status' }));
    await waitFor(() =>
      expect(list.getByRole('option', { name: 'Partially shipped' })).toHaveFocus(),
    );
    await keys.keyboard('{Escape}');
    await listClosed();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** ArrowUp opens the list on its last item. */
export const ArrowUpOpensAtEnd: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const list = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(list.getByRole('option', { name: 'Cancelled' })).toHaveFocus());
  },
};

/** Opening again puts focus on the chosen item; choosing it again closes without a change. */
export const ChosenItemFocused: Story = {
  args: { value: '3' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const list = within(await screen.findByRole('listbox'));
    const chosen = list.getByRole('option', { name: 'Partially shipped' });
    await waitFor(() => expect(chosen).toHaveFocus());
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(chosen);
    await listClosed();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Escape closes the list without a change and gives focus back to the trigger. */
export const EscapeCloses: Story = {
  args: { value: '1' },
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const list = within(await screen.findByRole('listbox'));
    await waitFor(() => expect(list.getByRole('option', { name: 'Pending' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await listClosed();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleName('Pending Status');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** By pointer: the trigger opens the list, an option chooses. */
export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await listClosed();
    await expect(args.onChange).toHaveBeenCalledWith('5');
  },
};

/**
 * Typing on the closed trigger picks the next item starting with the letters typed; the same
 * letter again moves on. Disabled items are passed over.
 */
export const TypeAhead: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('p');
    await expect(button).toHaveAccessibleName('Pending Status');
    await userEvent.keyboard('p');
    await expect(button).toHaveAccessibleName('Partially shipped Status');
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await userEvent.keyboard('r');
    await expect(button).toHaveAccessibleName('Partially shipped Status');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A disabled item shows why, and cannot be chosen: the arrows pass over it, a click does nothing. */
export const DisabledItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await screen.findByRole('listbox'));
    const refunded = list.getByRole('option', { name: /^Refunded/ });
    await expect(refunded).toHaveAttribute('aria-disabled', 'true');
    await expect(refunded).toHaveTextContent('Available on enterprise plan');
    await waitFor(() => expect(list.getByRole('option', { name: 'Pending' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(list.getByRole('option', { name: 'Cancelled' })).toHaveFocus();
    await userEvent.click(refunded);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An error shows under the field and describes the trigger. */
export const Invalid: Story = {
  args: { errorMessage: 'Choose a status' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription('Choose a status');
    await expect(within(canvasElement).getByText('Choose a status')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: '2', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
