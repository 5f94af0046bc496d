import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { DialogTrigger } from '../Modal/Modal.js';
import { slowWork } from '../../testing/slowWork.js';
import { AlertDialog } from './AlertDialog.js';
import type { AlertDialogProps } from './AlertDialog.js';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete 3 metafields?',
    children: 'Their values are removed from every product. This cannot be undone.',
    primaryActionLabel: 'Delete',
    variant: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['confirmation', 'destructive'] },
    title: { control: 'text' },
    children: { control: 'text' },
    primaryActionLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    isPending: { control: 'boolean' },
  },
  render: (args) => <DeleteMetafields {...args} />,
  parameters: {
    usage: {
      notes: [
        'An alert dialog interrupts to confirm an action before it happens: deleting metafields, discarding changes, replacing a file. For a task with fields (a form, a picker) use `Modal`; for news that needs no decision use a `Banner` or a `Toast`.',
        'The title is the question (“Delete 3 metafields?”), the message says what confirming does and what cannot be undone (“Their values are removed from 3 products.”), and the action button repeats the verb (“Delete”), never “OK” or “Yes”.',
        '`variant="destructive"` makes the action a danger button and opens the dialog with focus on Cancel, the safe choice; a `confirmation` dialog opens with focus on the action. Escape and Cancel back out and call `onCancel`.',
        'When `onConfirm` returns a promise, the action button shows progress and the dialog closes only when it resolves; if it rejects the dialog stays open, and the screen shows the error.',
        'Screen readers announce it as an alert dialog and read the title and the message, so the message must make sense on its own.',
      ],
      do: [
        'Say the count and the object in the title: “Delete 12 values?”.',
        'Say what is lost and whether it can be undone.',
        'Use `destructive` for anything that deletes or overwrites data.',
      ],
      dont: [
        'Ask to confirm routine, reversible actions: it trains people to press the action without reading.',
        'Label the buttons “Yes” and “No”, or “OK” and “Cancel”.',
        'Put fields in an alert dialog; use `Modal` for a task.',
      ],
    },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function DeleteMetafields(args: AlertDialogProps) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete metafields</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  );
}

async function open(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Delete metafields' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 metafields?' });
  return { trigger, dialog, inside: within(dialog) };
}

const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

/**
 * An alert dialog named by its title and described by its message. Being destructive, it opens
 * with focus on Cancel; Cancel calls `onCancel`, closes, and returns focus to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog, inside } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Their values are removed from every product. This cannot be undone.',
    );
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(inside.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await dialogClosed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The action calls `onConfirm` and closes the dialog. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger, inside } = await open(canvasElement);
    await userEvent.click(inside.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await dialogClosed();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels, like the Cancel button; Tab stays between the two buttons. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const { inside } = await open(canvasElement);
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    const remove = inside.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const deletion = slowWork(500);

/**
 * When `onConfirm` returns a promise, the action shows progress, Cancel and Escape are blocked,
 * and the dialog closes once the work is done.
 */
export const PendingConfirm: Story = {
  args: { onConfirm: fn(deletion.run) },
  play: async ({ canvasElement, args }) => {
    deletion.hold();
    const { inside } = await open(canvasElement);
    await userEvent.click(inside.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    const remove = inside.getByRole('button', { name: /^Delete/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(within(remove).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(inside.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    deletion.release();
    await dialogClosed();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A rejected promise keeps the dialog open, ready to retry or cancel. */
export const FailedConfirm: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Network error'))) },
  play: async ({ canvasElement, args }) => {
    const { dialog, inside } = await open(canvasElement);
    await userEvent.click(inside.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(inside.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(inside.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A confirmation that can be undone: the primary button, and focus starts on it. */
export const Confirmation: Story = {
  args: {
    variant: 'confirmation',
    title: 'Publish 12 definitions?',
    children: 'Storefronts start showing their values at once.',
    primaryActionLabel: 'Publish',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Publish definitions</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Publish definitions' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish 12 definitions?' });
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAttribute('data-variant', 'primary');
    await waitFor(() => expect(publish).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await dialogClosed();
  },
};

function BulkDelete(args: AlertDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete metafields
      </Button>
      <AlertDialog {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const bulkDeletion = slowWork(300);

/** Without a trigger, `isOpen` and `onOpenChange` control it; `onConfirm` returns the job. */
export const Controlled: Story = {
  args: { onConfirm: fn(bulkDeletion.run) },
  render: (args) => <BulkDelete {...args} />,
  play: async ({ canvasElement, args }) => {
    bulkDeletion.hold();
    const { trigger, inside } = await open(canvasElement);
    await userEvent.click(inside.getByRole('button', { name: 'Delete' }));
    await expect(inside.getByRole('button', { name: /^Delete/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    bulkDeletion.release();
    await dialogClosed();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    // Opens afresh, no longer pending.
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** `isPending` shows progress the app tracks itself; the dialog cannot be cancelled meanwhile. */
export const PendingFromApp: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const { inside } = await open(canvasElement);
    const remove = inside.getByRole('button', { name: /^Delete/ });
    await expect(within(remove).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(inside.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(remove);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { dialog, inside } = await open(canvasElement);
    await expect(dialog.closest('[data-ms-theme]')).toHaveAttribute('data-ms-theme', 'dark');
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(
      getComputedStyle(inside.getByRole('button', { name: 'Delete' })).outlineStyle,
    ).toBe('solid');
  },
};
