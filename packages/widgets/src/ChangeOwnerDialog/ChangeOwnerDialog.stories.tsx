import { reassignOwnerNotice, type ActionOutcome, type ReassignOwnerBody } from '@metafields/core';
import { Button } from '@metafields/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChangeOwnerDialog } from './ChangeOwnerDialog.js';
import type { ChangeOwnerDialogProps } from './ChangeOwnerDialog.js';
import partnerExample from '../../examples/ChangeOwnerDialog.tsx?raw';

const learnMoreHref = 'https://support.example.com/metafields/owners';

/** The page around the dialog: it opens it, closes it, and shows the error of a failed submit. */
function ChangeOwnerPage(args: ChangeOwnerDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [errorMessage, setErrorMessage] = useState(args.errorMessage);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open change owner
      </Button>
      <ChangeOwnerDialog
        {...args}
        isOpen={isOpen}
        errorMessage={errorMessage}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          setOpen(open);
        }}
        onSubmit={async (body) => {
          setErrorMessage(undefined);
          try {
            return await args.onSubmit(body);
          } catch (failure) {
            // The app turns the failed call's outcome into the spec's error with core's rule.
            const notice = reassignOwnerNotice(failure as ActionOutcome);
            if ('message' in notice) {
              setErrorMessage(
                typeof notice.message === 'string' ? notice.message : notice.message.defaultMessage,
              );
            }
            throw failure;
          }
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/ChangeOwnerDialog',
  component: ChangeOwnerDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    currentOwnerId: '1d3f8a2c',
    metafieldIds: [7, 9],
    onSubmit: fn(() => Promise.resolve()),
    learnMoreHref,
  },
  argTypes: {
    errorMessage: { control: 'text' },
    currentOwnerId: { control: 'text' },
  },
  render: (args) => <ChangeOwnerPage {...args} />,
  parameters: {
    usage: {
      notes: [
        "The change owner dialog reassigns metafields to another app's owner id: it shows the current owner, asks for the new owner id, and links to the help on owners. Submit stays disabled until the id is one core accepts; Enter submits.",
        '`onSubmit` receives the request body; while it runs the button shows progress. Resolve and the dialog clears and closes; reject and it stays open with what was typed, showing `errorMessage`.',
      ],
      partner: partnerExample,
    },
  },
} satisfies Meta<typeof ChangeOwnerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = () => screen.findByRole('dialog', { name: 'Change owner' });
const dialogClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The current owner, an empty 'New owner ID' with focus, submit disabled, Learn more. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await findDialog());
    // The dialog fades in; its text is visible once the animation ends.
    await waitFor(() => expect(dialog.getByText('Current owner ID: 1d3f8a2c')).toBeVisible());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(dialog.getByRole('button', { name: 'Assign owner' })).toBeDisabled();
    const learnMore = dialog.getByRole('link', { name: 'Learn more' });
    await expect(learnMore).toHaveAttribute('href', learnMoreHref);
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Typing an id and pressing Enter submits exactly `{ owner_id, metafield_ids }`; on success the
 * dialog asks to close, and opened again it is empty.
 */
export const SubmitByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard(' 42 ');
    await expect(dialog.getByRole('button', { name: 'Assign owner' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ owner_id: 42, metafield_ids: [7, 9] });
    await dialogClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open change owner' }));
    const reopened = within(await findDialog());
    await expect(reopened.getByRole('textbox', { name: 'New owner ID' })).toHaveValue('');
  },
};

/**
 * While `onSubmit`'s promise is pending the button shows progress, Cancel and Escape do nothing
 * and a second Enter sends nothing. (The story ends while pending: react-aria's announcement of
 * the pending button outlives a closed dialog by seven seconds and points at a button that is
 * gone, which axe would report. SubmitByKeyboard shows the close once the promise resolves.)
 */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await userEvent.type(input, '1005');
    const submit = dialog.getByRole('button', { name: 'Assign owner' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ owner_id: 1005, metafield_ids: [7, 9] });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(submit).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(input).toHaveAttribute('readonly');

    input.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Change owner' })).toBeInTheDocument();
  },
};

/** Anything but a whole number above 0 keeps submit disabled; Enter sends nothing. */
export const InvalidOwnerId: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    const submit = dialog.getByRole('button', { name: 'Assign owner' });
    for (const text of ['abc', '0', '-5', '1.5', '12a']) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await expect(submit).toBeDisabled();
      await userEvent.keyboard('{Enter}');
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Leaving the field says what it needs.
    await userEvent.tab();
    await expect(await dialog.findByText('Enter a whole number greater than 0')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await expect(submit).toBeEnabled();
  },
};

/** An error given back through `errorMessage` shows in the dialog as an alert. */
export const WithError: Story = {
  args: { errorMessage: 'An error occurred.' },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('alert')).toHaveTextContent('An error occurred.');
  },
};

/**
 * A failed reassign keeps the dialog open with what was typed, and the page shows core's error:
 * the server's text here.
 */
export const ServerError: Story = {
  args: {
    onSubmit: fn<(body: ReassignOwnerBody) => Promise<unknown>>(() =>
      Promise.reject({ status: 422, body: { error: 'Owner 42 is not an app of this store.' } }),
    ),
  },
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await userEvent.type(input, '42{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ owner_id: 42, metafield_ids: [7, 9] });
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Owner 42 is not an app of this store.',
    );
    await expect(input).toHaveValue('42');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: 'Assign owner' })).toBeEnabled();
  },
};

/** Without a server text the error is core's default, 'An error occurred.'. */
export const ServerErrorWithoutText: Story = {
  args: {
    onSubmit: fn<(body: ReassignOwnerBody) => Promise<unknown>>(() =>
      Promise.reject({ status: 500 }),
    ),
  },
  play: async () => {
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'New owner ID' }), '42{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('An error occurred.');
  },
};

/** Escape closes it through `onOpenChange(false)`, and sends nothing. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: 'New owner ID' }), '42');
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cancel closes it too. */
export const CancelCloses: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Without a known current owner, that line is left out. */
export const WithoutCurrentOwner: Story = {
  args: { currentOwnerId: undefined },
  play: async () => {
    const dialog = within(await findDialog());
    await expect(dialog.queryByText(/Current owner ID/)).not.toBeInTheDocument();
  },
};

/** In Hebrew the dialog runs right to left; the id still submits. */
export const RightToLeft: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ args }) => {
    const dialogElement = await findDialog();
    await expect(dialogElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const dialog = within(dialogElement);
    const input = dialog.getByRole('textbox', { name: 'New owner ID' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const submit = dialog.getByRole('button', { name: 'Assign owner' });
    // The primary action sits at the inline end, which is the left in right to left.
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(
      cancel.getBoundingClientRect().left,
    );
    await userEvent.type(input, '77{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ owner_id: 77, metafield_ids: [7, 9] });
  },
};
